import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
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
import { tableBillParts } from '../table-together/table-together-schema.ts';
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
