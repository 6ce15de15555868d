import { failure, out, readSecretFromStdin, runWithDatabase } from '../../platform/cli.ts';
import { findBusinessIdByRef } from '../tenancy/business-heads.ts';
import { createGateways, type StoredGateway } from './gateways.ts';

/**
 * `npm run payments:gateway -- <referenceId> <tap|sandbox|none>` sets a business's own gateway
 * (ADR 721). Tap's secret key is read from standard input (never an argument: shell history and
 * process lists show those) and stored sealed with PAYMENT_KEYS_SECRET.
 */
const [referenceId, provider] = process.argv.slice(2);
if (!referenceId || !['tap', 'sandbox', 'none'].includes(provider ?? '')) {
  process.stderr.write(
    'usage: printf %s "$TAP_KEY" | npm run payments:gateway -- <business reference id> <tap|sandbox|none>\n',
  );
  process.exit(2);
}
const key =
  provider === 'tap' ? await readSecretFromStdin('pipe the Tap secret key on standard input') : null;
await runWithDatabase(async ({ config, db }) => {
  const businessId = await findBusinessIdByRef(db, referenceId);
  if (businessId === null) return failure(`no business '${referenceId}'`);
  await createGateways({ db, config, sandbox: null }).configure(businessId, provider as StoredGateway, key);
  out(`${referenceId}: online payments through ${provider}${key ? ' (key stored sealed)' : ''}`);
  return 0;
});
