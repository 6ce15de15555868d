import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../platform/db/open.ts';
import * as s from '../../platform/db/schema/index.ts';
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
let key: string | null = null;
if (provider === 'tap') {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  key = Buffer.concat(chunks).toString('utf8').trim() || null;
  if (!key) {
    process.stderr.write('sufra: pipe the Tap secret key on standard input\n');
    process.exit(2);
  }
}
const config = loadConfig();
const database = await openDatabase(config, () => {});
let code = 0;
try {
  const [business] = await database.db
    .select({ id: s.businesses.id })
    .from(s.businesses)
    .where(eq(s.businesses.referenceId, referenceId));
  if (!business) {
    process.stderr.write(`sufra: no business '${referenceId}'\n`);
    code = 1;
  } else {
    await createGateways({ db: database.db, config, sandbox: null }).configure(
      business.id,
      provider as StoredGateway,
      key,
    );
    process.stdout.write(
      `${referenceId}: online payments through ${provider}${key ? ' (key stored sealed)' : ''}\n`,
    );
  }
} catch (error) {
  process.stderr.write(`sufra: ${(error as Error).message}\n`);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
