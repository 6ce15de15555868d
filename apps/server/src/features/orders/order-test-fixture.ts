// Test support for the ordering tests: a business with everything orders touch (zones, shipping,
// coupons, tables, taxes, discounts, scheduling, payment methods) and a way to find its ids.
import { placeOrderResponseSchema, staffOrderResponseSchema } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import type { DemoSeed, WeekSchedule } from '../../platform/db/seed/seed-types.ts';
import { makeSeed } from '../../platform/test/fixtures.ts';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { createTestApp } from '../../platform/test/test-app.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';

const week = (shifts: { time_from: string; time_to: string }[]): WeekSchedule =>
  Object.fromEntries(
    ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, { closed: false, shifts }]),
  ) as WeekSchedule;

/** A Monday, 12:00 in Kuwait. */
export const NOON = new Date('2026-03-09T12:00:00+03:00');

const schedule = {
  on: true,
  only_schedule: false,
  min_advance: { interval: 30, scale: 'min' },
  max_advance: { interval: 2, scale: 'day' },
  apply_on_starting_or_ending: 'starting',
};

/** Salmiya-ish square: lng 48.00–48.10, lat 29.30–29.40. */
const square: [number, number][] = [
  [48.0, 29.3],
  [48.1, 29.3],
  [48.1, 29.4],
  [48.0, 29.4],
  [48.0, 29.3],
];
export const INSIDE = { lat: 29.35, lng: 48.05 };
export const OUTSIDE = { lat: 29.1, lng: 47.5 };
/** A complete house address (ADR 500: block, street, house number). */
export const HOUSE = { type: 1, block: '10', street: 'Salem Al Mubarak', house_number: '5' };

export function orderSeed(referenceId = 'shop'): DemoSeed {
  const base = makeSeed(referenceId, 'Shop');
  const branchSettings = {
    scheduled_orders: { delivery: schedule, pickup: schedule },
    delivery: { enable_gift: true },
  };
  return {
    ...base,
    settings: { ...base.settings, payment_methods: [1, 2, 3, 4, 5, 6, 7], exclusiveTaxes: true },
    branches: [
      {
        ...(base.branches[0] as DemoSeed['branches'][number]),
        availability: week([{ time_from: '24', time_to: '24' }]),
        settings: branchSettings,
      },
      {
        ...(base.branches[1] as DemoSeed['branches'][number]),
        availability: week([{ time_from: '20:00', time_to: '23:00' }]),
        settings: branchSettings,
      },
    ],
    taxes: [{ key: 'vat', name: { en: 'VAT', ar: 'ضريبة' }, rate: 5, inclusive: false }],
    categories: [
      ...base.categories,
      {
        key: 'food',
        name: { en: 'Food', ar: 'طعام' },
        items: [
          {
            key: 'burger',
            name: { en: 'Burger', ar: 'برجر' },
            description: { en: '', ar: '' },
            image: '/b.svg',
            priceLabels: [
              { label: { en: 'Single', ar: 'مفرد' }, price: 2000, weight: 0.5, minimum: 1, maximum: 5 },
            ],
            modifierGroups: [
              {
                name: { en: 'Extras', ar: 'إضافات' },
                min: 0,
                max: 2,
                modifiers: [
                  { name: { en: 'Cheese', ar: 'جبن' }, price: 300 },
                  { name: { en: 'Bacon', ar: 'لحم' }, price: 500 },
                ],
              },
            ],
            taxes: ['vat'],
          },
          {
            key: 'cake',
            name: { en: 'Cake', ar: 'كيك' },
            description: { en: '', ar: '' },
            image: '/c.svg',
            priceLabels: [{ label: { en: 'Slice', ar: 'شريحة' }, price: 1000, minimum: 2 }],
            commentRequired: true,
          },
          {
            key: 'delivery-only',
            name: { en: 'Family box', ar: 'صندوق العائلة' },
            description: { en: '', ar: '' },
            image: '/f.svg',
            priceLabels: [{ label: { en: 'Box', ar: 'صندوق' }, price: 8000 }],
            types: { dine_in: false, car_pickup: false },
          },
        ],
      },
    ],
    coupons: [
      ...base.coupons,
      { code: 'FIXED1', discountType: 'fixed', discountValue: 1000, allMenu: true },
      { code: 'FREEDEL', discountType: 'percent', discountValue: 0, allMenu: true, freeDelivery: true },
      { code: 'MEMBERS', discountType: 'percent', discountValue: 15, allMenu: true, userType: 'auth_users' },
      { code: 'GUESTS', discountType: 'percent', discountValue: 5, allMenu: true, userType: 'guests' },
      { code: 'CAKEONLY', discountType: 'percent', discountValue: 50, allMenu: false, items: ['cake'] },
    ],
    discounts: [{ sellingType: 'delivery', scope: 'item', target: 'burger', type: 'fixed', value: 200 }],
    zones: [
      {
        branch: 'main',
        name: { en: 'Salmiya', ar: 'السالمية' },
        fees: 500,
        minOrder: 3000,
        deliveryTime: 30,
        color: '#000',
        areas: [{ name: { en: 'Salmiya', ar: 'السالمية' }, polygon: square }],
      },
    ],
    shippingCountries: [
      {
        branch: 'main',
        country: { en: 'Saudi Arabia', ar: 'السعودية' },
        countryIso: 'SA',
        feesPerKg: 2000,
        fixedFees: 1500,
        minOrder: 0,
      },
    ],
    tables: [{ branch: 'main', name: 'T1', floor: 'Ground', seats: 2 }],
  };
}

