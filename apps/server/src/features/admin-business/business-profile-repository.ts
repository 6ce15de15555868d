import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';

/** The business row's profile columns, locked for a write when `lock` (ADR 1372). */
export async function readProfileRow(db: Db, businessId: number, lock = false) {
  const { rows } = await db.execute<{
    name: Record<string, string>;
    business_type: string;
    country_code: string;
    locales: string[];
    settings: Record<string, unknown>;
  }>(
    sql`SELECT name, business_type, country_code, locales, settings FROM businesses
        WHERE id = ${businessId} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  const row = rows[0];
  if (!row) throw new Error(`business ${businessId} vanished`);
  return row;
}

export async function writeProfile(
  db: Db,
  businessId: number,
  values: { name: Record<string, string>; businessType: string; settings: Record<string, unknown> },
) {
  await db
    .update(s.businesses)
    .set({
      name: values.name,
      businessType: values.businessType,
      // Other settings keys stay as they are.
      settings: sql`settings || ${JSON.stringify(values.settings)}::jsonb`,
    })
    .where(eq(s.businesses.id, businessId));
}

const branchColumns = {
  id: s.branches.id,
  referenceId: s.branches.referenceId,
  name: s.branches.name,
  address: s.branches.address,
  phone: s.branches.phone,
  lat: s.branches.lat,
  lng: s.branches.lng,
  isMain: s.branches.isMain,
  version: sql<string>`branches.xmin::text`,
};

export async function readBranches(db: Db, businessId: number) {
  return db
    .select(branchColumns)
    .from(s.branches)
    .where(eq(s.branches.businessId, businessId))
    .orderBy(asc(s.branches.sort), asc(s.branches.id));
}

/** A branch of the business, locked for a write; null when it is not the business's. */
export async function lockBranch(db: Db, businessId: number, id: number) {
  const [row] = await db
    .select(branchColumns)
    .from(s.branches)
    .where(and(eq(s.branches.id, id), eq(s.branches.businessId, businessId)))
    .for('update');
  return row ?? null;
}

export type BranchValues = {
  name: Record<string, string>;
  address: Record<string, string>;
  phone: string | null;
  lat: number | null;
  lng: number | null;
};

export async function updateBranch(db: Db, businessId: number, id: number, values: BranchValues) {
  await db
    .update(s.branches)
    .set(values)
    .where(and(eq(s.branches.id, id), eq(s.branches.businessId, businessId)));
}

/**
 * A new branch (ADR 1372): the main branch's week and ordering options to start from (the owner
 * then changes its hours), a reference free in the business (`branch-2`, `branch-3`…), last in
 * the list.
 */
export async function insertBranch(db: Db, businessId: number, values: BranchValues) {
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO branches (business_id, reference_id, name, address, phone, lat, lng, is_main,
      availability, settings, sort)
    SELECT ${businessId},
      'branch-' || (SELECT COUNT(*) + 1 FROM branches WHERE business_id = ${businessId})
        || CASE WHEN EXISTS (SELECT 1 FROM branches WHERE business_id = ${businessId}
          AND reference_id = 'branch-' || (SELECT COUNT(*) + 1 FROM branches WHERE business_id = ${businessId}))
          THEN '-' || substr(md5(random()::text), 1, 6) ELSE '' END,
      ${JSON.stringify(values.name)}::jsonb, ${JSON.stringify(values.address)}::jsonb,
      ${values.phone}, ${values.lat}, ${values.lng}, false,
      COALESCE((SELECT availability FROM branches WHERE business_id = ${businessId}
        ORDER BY is_main DESC, sort, id LIMIT 1), '{}'::jsonb),
      COALESCE((SELECT settings FROM branches WHERE business_id = ${businessId}
        ORDER BY is_main DESC, sort, id LIMIT 1), '{}'::jsonb),
      (SELECT COALESCE(MAX(sort), 0) + 1 FROM branches WHERE business_id = ${businessId})
    RETURNING id`);
  const id = rows[0]?.id;
  if (!id) throw new Error('branch insert returned nothing');
  return id;
}
