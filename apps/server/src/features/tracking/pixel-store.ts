import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { openKey, parseKeysSecret, sealKey } from '../../platform/key-seal.ts';

/** Kinds 5–7 are conversion APIs: they carry an access token, sealed at rest (ADR 840). */
export const takesToken = (kind: number) => kind >= 5 && kind <= 7;

/**
 * Sets a business's integration of one kind (the `tracking:pixel` CLI and the back office,
 * ADR 1121): `pixelId` null removes it; `token` 'keep' keeps the sealed token already stored.
 * Throws when a token must be sealed without TRACKING_KEYS_SECRET.
 */
export async function setPixel(
  db: Db,
  secret: string | undefined,
  row: { businessId: number; kind: number; pixelId: string | null; token: string | null | 'keep' },
): Promise<void> {
  const { businessId, kind, pixelId } = row;
  const [current] = await db
    .select({ config: s.pixels.config })
    .from(s.pixels)
    .where(and(eq(s.pixels.businessId, businessId), eq(s.pixels.kind, kind)));
  await db.delete(s.pixels).where(and(eq(s.pixels.businessId, businessId), eq(s.pixels.kind, kind)));
  if (pixelId === null) return;
  let config: Record<string, unknown> = {};
  if (row.token === 'keep') {
    if (typeof current?.config.access_token === 'string')
      config = { access_token: current.config.access_token };
  } else if (row.token && takesToken(kind)) {
    if (!secret) throw new Error('TRACKING_KEYS_SECRET must be set to store an access token');
    config = { access_token: sealKey(parseKeysSecret(secret), businessId, row.token) };
  }
  await db.insert(s.pixels).values({ businessId, kind, pixelId, config });
}

/** A business's integrations as the back office shows them: ids in full, tokens by their last four. */
export async function describePixels(db: Db, secret: string | undefined, businessId: number) {
  const rows = await db
    .select()
    .from(s.pixels)
    .where(eq(s.pixels.businessId, businessId))
    .orderBy(asc(s.pixels.kind));
  const key = secret ? parseKeysSecret(secret) : null;
  return rows.map((r) => {
    const sealed = typeof r.config.access_token === 'string' ? r.config.access_token : null;
    const token = sealed && key ? openKey(key, businessId, sealed) : null;
    return { kind: r.kind, pixel_id: r.pixelId, token_last4: token ? token.slice(-4) : null };
  });
}
