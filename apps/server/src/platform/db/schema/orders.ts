import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches, businessId } from './business.ts';
import { createdAt, type Localized } from './columns.ts';

export type OrderTaxEntry = {
  taxId: number;
  taxName: Localized;
  rate: number;
  inclusive: boolean;
  taxValue: number;
  modifiersTaxValue: number;
  totalTaxValue: number;
};

/**
 * A placed order with the figures the server computed (never the client's). `token` is the
 * customer's read capability (ADR 400); `idempotency_key` is unique per business, so concurrent
 * duplicates of one submission can only ever insert one row (ADR 402).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /**
     * What the diner sees and quotes (ADR 1471): 8 random Crockford base32 characters, drawn by the
     * database for every insert, whatever the path; the sequential id stays internal.
     */
    publicRef: text('public_ref').notNull().default(sql`sufra_order_public_ref()`),
    businessId: businessId(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    /** The customer account that placed it, when signed in. */
    userId: integer('user_id'),
    /** [product: Orders and their status] order status. */
    status: smallint('status').notNull(),
    /** [product: Selling types] order type: 0 delivery, 1 dine in, 2 pickup, 3 product service. */
    orderType: smallint('order_type').notNull(),
    /** The API selling type (delivery, dine_in, car_pickup, …). */
    sellingType: text('selling_type').notNull(),
    /** [product: Payments] payment method number. */
    paymentType: smallint('payment_type').notNull(),
    /** 'none' (cash, pay later), 'unpaid' (online, not paid yet), 'paid'. */
    paymentState: text('payment_state').notNull(),
    name: text('name').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    dialCode: text('dial_code').notNull(),
    /** Delivery address form, car, table, gift and shipping choice as received (validated). */
    address: jsonb('address').$type<Record<string, unknown> | null>(),
    zoneId: integer('zone_id'),
    areaId: integer('area_id'),
    shippingCountry: text('shipping_country'),
    car: jsonb('car').$type<{ brand: string; color: string; plate: string } | null>(),
    tableName: text('table_name'),
    gift: jsonb('gift').$type<Record<string, string> | null>(),
    /** The chosen slot's start for scheduled orders. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    slot: jsonb('slot').$type<{ date: string; from: string; to: string } | null>(),
    /** The restaurant's promise, set when it accepts: ready (or, for delivery, arriving) at (ADR 1040). */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    couponCode: text('coupon_code'),
    notes: text('notes').notNull().default(''),
    comment: text('comment').notNull().default(''),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull(),
    itemDiscount: integer('item_discount').notNull(),
    couponDiscount: integer('coupon_discount').notNull(),
    exclusiveTax: integer('exclusive_tax').notNull(),
    inclusiveTax: integer('inclusive_tax').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    walletDiscount: integer('wallet_discount').notNull().default(0),
    /** The diner's tip (ADR 790), inside `total`; `tip_percent` the preset it was, if one. */
    tip: integer('tip').notNull().default(0),
    tipPercent: smallint('tip_percent'),
    /** Handover (ADR 791): cutlery wanted (null: not asked); leave at the door, no contact. */
    cutlery: boolean('cutlery'),
    noContact: boolean('no_contact').notNull().default(false),
    total: integer('total').notNull(),
    taxes: jsonb('taxes').$type<OrderTaxEntry[]>().notNull().default([]),
    /**
     * Where the order came from (ADR 1475): null for the storefront (and a shared table's round),
     * 'phone' for an order staff took for a caller; `taken_by` the member who took it.
     */
    source: text('source'),
    takenBy: integer('taken_by'),
    /**
     * A phone order's status messages (ADR 1478): 'sms' or 'whatsapp' as the caller chose, null
     * for none (the caller said no, or the provider reports the number unsubscribed).
     */
    statusMessages: text('status_messages'),
    /** The language the order's messages are written in (ADR 1478); null: the business's first. */
    locale: text('locale'),
    idempotencyKey: text('idempotency_key'),
    /** sha256 of the canonical request body: the same key with another body is refused. */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_business_idempotency_key')
      .on(t.businessId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    uniqueIndex('orders_public_ref').on(t.publicRef),
    index('orders_business_live').on(t.businessId, t.status, t.id),
    index('orders_user').on(t.businessId, t.userId, t.id).where(sql`${t.userId} IS NOT NULL`),
    // A coupon's uses, counted when it has a usage limit (ADR 1100).
    index('orders_coupon_uses')
      .on(t.businessId, sql`lower(${t.couponCode})`)
      .where(sql`${t.couponCode} IS NOT NULL`),
  ],
);

export type OrderLineModifier = { id: number; name: Localized; quantity: number; price: number };

/** The priced lines, with names and labels copied so a later menu edit does not rewrite history. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    itemId: integer('item_id').notNull(),
    priceLabelId: integer('price_label_id').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    label: jsonb('label').$type<Localized>().notNull(),
    modifiers: jsonb('modifiers').$type<OrderLineModifier[]>().notNull().default([]),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    gross: integer('gross').notNull(),
    itemDiscount: integer('item_discount').notNull(),
    couponDiscount: integer('coupon_discount').notNull(),
    net: integer('net').notNull(),
    discountId: integer('discount_id'),
    comment: text('comment').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

/** Every status or payment change of an order, in order: the polling feed and the audit trail. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: businessId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'placed', 'status', 'payment'. */
    kind: text('kind').notNull(),
    status: smallint('status').notNull(),
    paymentState: text('payment_state').notNull(),
    /** 'customer', 'staff', 'payment', 'system'. */
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order').on(t.orderId, t.id)],
);

/** Staff board access: opaque bearer tokens, stored as sha256, revocable (ADR 405). */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_tokens_business').on(t.businessId)],
);
