import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';

/** The business row's set-up columns, locked for a write when `lock` (ADR 1120). */
export async function readBusinessSetup(db: Db, businessId: number, lock = false) {
  const { rows } = await db.execute<{
    settings: Record<string, unknown>;
    locales: string[];
    logo: string | null;
    cover: string | null;
  }>(
    sql`SELECT settings, locales, logo, cover FROM businesses WHERE id = ${businessId}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  const row = rows[0];
  if (!row) throw new Error(`business ${businessId} vanished`);
  return row;
}

export async function readBranchSetup(db: Db, businessId: number) {
  return db
    .select({ id: s.branches.id, name: s.branches.name, settings: s.branches.settings })
    .from(s.branches)
    .where(eq(s.branches.businessId, businessId))
    .orderBy(asc(s.branches.sort), asc(s.branches.id));
}

/** Merges keys into the business's settings jsonb (other keys stay as they are). */
export async function mergeBusinessSettings(
  db: Db,
  businessId: number,
  values: {
    settings?: Record<string, unknown>;
    locales?: string[];
    logo?: string | null;
    cover?: string | null;
  },
) {
  const { settings, ...columns } = values;
  await db
    .update(s.businesses)
    .set({
      ...columns,
      ...(settings ? { settings: sql`settings || ${JSON.stringify(settings)}::jsonb` } : {}),
    })
    .where(eq(s.businesses.id, businessId));
}

/** A branch's selling types (its `settings.selling_types`; its other settings stay). */
export async function setBranchSellingTypes(
  db: Db,
  branchId: number,
  types: { delivery: boolean; pickup: boolean; dinein: boolean },
) {
  await db
    .update(s.branches)
    .set({ settings: sql`jsonb_set(settings, '{selling_types}', ${JSON.stringify(types)}::jsonb)` })
    .where(eq(s.branches.id, branchId));
}
