import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newTableToken } from '../../secrets.ts';
import { branches, businessId } from './business.ts';
import { localized } from './columns.ts';

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    code: text('code').notNull(),
    discountType: text('discount_type').notNull(),
    /** Percent, or minor units when fixed. */
    discountValue: numeric('discount_value', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    allMenu: boolean('all_menu').notNull().default(true),
    userType: text('user_type'),
    maxAllowedItems: integer('max_allowed_items'),
    itemIds: integer('item_ids').array().notNull().default([]),
    freeDelivery: boolean('free_delivery').notNull().default(false),
    active: boolean('active').notNull().default(true),
    // The coupon's terms, set in the back office (ADR 1100).
    /** Minor units the items must reach after their discounts; 0: no minimum. */
    minOrder: integer('min_order').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** The first moment it no longer applies. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Orders that may use it in total (cancelled and rejected ones give their use back); null: no limit. */
    usageLimit: integer('usage_limit'),
    /** Discount keys (dinein, pickup, delivery); empty: every selling type. */
    sellingTypes: text('selling_types').array().notNull().default([]),
  },
  // Codes are matched case-insensitively within one business.
  (t) => [uniqueIndex('coupons_business_code').on(t.businessId, sql`lower(${t.code})`)],
);

export const zones = pgTable(
  'zones',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    name: localized('name'),
    visible: boolean('visible').notNull().default(true),
    fees: integer('fees').notNull().default(0),
    minOrder: integer('min_order').notNull().default(0),
    deliveryTime: integer('delivery_time').notNull().default(30),
    unit: text('unit').notNull().default('minute'),
    color: text('color'),
  },
  (t) => [index().on(t.businessId)],
);

export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    name: localized('name'),
    parentName: localized('parent_name'),
    /** GeoJSON geometry: Point or Polygon ([product: Delivery, areas and shipping]). */
    shape: jsonb('shape').$type<{ type: string; coordinates: unknown }>().notNull(),
    osmId: text('osm_id'),
  },
  (t) => [index().on(t.zoneId)],
);

export const shippingCountries = pgTable('shipping_countries', {
  id: serial('id').primaryKey(),
  businessId: businessId(),
  branchId: integer('branch_id')
    .notNull()
    .references(() => branches.id, { onDelete: 'cascade' }),
  country: localized('country'),
  countryIso: text('country_iso').notNull(),
  icon: text('icon'),
  feesPerKg: integer('fees_per_kg').notNull().default(0),
  fixedFees: integer('fixed_fees').notNull().default(0),
  minOrder: integer('min_order').notNull().default(0),
});

export const diningTables = pgTable(
  'dining_tables',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    floor: text('floor'),
    /**
     * The floor's words in the business's other languages (ADR 1503), as items and categories
     * carry theirs: `floor` stays what the business wrote (the area a booking names), and a diner
     * reads this in their language when there is one.
     */
    floorNames: localized('floor_names'),
    seats: integer('seats').notNull().default(2),
    /**
     * What the table's QR link carries (ADR 749): 24 random bytes, URL-safe. New rows get one from
     * Node's CSPRNG (`$defaultFn`); the SQL default (24 bytes of two v4 UUIDs, PostgreSQL's strong
     * random) gave every existing table one when the column came, and backs raw inserts.
     */
    qrToken: text('qr_token')
      .notNull()
      .default(
        sql`translate(encode(substring(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()) from 1 for 24), 'base64'), '+/', '-_')`,
      )
      .$defaultFn(newTableToken),
    /**
     * Retired from the back office (ADR 1160): its QR link and its name no longer name a table
     * (orders keep the name they were placed with); the row stays for the audit and reservations.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index().on(t.branchId), uniqueIndex('dining_tables_qr_token').on(t.qrToken)],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  businessId: businessId(),
  image: text('image').notNull(),
  title: localized('title'),
  link: text('link'),
  startsOn: date('starts_on'),
  endsOn: date('ends_on'),
  sort: integer('sort').notNull().default(0),
  reach: integer('reach').notNull().default(0),
});

/** One row per business, visitor and day: counting is idempotent ([product: Marketing] visit). */
export const visits = pgTable(
  'visits',
  {
    businessId: businessId(),
    visitorId: text('visitor_id').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.visitorId, t.day] })],
);

export const pixels = pgTable('pixels', {
  id: serial('id').primaryKey(),
  businessId: businessId(),
  /** [product: Who it is for] tracking integration number 1–7. */
  kind: integer('kind').notNull(),
  pixelId: text('pixel_id').notNull(),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
});
