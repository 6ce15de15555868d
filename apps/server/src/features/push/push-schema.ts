import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { branches, businesses } from '../../platform/db/schema/business.ts';
import { orders } from '../../platform/db/schema/orders.ts';

/**
 * A device's Web Push subscription for one order's status (ADR 909): the push service's endpoint
 * and the keys its messages are encrypted for (RFC 8291). One row per order and device; gone with
 * the order, or when the push service says the subscription expired (404/410).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /**
     * The notification texts in the order page's language, per status (the server has no
     * catalogs; the page that subscribed does): `{ title, "1": …, "3": …, "4": …, "5": … }`.
     */
    texts: jsonb('texts').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_order_endpoint').on(t.orderId, t.endpoint),
    index('push_subscriptions_business').on(t.businessId),
  ],
);

/**
 * A staff device's Web Push subscription for new orders (ADR 1435): the business's, and the
 * branch of the member who turned it on (null: every branch). One row per business and device.
 */
export const staffPushSubscriptions = pgTable(
  'staff_push_subscriptions',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The notification's title and line in the board's language: `{ title, body }`. */
    texts: jsonb('texts').$type<{ title: string; body: string }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_push_subscriptions_business_endpoint').on(t.businessId, t.endpoint)],
);
