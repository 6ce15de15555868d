import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';

export async function insertStaffToken(db: Db, businessId: number, name: string, tokenHash: string) {
  const [row] = await db
    .insert(s.staffTokens)
    .values({ businessId, name, tokenHash })
    .returning({ id: s.staffTokens.id });
  if (!row) throw new Error('Staff token insert returned nothing');
  return row.id;
}

/** A live (not revoked) staff token by its hash, with the business it opens. */
export async function findStaffToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: s.staffTokens.id,
      who: s.staffTokens.name,
      businessId: s.staffTokens.businessId,
      referenceId: s.businesses.referenceId,
      name: s.businesses.name,
      currency: s.businesses.currency,
      timeZone: s.businesses.timeZone,
      locales: s.businesses.locales,
    })
    .from(s.staffTokens)
    .innerJoin(s.businesses, eq(s.businesses.id, s.staffTokens.businessId))
    .where(and(eq(s.staffTokens.tokenHash, tokenHash), isNull(s.staffTokens.revokedAt)))
    .limit(1);
  return row ?? null;
}
export type StaffTokenRow = NonNullable<Awaited<ReturnType<typeof findStaffToken>>>;

export async function touchStaffToken(db: Db, id: number): Promise<void> {
  await db.update(s.staffTokens).set({ lastUsedAt: sql`now()` }).where(eq(s.staffTokens.id, id));
}

/** Revokes a live token of the business; false when it has no such live token. */
export async function revokeStaffToken(db: Db, businessId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(s.staffTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(s.staffTokens.id, id),
        eq(s.staffTokens.businessId, businessId),
        isNull(s.staffTokens.revokedAt),
      ),
    )
    .returning({ id: s.staffTokens.id });
  return rows.length > 0;
}

/** A business's staff tokens, newest first: what they are called and used, never the token. */
export async function listStaffTokens(db: Db, businessId: number) {
  return db
    .select({
      id: s.staffTokens.id,
      name: s.staffTokens.name,
      createdAt: s.staffTokens.createdAt,
      lastUsedAt: s.staffTokens.lastUsedAt,
      revokedAt: s.staffTokens.revokedAt,
    })
    .from(s.staffTokens)
    .where(eq(s.staffTokens.businessId, businessId))
    .orderBy(desc(s.staffTokens.id));
}

/** The business a signed-in member's board shows (ADR 1370): what the board's header needs. */
export async function findBoardBusiness(db: Db, businessId: number) {
  const [row] = await db
    .select({
      referenceId: s.businesses.referenceId,
      name: s.businesses.name,
      currency: s.businesses.currency,
      timeZone: s.businesses.timeZone,
      locales: s.businesses.locales,
    })
    .from(s.businesses)
    .where(eq(s.businesses.id, businessId))
    .limit(1);
  return row ?? null;
}
