import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';

/**
 * The back office's discounts, coupons, taxes and item labels (ADR 1100). A row's version is
 * PostgreSQL's `xmin`, as for the menu (ADR 1002).
 */
const version = (table: 'coupons' | 'discounts' | 'taxes' | 'items') =>
  sql<string>`${sql.raw(table)}.xmin::text`;

const couponColumns = {
  id: s.coupons.id,
  code: s.coupons.code,
  discountType: s.coupons.discountType,
  discountValue: s.coupons.discountValue,
  minOrder: s.coupons.minOrder,
  startsAt: s.coupons.startsAt,
  endsAt: s.coupons.endsAt,
  usageLimit: s.coupons.usageLimit,
  sellingTypes: s.coupons.sellingTypes,
  userType: s.coupons.userType,
  freeDelivery: s.coupons.freeDelivery,
  active: s.coupons.active,
  // Cancelled (9) and rejected (2) orders give their use back, as at placement. The outer row is
  // named in full: Drizzle writes a column of a one-table select without its table, which inside
  // this subquery meant the order's own business_id — every business's orders of the code counted.
  uses: sql<number>`(SELECT count(*)::int FROM orders o WHERE o.business_id = coupons.business_id
    AND lower(o.coupon_code) = lower(coupons.code) AND o.status NOT IN (2, 9))`.mapWith(Number),
  version: version('coupons'),
};

const discountColumns = {
  id: s.discounts.id,
  sellingType: s.discounts.sellingType,
  scope: s.discounts.scope,
  targetId: s.discounts.targetId,
  type: s.discounts.type,
  value: s.discounts.value,
  days: s.discounts.days,
  fromMinute: s.discounts.fromMinute,
  toMinute: s.discounts.toMinute,
  version: version('discounts'),
};

const taxColumns = {
  id: s.taxes.id,
  name: s.taxes.name,
  rate: s.taxes.rate,
  inclusive: s.taxes.inclusive,
  appliesTo: s.taxes.appliesTo,
  categoryIds: s.taxes.categoryIds,
  exceptItemIds: s.taxes.exceptItemIds,
  exceptCategoryIds: s.taxes.exceptCategoryIds,
  version: version('taxes'),
};

export async function readOffers(db: Db, businessId: number) {
  const [coupons, discounts, taxes, tags, [business]] = await Promise.all([
    db
      .select(couponColumns)
      .from(s.coupons)
      .where(eq(s.coupons.businessId, businessId))
      .orderBy(asc(s.coupons.code)),
    db
      .select(discountColumns)
      .from(s.discounts)
      .where(eq(s.discounts.businessId, businessId))
      .orderBy(asc(s.discounts.sellingType), asc(s.discounts.id)),
    db.select(taxColumns).from(s.taxes).where(eq(s.taxes.businessId, businessId)).orderBy(asc(s.taxes.id)),
    db
      .select({
        id: s.tags.id,
        kind: s.tags.kind,
        name: s.tags.name,
        // What it contains or claims, and its version, for the item page's diets (ADR 1154).
        codes: s.tags.codes,
        version: sql<string>`tags.xmin::text`,
      })
      .from(s.tags)
      .where(eq(s.tags.businessId, businessId))
      .orderBy(asc(s.tags.id)),
    db.select({ timeZone: s.businesses.timeZone }).from(s.businesses).where(eq(s.businesses.id, businessId)),
  ]);
  return { coupons, discounts, taxes, tags, timeZone: business?.timeZone ?? 'UTC' };
}
export type CouponRow = Awaited<ReturnType<typeof readOffers>>['coupons'][number];
export type DiscountRow = Awaited<ReturnType<typeof readOffers>>['discounts'][number];
export type TaxRow = Awaited<ReturnType<typeof readOffers>>['taxes'][number];

export async function lockCoupon(db: Db, businessId: number, id: number) {
  const [row] = await db
    .select(couponColumns)
    .from(s.coupons)
    .where(and(eq(s.coupons.businessId, businessId), eq(s.coupons.id, id)))
    .for('update');
  return row ?? null;
}

/** Another coupon of the business with this code, whatever its case (the unique index's rule). */
export async function couponCodeTaken(db: Db, businessId: number, code: string, exceptId: number | null) {
  const rows = await db
    .select({ id: s.coupons.id })
    .from(s.coupons)
    .where(and(eq(s.coupons.businessId, businessId), sql`lower(${s.coupons.code}) = lower(${code})`));
  return rows.some((r) => r.id !== exceptId);
}

export type CouponValues = Omit<typeof s.coupons.$inferInsert, 'id' | 'businessId'>;

export async function insertCoupon(db: Db, businessId: number, values: CouponValues) {
  const [row] = await db
    .insert(s.coupons)
    .values({ ...values, businessId })
    .returning({ id: s.coupons.id });
  return row?.id ?? 0;
}

