import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches, businessId } from './business.ts';
import { diningTables } from './commerce.ts';
import { orders } from './orders.ts';

/**
 * A booked table or service (ADR 800–802). `token` is the diner's read capability, like an
 * order's (ADR 400); `order_id` links the pre-order of a "with order" booking. A booking holds
 * its table or covers from `starts_at` to `ends_at` while pending (0) or accepted (1).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    /** What the diner's page, link and "Reservation #…" name it by (ADR 1494); staff keep `id`. */
    publicRef: text('public_ref').notNull().default(sql`sufra_reservation_public_ref()`),
    businessId: businessId(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    /** The customer account that booked, when signed in. */
    userId: integer('user_id'),
    /** 'table' or 'service' (the route's reserveType). */
    reserveType: text('reserve_type').notNull(),
    /** ADR 802: 0 pending, 1 accepted, 2 rejected, 3 completed, 4 no-show, 9 cancelled. */
    status: smallint('status').notNull(),
    party: smallint('party').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The slot as the diner chose it, in the business's time zone. */
    localDate: text('local_date').notNull(),
    localTime: text('local_time').notNull(),
    tableId: integer('table_id').references(() => diningTables.id, { onDelete: 'set null' }),
    area: text('area'),
    name: text('name').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    dialCode: text('dial_code').notNull(),
    note: text('note').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Why staff rejected or cancelled it. */
    reason: text('reason'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservations_public_ref').on(t.publicRef),
    uniqueIndex('reservations_business_idempotency_key')
      .on(t.businessId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    // The capacity check reads the bookings that still hold a place around a time.
    index('reservations_branch_holding').on(t.branchId, t.startsAt).where(sql`${t.status} IN (0, 1)`),
    index('reservations_business_live').on(t.businessId, t.status, t.startsAt),
    index('reservations_user').on(t.businessId, t.userId, t.startsAt).where(sql`${t.userId} IS NOT NULL`),
  ],
);

/** Every status change of a reservation: the live feed (NOTIFY on insert) and the audit trail. */
export const reservationEvents = pgTable(
  'reservation_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: businessId(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** 'placed', 'status'. */
    kind: text('kind').notNull(),
    status: smallint('status').notNull(),
    /** 'customer', 'staff', 'system'. */
    actor: text('actor').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reservation_events_reservation').on(t.reservationId, t.id)],
);
