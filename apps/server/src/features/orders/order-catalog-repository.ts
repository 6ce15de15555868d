import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { preparedPer } from '../../platform/db/prepared.ts';
import * as s from '../../platform/db/schema/index.ts';

const p = sql.placeholder;

// Every order runs these lookups, so they are built once per database handle and run as named
// prepared statements: no query building per order, and PostgreSQL plans each once per connection.
function statements(db: Db) {
  return {
    // Matched case-insensitively: the unique index's expression.
    // Its uses are counted only when it has a limit; cancelled (9) and rejected (2) orders give theirs back.
    coupon: db
      .select({
        ...getTableColumns(s.coupons),
        // The outer row named in full: Drizzle writes a one-table select's columns without their
        // table, and inside the subquery `business_id` was the order's own — every business's
        // orders of the same code used up this one's limit.
        uses: sql<number>`CASE WHEN coupons.usage_limit IS NULL THEN 0 ELSE (
          SELECT count(*)::int FROM orders o WHERE o.business_id = coupons.business_id
            AND lower(o.coupon_code) = lower(coupons.code) AND o.status NOT IN (2, 9)) END`.mapWith(Number),
      })
      .from(s.coupons)
      .where(
        and(
          eq(s.coupons.businessId, p('businessId')),
          sql`lower(${s.coupons.code}) = lower(${p('code')})`,
          eq(s.coupons.active, true),
        ),
      )
      .limit(1)
      .prepare('sufra_order_coupon'),
    zones: db
      .select({ zone: s.zones, area: s.areas })
      .from(s.zones)
      .leftJoin(s.areas, eq(s.areas.zoneId, s.zones.id))
      .where(and(eq(s.zones.businessId, p('businessId')), eq(s.zones.branchId, p('branchId'))))
      .prepare('sufra_order_zones'),
    shipping: db
      .select()
      .from(s.shippingCountries)
      .where(
        and(
          eq(s.shippingCountries.businessId, p('businessId')),
          eq(s.shippingCountries.branchId, p('branchId')),
          sql`upper(${s.shippingCountries.countryIso}) = upper(${p('iso')})`,
        ),
      )
      .limit(1)
      .prepare('sufra_order_shipping'),
  };
}

const q = preparedPer(statements);

/** An active coupon of the business. */
export async function findCoupon(db: Db, businessId: number, code: string) {
  const [row] = await q(db).coupon.execute({ businessId, code });
  return row ?? null;
}
export type CouponRow = NonNullable<Awaited<ReturnType<typeof findCoupon>>>;

/**
 * Holds the code's coupon, when it has a usage limit, until the order's transaction ends (ADR
 * 1150): a concurrent order for the same coupon waits here, then counts the uses with a fresh
 * snapshot that holds this order — so two orders can never both take the last use. A coupon
 * without a limit (or no coupon) locks nothing and waits for nobody.
 */
export async function lockLimitedCoupon(tx: Db, businessId: number, code: string) {
  await tx.execute(sql`SELECT id FROM coupons WHERE business_id = ${businessId}
    AND lower(code) = lower(${code}) AND active AND usage_limit IS NOT NULL FOR UPDATE`);
}

/** The branch's zones with their areas (zones, areas and coupons are not behind the menu cache). */
export async function loadBranchZones(db: Db, businessId: number, branchId: number) {
  const rows = await q(db).zones.execute({ businessId, branchId });
  const zones = new Map<number, (typeof rows)[number]['zone']>();
  const areas: NonNullable<(typeof rows)[number]['area']>[] = [];
  for (const row of rows) {
    zones.set(row.zone.id, row.zone);
    if (row.area) areas.push(row.area);
  }
  return { zones: [...zones.values()], areas };
}
export type ZoneRows = Awaited<ReturnType<typeof loadBranchZones>>;

export async function findShippingCountry(db: Db, businessId: number, branchId: number, iso: string) {
  const [row] = await q(db).shipping.execute({ businessId, branchId, iso });
  return row ?? null;
}
export type ShippingCountryRow = NonNullable<Awaited<ReturnType<typeof findShippingCountry>>>;
