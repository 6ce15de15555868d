import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';

/** The branch an order names, with its business head: one indexed lookup per request. */
export async function findOrderBranch(db: Db, branchId: number) {
  const [row] = await db
    .select({
      branchId: s.branches.id,
      businessId: s.businesses.id,
      version: s.businesses.version,
      referenceId: s.businesses.referenceId,
      redirectUrl: s.businesses.redirectUrl,
    })
    .from(s.branches)
    .innerJoin(s.businesses, eq(s.businesses.id, s.branches.businessId))
    .where(eq(s.branches.id, branchId))
    .limit(1);
  return row ?? null;
}
export type OrderBranchHead = NonNullable<Awaited<ReturnType<typeof findOrderBranch>>>;

/** An active coupon of the business, matched case-insensitively (the unique index's expression). */
export async function findCoupon(db: Db, businessId: number, code: string) {
  const [row] = await db
    .select()
    .from(s.coupons)
    .where(
      and(
        eq(s.coupons.businessId, businessId),
        sql`lower(${s.coupons.code}) = lower(${code})`,
        eq(s.coupons.active, true),
      ),
    )
    .limit(1);
  return row ?? null;
}
export type CouponRow = NonNullable<Awaited<ReturnType<typeof findCoupon>>>;

/** The branch's zones with their areas (zones, areas and coupons are not behind the menu cache). */
export async function loadBranchZones(db: Db, businessId: number, branchId: number) {
  const [zones, areas] = await Promise.all([
    db
      .select()
      .from(s.zones)
      .where(and(eq(s.zones.businessId, businessId), eq(s.zones.branchId, branchId))),
    db
      .select({ area: s.areas })
      .from(s.areas)
      .innerJoin(s.zones, eq(s.zones.id, s.areas.zoneId))
      .where(and(eq(s.zones.businessId, businessId), eq(s.zones.branchId, branchId))),
  ]);
  return { zones, areas: areas.map((r) => r.area) };
}
export type ZoneRows = Awaited<ReturnType<typeof loadBranchZones>>;

export async function findShippingCountry(db: Db, businessId: number, branchId: number, iso: string) {
  const [row] = await db
    .select()
    .from(s.shippingCountries)
    .where(
      and(
        eq(s.shippingCountries.businessId, businessId),
        eq(s.shippingCountries.branchId, branchId),
        sql`upper(${s.shippingCountries.countryIso}) = upper(${iso})`,
      ),
    )
    .limit(1);
  return row ?? null;
}
export type ShippingCountryRow = NonNullable<Awaited<ReturnType<typeof findShippingCountry>>>;

/** A dining table of the branch, by its name (what a table QR code carries) or its id. */
export async function findTable(db: Db, businessId: number, branchId: number, table: string) {
  const byId = /^[1-9][0-9]{0,9}$/.test(table) ? Number(table) : -1;
  const [row] = await db
    .select({ id: s.diningTables.id, name: s.diningTables.name })
    .from(s.diningTables)
    .where(
      and(
        eq(s.diningTables.businessId, businessId),
        eq(s.diningTables.branchId, branchId),
        sql`(${s.diningTables.name} = ${table} OR ${s.diningTables.id} = ${byId})`,
      ),
    )
    .limit(1);
  return row ?? null;
}