export async function updateCoupon(db: Db, id: number, values: CouponValues) {
  await db.update(s.coupons).set(values).where(eq(s.coupons.id, id));
}

export async function lockDiscount(db: Db, businessId: number, id: number) {
  const [row] = await db
    .select(discountColumns)
    .from(s.discounts)
    .where(and(eq(s.discounts.businessId, businessId), eq(s.discounts.id, id)))
    .for('update');
  return row ?? null;
}

export type DiscountValues = Omit<typeof s.discounts.$inferInsert, 'id' | 'businessId'>;

/**
 * The discount already set on this target for this selling type: one per item, category or the
 * whole menu (the domain keeps one per key, so a second would silently shadow the first) — one
 * always-on and one happy hour (ADR 1485), which takes the always-on one's place in its window.
 */
export async function discountOnTarget(db: Db, businessId: number, values: DiscountValues) {
  const [row] = await db
    .select({ id: s.discounts.id })
    .from(s.discounts)
    .where(
      and(
        eq(s.discounts.businessId, businessId),
        eq(s.discounts.sellingType, values.sellingType),
        eq(s.discounts.scope, values.scope),
        values.targetId === null || values.targetId === undefined
          ? sql`${s.discounts.targetId} IS NULL`
          : eq(s.discounts.targetId, values.targetId),
        values.days ? sql`${s.discounts.days} IS NOT NULL` : sql`${s.discounts.days} IS NULL`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function insertDiscount(db: Db, businessId: number, values: DiscountValues) {
  const [row] = await db
    .insert(s.discounts)
    .values({ ...values, businessId })
    .returning({ id: s.discounts.id });
  return row?.id ?? 0;
}

export async function updateDiscount(db: Db, id: number, values: DiscountValues) {
  await db.update(s.discounts).set(values).where(eq(s.discounts.id, id));
}

export async function deleteDiscount(db: Db, id: number) {
  await db.delete(s.discounts).where(eq(s.discounts.id, id));
}

export async function lockTax(db: Db, businessId: number, id: number) {
  const [row] = await db
    .select(taxColumns)
    .from(s.taxes)
    .where(and(eq(s.taxes.businessId, businessId), eq(s.taxes.id, id)))
    .for('update');
  return row ?? null;
}

export type TaxValues = {
  name: Record<string, string>;
  rate: number;
  inclusive: boolean;
  appliesTo: 'all' | 'categories' | 'items';
  categoryIds: number[];
  exceptItemIds: number[];
  exceptCategoryIds: number[];
};

export async function insertTax(db: Db, businessId: number, values: TaxValues) {
  const [row] = await db
    .insert(s.taxes)
    .values({ ...values, businessId })
    .returning({ id: s.taxes.id });
  return row?.id ?? 0;
}

export async function updateTax(db: Db, id: number, values: TaxValues) {
  await db.update(s.taxes).set(values).where(eq(s.taxes.id, id));
}

/** A tax goes, and with it every mention on the business's items and modifiers. */
export async function deleteTax(db: Db, businessId: number, id: number) {
  await db
    .update(s.items)
    .set({ taxIds: sql`array_remove(${s.items.taxIds}, ${id})` })
    .where(and(eq(s.items.businessId, businessId), sql`${id} = ANY(${s.items.taxIds})`));
  await db.execute(sql`UPDATE modifiers m SET tax_ids = array_remove(m.tax_ids, ${id})
    FROM modifier_groups g JOIN items i ON i.id = g.item_id
    WHERE m.group_id = g.id AND i.business_id = ${businessId} AND ${id} = ANY(m.tax_ids)`);
  await db.delete(s.taxes).where(eq(s.taxes.id, id));
}

/** How many of `ids` are rows of this business in `table`. */
export async function countOwned(
  db: Db,
  table: 'items' | 'categories' | 'taxes' | 'tags',
  businessId: number,
  ids: number[],
) {
  if (!ids.length) return 0;
  const t = { items: s.items, categories: s.categories, taxes: s.taxes, tags: s.tags }[table];
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(t)
    .where(and(eq(t.businessId, businessId), inArray(t.id, ids)));
  return row?.n ?? 0;
}

export async function lockItemLabels(db: Db, businessId: number, id: number) {
  const [row] = await db
    .select({
      id: s.items.id,
      taxIds: s.items.taxIds,
      tagIds: s.items.tagIds,
      stickers: s.items.stickers,
      version: version('items'),
    })
    .from(s.items)
    .where(and(eq(s.items.businessId, businessId), eq(s.items.id, id)))
    .for('update');
  return row ?? null;
}

export async function updateItemLabels(
  db: Db,
  id: number,
  values: { taxIds: number[]; tagIds: number[]; stickers: string[] },
) {
  await db.update(s.items).set(values).where(eq(s.items.id, id));
}
