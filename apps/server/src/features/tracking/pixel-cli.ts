import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../platform/db/open.ts';
import * as s from '../../platform/db/schema/index.ts';
import { parseKeysSecret, sealKey } from '../../platform/key-seal.ts';

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
let token: string | null = null;
if (kind >= 5 && pixelId !== 'off') {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  token = Buffer.concat(chunks).toString('utf8').trim() || null;
  if (!token) {
    process.stderr.write('sufra: pipe the conversion API access token on standard input\n');
    process.exit(2);
  }
}
const config = loadConfig();
if (token && !config.TRACKING_KEYS_SECRET) {
  process.stderr.write('sufra: TRACKING_KEYS_SECRET must be set to store an access token\n');
  process.exit(2);
}
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
    await database.db.transaction(async (tx) => {
      await tx.delete(s.pixels).where(and(eq(s.pixels.businessId, business.id), eq(s.pixels.kind, kind)));
      if (pixelId === 'off') return;
      const sealed =
        token && config.TRACKING_KEYS_SECRET
          ? { access_token: sealKey(parseKeysSecret(config.TRACKING_KEYS_SECRET), business.id, token) }
          : {};
      await tx.insert(s.pixels).values({ businessId: business.id, kind, pixelId, config: sealed });
    });
    process.stdout.write(
      `${referenceId}: integration ${kind} ${pixelId === 'off' ? 'removed' : `set to ${pixelId}${token ? ' (token stored sealed)' : ''}`}\n`,
    );
  }
} catch (error) {
  process.stderr.write(`sufra: ${(error as Error).message}\n`);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
