import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './business.ts';
import { diningTables } from './commerce.ts';
import { orders } from './orders.ts';

/**
 * A table's shared order (ADR 1400): at most one open session per table (the partial unique
 * index), which everyone scanning the table's QR code joins. `version` goes up with every change;
 * the live cart's notices carry it.
 */
export const tableSessions = pgTable(
  'table_sessions',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').notNull(),
    tableId: integer('table_id')
      .notNull()
      .references(() => diningTables.id, { onDelete: 'cascade' }),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    version: integer('version').notNull().default(1),
    /** How the bill is split once asked for: all, even, items (ADR 1402). */
    billMode: text('bill_mode').$type<'all' | 'even' | 'items'>(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** paid (the bill closed it) or staff (closed on the board). */
    closedBy: text('closed_by'),
  },
  (t) => [
    uniqueIndex('table_sessions_one_open').on(t.tableId).where(sql`status = 'open'`),
    index('table_sessions_business_open').on(t.businessId, t.status),
  ],
);

/** A diner at a shared table: a display name and the hash of the key their browser keeps (ADR 1401). */
export const tableDiners = pgTable(
  'table_diners',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => tableSessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('table_diners_key').on(t.keyHash), index('table_diners_session').on(t.sessionId)],
);

/** A round sent to the kitchen: one order (one ticket) per round (ADR 1403). */
export const tableRounds = pgTable(
  'table_rounds',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => tableSessions.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('table_rounds_number').on(t.sessionId, t.number)],
);

/** A line of the shared cart: who added it; once sent, its round and its place in the round's order. */
export const tableLines = pgTable(
  'table_lines',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => tableSessions.id, { onDelete: 'cascade' }),
    dinerId: integer('diner_id')
      .notNull()
      .references(() => tableDiners.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull(),
    priceLabelId: integer('price_label_id').notNull(),
    quantity: integer('quantity').notNull(),
    comment: text('comment').notNull().default(''),
    roundId: integer('round_id').references(() => tableRounds.id, { onDelete: 'set null' }),
    /** The line's position in its round's order (order_lines.position). */
    position: integer('position'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('table_lines_session').on(t.sessionId),
    check('table_lines_quantity', sql`${t.quantity} BETWEEN 1 AND 99`),
  ],
);

/** A part of the bill (ADR 1402): its amount decided by the server when the bill is asked for. */
export const tableBillParts = pgTable(
  'table_bill_parts',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => tableSessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The diner whose dishes it is (split by items), else null. */
    dinerId: integer('diner_id').references(() => tableDiners.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    status: text('status').$type<'open' | 'cash_pending' | 'paid'>().notNull().default('open'),
    /** The tip the payer chose with cash (ADR 1406): the board's confirmation records it. */
    cashTip: integer('cash_tip').notNull().default(0),
  },
  (t) => [
    uniqueIndex('table_bill_parts_position').on(t.sessionId, t.position),
    check('table_bill_parts_amount', sql`${t.amount} >= 0`),
  ],
);

/**
 * What paid a part (ADR 1404). One row per part at most (the unique index): whatever two phones
 * tap at once, the second insert fails and its payer is refused before any money moves.
 */
export const tablePartPayments = pgTable(
  'table_part_payments',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => tableSessions.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => tableBillParts.id, { onDelete: 'cascade' }),
    method: text('method').$type<'cash' | 'wallet' | 'online'>().notNull(),
    amount: integer('amount').notNull(),
    tip: integer('tip').notNull().default(0),
    dinerId: integer('diner_id'),
    customerId: integer('customer_id'),
    /** Who confirmed a cash payment on the board. */
    confirmedBy: text('confirmed_by'),
    /** The gateway attempt that paid it online (ADR 1406). */
    paymentId: integer('payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('table_part_payments_once').on(t.partId),
    index('table_part_payments_business_day').on(t.businessId, t.paidAt),
    check('table_part_payments_tip', sql`${t.tip} >= 0`),
  ],
);