export type ShopIds = Awaited<ReturnType<typeof shopIds>>;

/** Ids of the fixture's rows, found by their English names. */
export async function shopIds(db: Db, referenceId = 'shop') {
  const [business] = await db.select().from(s.businesses).where(eq(s.businesses.referenceId, referenceId));
  if (!business) throw new Error(`no business ${referenceId}`);
  const branches = await db.select().from(s.branches).where(eq(s.branches.businessId, business.id));
  const items = await db.select().from(s.items).where(eq(s.items.businessId, business.id));
  const itemIds = new Set(items.map((i) => i.id));
  const labels = (await db.select().from(s.priceLabels)).filter((l) => itemIds.has(l.itemId));
  // Modifiers hang off groups of the business's items: with two businesses seeded, the names repeat.
  const groupIds = new Set(
    (await db.select().from(s.modifierGroups)).filter((g) => itemIds.has(g.itemId)).map((g) => g.id),
  );
  const modifiers = (await db.select().from(s.modifiers)).filter((m) => groupIds.has(m.groupId));
  const areas = await db.select().from(s.areas).where(eq(s.areas.businessId, business.id));
  const item = (en: string) => {
    const row = items.find((i) => i.name.en === en);
    if (!row) throw new Error(`no item ${en}`);
    const label = labels.filter((l) => l.itemId === row.id);
    return { id: row.id, labels: label.map((l) => l.id) };
  };
  const mod = (en: string) => modifiers.find((m) => m.name.en === en)?.id ?? 0;
  const branch = (key: string) => branches.find((b) => b.referenceId === key)?.id ?? 0;
  return {
    businessId: business.id,
    main: branch('main'),
    second: branch('second'),
    burger: item('Burger'),
    cake: item('Cake'),
    box: item('Family box'),
    latte: item('Shop Latte'),
    hidden: item('Secret drink'),
    mainOnly: item('Main-only juice'),
    cheese: mod('Cheese'),
    bacon: mod('Bacon'),
    oat: mod('Oat'),
    fullFat: mod('Full fat'),
    areaId: areas[0]?.id ?? 0,
  };
}

/** A valid pickup order for the main branch: one burger, cash. */
export function pickupOrder(ids: ShopIds, over: Record<string, unknown> = {}) {
  return {
    branch_id: ids.main,
    selling_types: 'car_pickup',
    order_lines: [{ item_id: ids.burger.id, price_label_id: ids.burger.labels[0], quantity: 1 }],
    name: 'Sara',
    phone: '50123456',
    dial_code: '965',
    payment_type: 2,
    car: { brand: 'Lexus', color: 'White', plate: '12345' },
    ...over,
  };
}

/** A valid delivery order inside the zone: two burgers (4000 − 2×200 discount ≥ 3000 minimum). */
export function deliveryOrder(ids: ShopIds, over: Record<string, unknown> = {}) {
  return {
    ...pickupOrder(ids),
    selling_types: 'delivery',
    car: null,
    order_lines: [{ item_id: ids.burger.id, price_label_id: ids.burger.labels[0], quantity: 2 }],
    address: { ...INSIDE, ...HOUSE },
    ...over,
  };
}

/**
 * The order shop at noon, its ids and a staff token, with the calls most order tests make:
 * place an order as a diner, read it as the staff board does.
 */
export async function openShop() {
  const ctx = await createTestApp([orderSeed()], { now: () => NOON });
  const ids = await shopIds(ctx.database.db);
  const staff = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
  return {
    ctx,
    ids,
    staff,
    async place(body: unknown) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: body as object });
      return await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()));
    },
    async staffOrder(orderId: number) {
      const res = await ctx.app.inject({
        url: `/api/staff/orders/${orderId}`,
        headers: { authorization: `Bearer ${staff}` },
      });
      return staffOrderResponseSchema.parse(res.json()).order;
    },
  };
}
export type OpenShop = Awaited<ReturnType<typeof openShop>>;

/**
 * 'shop' and 'other', both order-ready, with a staff token of each: the tests that one business's
 * staff never reach the other's. At a fixed noon unless `now` says otherwise.
 */
export async function twoShops(now: (() => Date) | null = () => NOON) {
  const ctx = await createTestApp([orderSeed(), orderSeed('other')], now ? { now } : {});
  return {
    ctx,
    ids: await shopIds(ctx.database.db),
    token: (await issueStaffToken(ctx.database.db, 'shop')) ?? '',
    otherToken: (await issueStaffToken(ctx.database.db, 'other')) ?? '',
  };
}
