import {
  type AdminCoupon,
  type AdminDiscount,
  type AdminItemLabels,
  type AdminOffersResponse,
  type AdminTax,
  couponWriteSchema,
  deleteWriteSchema,
  discountWriteSchema,
  itemLabelsWriteSchema,
  taxWriteSchema,
} from '@sufra/contract';
import type { Db } from '../../platform/db/client.ts';
import { NotFound } from '../../platform/failures.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { type AdminBusinessRow, findAdminBusiness } from '../admin/admin-repository.ts';
import { checkLocalized, type FieldProblems, invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { auditedWrite, changedElsewhere } from '../admin/audited-write.ts';
import {
  type CouponRow,
  type CouponValues,
  countOwned,
  couponCodeTaken,
  type DiscountRow,
  type DiscountValues,
  deleteDiscount,
  deleteTax,
  discountOnTarget,
  insertCoupon,
  insertDiscount,
  insertTax,
  lockCoupon,
  lockDiscount,
  lockItemLabels,
  lockTax,
  readOffers,
  type TaxRow,
  type TaxValues,
  updateCoupon,
  updateDiscount,
  updateItemLabels,
  updateTax,
} from './offers-repository.ts';

const DISCOUNT_KEYS = ['dinein', 'pickup', 'delivery'] as const;
const asDiscountKeys = (values: string[]) =>
  DISCOUNT_KEYS.filter((k) => values.includes(k)) satisfies AdminCoupon['selling_types'];
const kindOf = (type: string): 'percent' | 'fixed' => (type === 'fixed' ? 'fixed' : 'percent');

const couponView = (r: CouponRow): AdminCoupon => ({
  id: r.id,
  code: r.code,
  discount_type: kindOf(r.discountType),
  discount_value: r.discountValue,
  min_order: r.minOrder,
  starts_at: r.startsAt?.toISOString() ?? null,
  ends_at: r.endsAt?.toISOString() ?? null,
  usage_limit: r.usageLimit,
  uses: r.uses,
  selling_types: asDiscountKeys(r.sellingTypes),
  user_type: r.userType === 'guests' || r.userType === 'auth_users' ? r.userType : null,
  free_delivery: r.freeDelivery,
  active: r.active,
  version: r.version,
});

const discountView = (r: DiscountRow): AdminDiscount => ({
  id: r.id,
  selling_type: asDiscountKeys([r.sellingType])[0] ?? 'dinein',
  scope: r.scope === 'item' || r.scope === 'category' ? r.scope : 'all',
  target_id: r.targetId,
  type: kindOf(r.type),
  value: r.value,
  happy_hour:
    r.days && r.fromMinute !== null && r.toMinute !== null
      ? { days: r.days, from_minute: r.fromMinute, to_minute: r.toMinute }
      : null,
  version: r.version,
});

const taxView = (r: TaxRow): AdminTax => ({
  id: r.id,
  name: r.name,
  rate: r.rate,
  inclusive: r.inclusive,
  applies_to: r.appliesTo === 'all' || r.appliesTo === 'categories' ? r.appliesTo : 'items',
  category_ids: r.categoryIds,
  except_item_ids: r.exceptItemIds,
  except_category_ids: r.exceptCategoryIds,
  version: r.version,
});

/** Percent: 0–100 with at most 3 decimals (the column's scale); fixed: whole minor units. */
function checkAmount(field: string, type: 'percent' | 'fixed', value: number, problems: FieldProblems) {
  if (type === 'percent') {
    if (value <= 0 || value > 100 || Math.round(value * 1000) !== value * 1000)
      problems[field] = 'A percentage above 0 and at most 100';
  } else if (!Number.isInteger(value) || value <= 0) problems[field] = 'An amount above zero';
}

/**
 * Discounts per selling type, coupons, taxes and an item's labels in the back office
 * ([product: Discounts, coupons and taxes], ADR 1100). As the menu's writes (ADR 1002): each body
 * is checked (422 per field), the row's version compared (409), the write and its audit entry made
 * in one transaction. Discounts, taxes and items move the business's version (their triggers), so
 * open storefronts and the order pricing see them at once; coupons are read per order.
 */
export function createOffersService(deps: { db: Db }) {
  const { db } = deps;

  async function businessOf(caller: AdminCaller): Promise<AdminBusinessRow> {
    const business = await findAdminBusiness(db, caller.referenceId);
    if (!business) throw new NotFound('Business not found');
    return business;
  }

  /** One write and its audit entry, in one transaction; `after` is read inside it. */
  async function audited<T>(
    caller: AdminCaller,
    what: { action: string; entity: string },
    work: (tx: Db) => Promise<{ id: number; before: unknown }>,
    after: (tx: Db, id: number) => Promise<T | null>,
  ): Promise<T | null> {
    return auditedWrite(db, caller, what, async (tx) => {
      const done = await work(tx);
      return { entityId: done.id, before: done.before, after: (t: Db) => after(t, done.id) };
    });
  }

  const must = <T>(value: T | null, what: string): T => {
    if (value === null) throw new NotFound(`${what} not found`);
    return value;
  };

  function checkVersion(sent: string | undefined, current: string) {
    if (sent && sent !== current) throw changedElsewhere();
  }

  async function couponValues(tx: Db, business: AdminBusinessRow, body: unknown, id: number | null) {
    const input = parseWrite(couponWriteSchema, body);
    const problems: FieldProblems = {};
    checkAmount('discount_value', input.discount_type, input.discount_value, problems);
    const startsAt = input.starts_at ? new Date(input.starts_at) : null;
    const endsAt = input.ends_at ? new Date(input.ends_at) : null;
    if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) problems.ends_at = 'After the start';
    if (await couponCodeTaken(tx, business.id, input.code, id))
      problems.code = 'Another coupon has this code';
    if (Object.keys(problems).length) throw invalidFields(problems);
    const values: CouponValues = {
      code: input.code,
      discountType: input.discount_type,
      discountValue: input.discount_value,
      minOrder: input.min_order,
      startsAt,
      endsAt,
      usageLimit: input.usage_limit,
      sellingTypes: asDiscountKeys(input.selling_types),
      userType: input.user_type,
      freeDelivery: input.free_delivery,
      active: input.active,
    };
    return { values, version: input.version };
  }

  async function discountValues(tx: Db, business: AdminBusinessRow, body: unknown, id: number | null) {
    const input = parseWrite(discountWriteSchema, body);
    const problems: FieldProblems = {};
    checkAmount('value', input.type, input.value, problems);
    const targetId = input.scope === 'all' ? null : input.target_id;
    if (input.scope !== 'all') {
      const table = input.scope === 'item' ? 'items' : 'categories';
      if (!targetId || (await countOwned(tx, table, business.id, [targetId])) !== 1)
        problems.target_id =
          input.scope === 'item' ? 'Choose one of your items' : 'Choose one of your categories';
    }
    const hour = input.happy_hour;
    if (hour && hour.from_minute === hour.to_minute) problems.happy_hour = 'The end differs from the start';
    const values: DiscountValues = {
      sellingType: input.selling_type,
      scope: input.scope,
      targetId,
      type: input.type,
      value: input.value,
      // Days in week order, once each; minutes of the business's local time (ADR 1485).
      days: hour ? [...new Set(hour.days)].sort((a, b) => a - b) : null,
      fromMinute: hour?.from_minute ?? null,
      toMinute: hour?.to_minute ?? null,
    };
    if (!problems.target_id) {
      const taken = await discountOnTarget(tx, business.id, values);
      if (taken !== null && taken !== id)
        problems.target_id = values.days
          ? 'This already has a happy hour for this kind of order'
          : 'This already has a discount for this kind of order';
    }
    if (Object.keys(problems).length) throw invalidFields(problems);
    return { values, version: input.version };
  }

  /**
   * A tax's body; its reach (ADR 1486) defaults to every item for a new tax and to what it was for
   * an edit that does not say. Categories must be the business's own.
   */
  async function taxValues(tx: Db, business: AdminBusinessRow, body: unknown, before: AdminTax | null) {
    const input = parseWrite(taxWriteSchema, body);
    const problems: FieldProblems = {};
    const name = checkLocalized('name', input.name, business.locales, true, problems);
    if (Math.round(input.rate * 10_000) !== input.rate * 10_000) problems.rate = 'At most 4 decimals';
    const appliesTo = input.applies_to ?? before?.applies_to ?? 'all';
    const categoryIds =
      appliesTo === 'categories' ? [...new Set(input.category_ids ?? before?.category_ids ?? [])] : [];
    if (appliesTo === 'categories') {
      if (!categoryIds.length) problems.category_ids = 'Choose at least one category';
      else if ((await countOwned(tx, 'categories', business.id, categoryIds)) !== categoryIds.length)
        problems.category_ids = 'Choose among your categories';
    }
    // "All items except…" (ADR 1481): only a reach that is not a list of ticked items leaves any out.
    const narrows = appliesTo !== 'items';
    const exceptItemIds = narrows ? [...new Set(input.except_item_ids ?? before?.except_item_ids ?? [])] : [];
    const exceptCategoryIds = narrows
      ? [...new Set(input.except_category_ids ?? before?.except_category_ids ?? [])]
      : [];
    if (
      exceptItemIds.length &&
      (await countOwned(tx, 'items', business.id, exceptItemIds)) !== exceptItemIds.length
    )
      problems.except_item_ids = 'Choose among your items';
    if (
      exceptCategoryIds.length &&
      (await countOwned(tx, 'categories', business.id, exceptCategoryIds)) !== exceptCategoryIds.length
    )
      problems.except_category_ids = 'Choose among your categories';
    if (Object.keys(problems).length) throw invalidFields(problems);
    const values: TaxValues = {
      name,
      rate: input.rate,
      inclusive: input.inclusive,
      appliesTo,
      categoryIds,
      exceptItemIds,
      exceptCategoryIds,
    };
    return { values, version: input.version };
  }

  const couponIn = async (tx: Db, businessId: number, id: number) => {
    const row = await lockCoupon(tx, businessId, id);
    return row && couponView(row);
  };
  const discountIn = async (tx: Db, businessId: number, id: number) => {
    const row = await lockDiscount(tx, businessId, id);
    return row && discountView(row);
  };
  const taxIn = async (tx: Db, businessId: number, id: number) => {
    const row = await lockTax(tx, businessId, id);
    return row && taxView(row);
  };

  return {
    async offers(caller: AdminCaller): Promise<Omit<AdminOffersResponse, 'error'>> {
      const rows = await readOffers(db, (await businessOf(caller)).id);
      return {
        coupons: rows.coupons.map(couponView),
        discounts: rows.discounts.map(discountView),
        taxes: rows.taxes.map(taxView),
        tags: rows.tags,
        time_zone: rows.timeZone,
      };
    },

    async createCoupon(caller: AdminCaller, body: unknown) {
      const business = await businessOf(caller);
      const coupon = await audited(
        caller,
        { action: 'create', entity: 'coupon' },
        async (tx) => {
          const { values } = await couponValues(tx, business, body, null);
          return { id: await insertCoupon(tx, business.id, values), before: null };
        },
        (tx, id) => couponIn(tx, business.id, id),
      );
      return must(coupon, 'Coupon');
    },

    async updateCoupon(caller: AdminCaller, id: number, body: unknown) {
      const business = await businessOf(caller);
      const coupon = await audited(
        caller,
        { action: 'update', entity: 'coupon' },
        async (tx) => {
          const before = must(await couponIn(tx, business.id, id), 'Coupon');
          const { values, version } = await couponValues(tx, business, body, id);
          checkVersion(version, before.version);
          await updateCoupon(tx, id, values);
          return { id, before };
        },
        (tx, cid) => couponIn(tx, business.id, cid),
      );
      return must(coupon, 'Coupon');
    },

    async createDiscount(caller: AdminCaller, body: unknown) {
      const business = await businessOf(caller);
      const discount = await audited(
        caller,
        { action: 'create', entity: 'discount' },
        async (tx) => {
          const { values } = await discountValues(tx, business, body, null);
          return { id: await insertDiscount(tx, business.id, values), before: null };
        },
        (tx, id) => discountIn(tx, business.id, id),
      );
      return must(discount, 'Discount');
    },

    async updateDiscount(caller: AdminCaller, id: number, body: unknown) {
      const business = await businessOf(caller);
      const discount = await audited(
        caller,
        { action: 'update', entity: 'discount' },
        async (tx) => {
          const before = must(await discountIn(tx, business.id, id), 'Discount');
          const { values, version } = await discountValues(tx, business, body, id);
          checkVersion(version, before.version);
          await updateDiscount(tx, id, values);
          return { id, before };
        },
        (tx, did) => discountIn(tx, business.id, did),
      );
      return must(discount, 'Discount');
    },

    async deleteDiscount(caller: AdminCaller, id: number, body: unknown) {
      const business = await businessOf(caller);
      const { version } = parseWrite(deleteWriteSchema, body);
      await audited(
        caller,
        { action: 'delete', entity: 'discount' },
        async (tx) => {
          const before = must(await discountIn(tx, business.id, id), 'Discount');
          checkVersion(version, before.version);
          await deleteDiscount(tx, id);
          return { id, before };
        },
        async () => null,
      );
    },

    async createTax(caller: AdminCaller, body: unknown) {
      const business = await businessOf(caller);
      const tax = await audited(
        caller,
        { action: 'create', entity: 'tax' },
        async (tx) => {
          const { values } = await taxValues(tx, business, body, null);
          return { id: await insertTax(tx, business.id, values), before: null };
        },
        (tx, id) => taxIn(tx, business.id, id),
      );
      return must(tax, 'Tax');
    },

    async updateTax(caller: AdminCaller, id: number, body: unknown) {
      const business = await businessOf(caller);
      const tax = await audited(
        caller,
        { action: 'update', entity: 'tax' },
        async (tx) => {
          const before = must(await taxIn(tx, business.id, id), 'Tax');
          const { values, version } = await taxValues(tx, business, body, before);
          checkVersion(version, before.version);
          await updateTax(tx, id, values);
          return { id, before };
        },
        (tx, tid) => taxIn(tx, business.id, tid),
      );
      return must(tax, 'Tax');
    },

    async deleteTax(caller: AdminCaller, id: number, body: unknown) {
      const business = await businessOf(caller);
      const { version } = parseWrite(deleteWriteSchema, body);
      await audited(
        caller,
        { action: 'delete', entity: 'tax' },
        async (tx) => {
          const before = must(await taxIn(tx, business.id, id), 'Tax');
          checkVersion(version, before.version);
          await deleteTax(tx, business.id, id);
          return { id, before };
        },
        async () => null,
      );
    },

    /** An item's taxes, tags and stickers ([product: Menu and items]), set together. */
    async setItemLabels(caller: AdminCaller, itemId: number, body: unknown) {
      const business = await businessOf(caller);
      const input = parseWrite(itemLabelsWriteSchema, body);
      const taxIds = [...new Set(input.tax_ids)];
      const tagIds = [...new Set(input.tag_ids)];
      const stickers = [...new Set(input.stickers)];
      const labelsIn = async (tx: Db, id: number): Promise<AdminItemLabels | null> => {
        const row = await lockItemLabels(tx, business.id, id);
        return (
          row && {
            id: row.id,
            tax_ids: row.taxIds,
            tag_ids: row.tagIds,
            stickers: row.stickers,
            version: row.version,
          }
        );
      };
      const item = await audited(
        caller,
        { action: 'labels', entity: 'item' },
        async (tx) => {
          const before = must(await labelsIn(tx, itemId), 'Item');
          checkVersion(input.version, before.version);
          const problems: FieldProblems = {};
          if ((await countOwned(tx, 'taxes', business.id, taxIds)) !== taxIds.length)
            problems.tax_ids = 'Choose among your taxes';
          if ((await countOwned(tx, 'tags', business.id, tagIds)) !== tagIds.length)
            problems.tag_ids = 'Choose among your tags';
          if (Object.keys(problems).length) throw invalidFields(problems);
          await updateItemLabels(tx, itemId, { taxIds, tagIds, stickers });
          return { id: itemId, before };
        },
        labelsIn,
      );
      return must(item, 'Item');
    },
  };
}
export type OffersService = ReturnType<typeof createOffersService>;
