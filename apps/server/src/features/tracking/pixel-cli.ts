import { loadConfig } from '../../config.ts';
import { exitWith, failure, out, readSecretFromStdin, runWithDatabase } from '../../platform/cli.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import { findBusinessIdByRef } from '../tenancy/business-heads.ts';
import { setPixel } from './pixel-store.ts';

/**
 * `npm run tracking:pixel -- <referenceId> <kind 1–7> <pixel id>` sets a business's pixel of that
 * kind ([product: Marketing]: 1 Meta pixel, 2 Google Analytics, 3 Snap pixel, 4 TikTok pixel, 5 Meta
 * Conversions API, 6 TikTok Events API, 7 Snapchat Conversions API); `… <kind> off` removes it.
 * Kinds 5–7 read their access token from standard input (never an argument: shell history and
 * process lists show those) and store it sealed with TRACKING_KEYS_SECRET (ADR 840).
 */
const [referenceId, kindArg, pixelId] = process.argv.slice(2);
const kind = Number(kindArg);
if (!referenceId || !Number.isInteger(kind) || kind < 1 || kind > 7 || !pixelId) {
  process.stderr.write(
    'usage: [printf %s "$TOKEN" |] npm run tracking:pixel -- <business reference id> <kind 1-7> <pixel id|off>\n',
  );
  process.exit(2);
}
const token =
  kind >= 5 && pixelId !== 'off'
    ? await readSecretFromStdin('pipe the conversion API access token on standard input')
    : null;
const config = loadConfig();
const secret = config.TRACKING_KEYS_SECRET;
if (token && !secret) exitWith('TRACKING_KEYS_SECRET must be set to store an access token', 2);
await runWithDatabase(
  async ({ db }) => {
    const businessId = await findBusinessIdByRef(db, referenceId);
    if (businessId === null) return failure(`no business '${referenceId}'`);
    await transaction(db, async (tx) => {
      await setPixel(tx as unknown as typeof db, secret, {
        businessId,
        kind,
        pixelId: pixelId === 'off' ? null : pixelId,
        token,
      });
    });
    out(
      `${referenceId}: integration ${kind} ${pixelId === 'off' ? 'removed' : `set to ${pixelId}${token ? ' (token stored sealed)' : ''}`}`,
    );
    return 0;
  },
  { config },
);
