import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { businessId } from '../../platform/db/schema/business.ts';
import { localized } from '../../platform/db/schema/columns.ts';
import { orders } from '../../platform/db/schema/orders.ts';
import { customers } from '../accounts/accounts-schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * The ledger's accounts (ADR 760): a customer's `wallet` (spendable) and `hold` (set aside for
 * orders paid partly online) — never negative, their balance kept by a trigger from the entries —
 * and the business's own `clearing`, `promotions`, `sales`, `adjustments` (no customer; their
 * balances are summed from the entries when asked, so no order waits on a hot row).
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    balance: money('balance').notNull().default(0),
  },
  (t) => [
    unique('wallet_accounts_owner').on(t.businessId, t.kind, t.customerId).nullsNotDistinct(),
    check(
      'wallet_accounts_kind',
      sql`(${t.customerId} IS NOT NULL AND ${t.kind} IN ('wallet', 'hold')) OR (${t.customerId} IS NULL AND ${t.kind} IN ('clearing', 'promotions', 'sales', 'adjustments'))`,
    ),
    check('wallet_accounts_not_negative', sql`${t.customerId} IS NULL OR ${t.balance} >= 0`),
  ],
);

/**
 * One movement of money (ADR 760): its entries sum to zero (a deferred trigger checks it at
 * commit). `key` makes every write idempotent: a retry finds the first transaction.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: businessId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** package, order_hold, order_capture, order_release, order_debit, order_refund, staff_credit, staff_debit, expiry. */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    purchaseId: integer('purchase_id'),
    /** Staff movements: why, and who (the staff token's label). */
    reason: text('reason'),
    actor: text('actor'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('wallet_transactions_key').on(t.businessId, t.key),
    index('wallet_transactions_history').on(t.customerId, t.id),
    index('wallet_transactions_order').on(t.orderId),
  ],
);

/** The entries of a transaction: signed integer minor units, append-only (a trigger refuses updates). */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => walletTransactions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => walletAccounts.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('wallet_entries_transaction').on(t.transactionId),
    index('wallet_entries_account').on(t.accountId),
    check('wallet_entries_not_zero', sql`${t.amount} <> 0`),
  ],
);

/** Credit packages a business sells: pay `price`, get `credit` (the difference is a bonus). */
export const walletPackages = pgTable(
  'wallet_packages',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: localized('name'),
    description: localized('description'),
    price: integer('price').notNull(),
    credit: integer('credit').notNull(),
    /** Days after purchase the bonus part expires; null: never. */
    bonusExpiryDays: integer('bonus_expiry_days'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('wallet_packages_business').on(t.businessId, t.position),
    check('wallet_packages_amounts', sql`${t.price} > 0 AND ${t.credit} >= ${t.price}`),
  ],
);

/**
 * A customer buying a package: paid through the payment flow (its `payments` row points here),
 * credited only when the payment is confirmed (ADR 762). Figures are copied from the package.
 */
export const walletPurchases = pgTable(
  'wallet_purchases',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => walletPackages.id, { onDelete: 'restrict' }),
    price: integer('price').notNull(),
    credit: integer('credit').notNull(),
    currency: text('currency').notNull(),
    /** 'pending', 'paid', 'failed', 'expired' (paid; its bonus has expired). */
    status: text('status').notNull().default('pending'),
    bonusExpiresAt: at('bonus_expires_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('wallet_purchases_customer').on(t.customerId, t.id),
    // The bonus expiry sweep: paid purchases with a date, soonest first.
    index('wallet_purchases_bonus_expiry')
      .on(t.bonusExpiresAt)
      .where(sql`${t.status} = 'paid' AND ${t.bonusExpiresAt} IS NOT NULL`),
  ],
);
