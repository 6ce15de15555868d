import { sql } from 'drizzle-orm';
import {
  check,
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
import { businessId } from '../../platform/db/schema/business.ts';
import { createdAt } from '../../platform/db/schema/columns.ts';
import { orders } from '../../platform/db/schema/orders.ts';
import { tableBillParts } from '../../platform/db/schema/table-together.ts';
import { walletPurchases } from '../wallet/wallet-schema.ts';

// The payments feature's tables: here rather than beside orders, so the platform's order schema
// does not import the wallet's, which imports it (an import cycle).

/** One attempt to pay an order online through a provider ([product: Payments] transaction). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    /** The order paid, or (ADR 762) null when the attempt buys a wallet package (`purchase_id`). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    purchaseId: integer('purchase_id').references(() => walletPurchases.id, { onDelete: 'cascade' }),
    /** Or (ADR 1406) one part of a shared table's bill: the amount is the part and the payer's tip. */
    tablePartId: integer('table_part_id').references(() => tableBillParts.id, { onDelete: 'cascade' }),
    /** Public, unguessable id the provider and the return URL carry. */
    reference: text('reference').notNull().unique(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    method: smallint('method').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** 'pending', 'paid', 'failed'. */
    status: text('status').notNull(),
    failureCode: text('failure_code'),
    /**
     * sha256 of the sandbox page's per-attempt secret (ADR 722): set by the payer's first visit,
     * required by its approve/decline form. Null for real gateways.
     */
    payerSecretHash: text('payer_secret_hash'),
    /** The gateway's hosted page for this attempt: duplicates of one submission reuse it. */
    redirectUrl: text('redirect_url'),
    /** A REFUND_DUE attempt's refund at the gateway: its id and 'pending' | 'refunded' | 'failed'. */
    refundRef: text('refund_ref'),
    refundStatus: text('refund_status'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order').on(t.orderId),
    // The reconciliation job's scan: attempts still pending, oldest first.
    index('payments_pending').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    // An order is paid at most once, whatever races between callbacks.
    uniqueIndex('payments_one_paid_per_order').on(t.orderId).where(sql`${t.status} = 'paid'`),
    check('payments_pays_one_thing', sql`num_nonnulls(${t.orderId}, ${t.purchaseId}, ${t.tablePartId}) = 1`),
  ],
);

/** Provider callback ids already processed: a replayed callback is refused (ADR 403). */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Money given back for an order (ADR 1430): in full when a paid order is cancelled, in part (some
 * lines, or an amount) by a manager, also after delivery. Through the gateway of its paid attempt
 * (`payment_id`), or handed back in cash for an order paid at the door (`via` 'cash'). The sum of
 * the refunds not refused never exceeds what was paid: each is inserted under the order's lock.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** Public, unguessable id sent to the gateway as the refund's merchant reference. */
    reference: text('reference').notNull().unique(),
    /** 'gateway' or 'cash'. */
    via: text('via').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    /** The lines refunded (position and quantity); empty for an amount or a cancellation. */
    lines: jsonb('lines').$type<{ position: number; quantity: number }[]>().notNull().default([]),
    /** 'pending' (not yet accepted, or accepted and still processing), 'refunded', 'failed'. */
    status: text('status').notNull(),
    /** The gateway's refund id once it accepted the request. */
    refundRef: text('refund_ref'),
    /** Who asked: a member's name, or 'cancellation'. */
    actor: text('actor').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_refunds_order').on(t.orderId),
    index('order_refunds_business_created').on(t.businessId, t.createdAt),
    check('order_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);
