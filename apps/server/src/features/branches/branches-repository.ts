import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';

// Every query names both the business and the branch: a branch id of business A never reaches
// rows of business B, even if a row were mis-linked.

export function branchesOf(db: Db, businessId: number) {
  return db
    .select()
    .from(s.branches)
    .where(eq(s.branches.businessId, businessId))
    .orderBy(asc(s.branches.sort), asc(s.branches.id));
}

export async function branchOf(db: Db, businessId: number, branchId: number) {
  const [row] = await db
    .select()
    .from(s.branches)
    .where(and(eq(s.branches.businessId, businessId), eq(s.branches.id, branchId)));
  return row ?? null;
}

export async function zonesOf(db: Db, businessId: number, branchId: number) {
  const zones = await db
    .select()
    .from(s.zones)
    .where(and(eq(s.zones.businessId, businessId), eq(s.zones.branchId, branchId)))
    .orderBy(asc(s.zones.id));
  const areas = zones.length
    ? await db
        .select()
        .from(s.areas)
        .where(
          and(
            eq(s.areas.businessId, businessId),
            inArray(
              s.areas.zoneId,
              zones.map((z) => z.id),
            ),
          ),
        )
        .orderBy(asc(s.areas.id))
    : [];
  return { zones, areas };
}

export function countriesOf(db: Db, businessId: number, branchId: number) {
  return db
    .select()
    .from(s.shippingCountries)
    .where(and(eq(s.shippingCountries.businessId, businessId), eq(s.shippingCountries.branchId, branchId)))
    .orderBy(asc(s.shippingCountries.id));
}
