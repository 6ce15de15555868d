import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { poolOf } from '../../platform/db/client-transaction.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { type OrderPosting, orderPostingSql, orderPostingValues } from '../wallet/ledger-repository.ts';
import {
  findOrderByIdempotencyKey,
  type NewOrder,
  type NewOrderLine,
  type OrderRow,
} from './order-repository.ts';

export type InsertResult =
  | { kind: 'created'; order: OrderRow }
  | { kind: 'exists'; order: OrderRow }
  | { kind: 'conflict' };

// The columns an order is inserted with, in the prepared statement's parameter order.
const ORDER_COLUMNS: [string, (o: NewOrder) => unknown][] = [
  ['business_id', (o) => o.businessId],
  ['branch_id', (o) => o.branchId],
  ['token', (o) => o.token],
  ['user_id', (o) => o.userId ?? null],
  ['status', (o) => o.status],
  ['order_type', (o) => o.orderType],
  ['selling_type', (o) => o.sellingType],
  ['payment_type', (o) => o.paymentType],
  ['payment_state', (o) => o.paymentState],
  ['name', (o) => o.name],
  ['phone', (o) => o.phone],
  ['dial_code', (o) => o.dialCode],
  ['address', (o) => json(o.address)],
  ['zone_id', (o) => o.zoneId ?? null],
  ['area_id', (o) => o.areaId ?? null],
  ['shipping_country', (o) => o.shippingCountry ?? null],
  ['car', (o) => json(o.car)],
  ['table_name', (o) => o.tableName ?? null],
  ['gift', (o) => json(o.gift)],
  ['scheduled_at', (o) => o.scheduledAt ?? null],
  ['slot', (o) => json(o.slot)],
  ['coupon_code', (o) => o.couponCode ?? null],
  ['notes', (o) => o.notes ?? ''],
  ['comment', (o) => o.comment ?? ''],
  ['currency', (o) => o.currency],
  ['subtotal', (o) => o.subtotal],
  ['item_discount', (o) => o.itemDiscount],
  ['coupon_discount', (o) => o.couponDiscount],
  ['exclusive_tax', (o) => o.exclusiveTax],
  ['inclusive_tax', (o) => o.inclusiveTax],
  ['delivery_fee', (o) => o.deliveryFee],
  ['wallet_discount', (o) => o.walletDiscount ?? 0],
  ['tip', (o) => o.tip ?? 0],
  ['tip_percent', (o) => o.tipPercent ?? null],
  ['cutlery', (o) => o.cutlery ?? null],
  ['no_contact', (o) => o.noContact ?? false],
  ['total', (o) => o.total],
  ['taxes', (o) => JSON.stringify(o.taxes ?? [])],
  ['source', (o) => o.source ?? null],
  ['taken_by', (o) => o.takenBy ?? null],
  ['status_messages', (o) => o.statusMessages ?? null],
  ['locale', (o) => o.locale ?? null],
  ['idempotency_key', (o) => o.idempotencyKey ?? null],
  ['request_hash', (o) => o.requestHash ?? null],
];
// Each parameter is cast to its column's type: in INSERT … SELECT (unlike VALUES) PostgreSQL
// does not type parameters by their target column.
const SQL_TYPES = new Map(Object.values(getTableColumns(orders)).map((c) => [c.name, c.getSQLType()]));
const param = (column: string, index: number) => `$${index + 1}::${SQL_TYPES.get(column) ?? 'text'}`;
const paramOf = (column: string) =>
  param(
    column,
    ORDER_COLUMNS.findIndex(([c]) => c === column),
  );
const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
const LINES_PARAM = ORDER_COLUMNS.length + 1;

/**
 * One statement — one round trip, atomic by itself: the order (unless its idempotency key is
 * taken: a replay finds it first and forms no row, so it draws no id from the sequence — 20,354
 * ids were burnt in one session before, ADR 746; a concurrent duplicate is decided by the unique
 * index, waiting for the other insert of the same key to commit or roll back), its lines from one JSON parameter, and its first event (whose trigger NOTIFYs on
 * commit). Nothing is inserted when the order is not. It is the hot path of ordering, so it is a
 * named prepared statement written out in SQL: parsed and planned once per connection, and no
 * query building per order (ADR 402).
 */
const ORDER_CTES = `
  WITH o AS (
    INSERT INTO orders (${ORDER_COLUMNS.map(([c]) => c).join(', ')})
    SELECT ${ORDER_COLUMNS.map(([c], i) => param(c, i)).join(', ')}
    WHERE NOT EXISTS (SELECT 1 FROM orders WHERE business_id = ${paramOf('business_id')}
      AND idempotency_key = ${paramOf('idempotency_key')})
    ON CONFLICT DO NOTHING
    RETURNING id, public_ref, business_id, status, payment_state, source, created_at, updated_at
  ),
  l AS (
    INSERT INTO order_lines (order_id, position, item_id, price_label_id, name, label, modifiers, quantity,
      unit_price, gross, item_discount, coupon_discount, net, discount_id, comment)
    SELECT o.id, x.position, x.item_id, x.price_label_id, x.name, x.label, x.modifiers, x.quantity,
      x.unit_price, x.gross, x.item_discount, x.coupon_discount, x.net, x.discount_id, x.comment
    FROM o CROSS JOIN jsonb_to_recordset($${LINES_PARAM}::jsonb) AS x(
      position smallint, item_id integer, price_label_id integer, name jsonb, label jsonb, modifiers jsonb,
      quantity integer, unit_price integer, gross integer, item_discount integer, coupon_discount integer,
      net integer, discount_id integer, comment text)
  ),
  e AS (
    INSERT INTO order_events (business_id, order_id, kind, status, payment_state, actor)
    SELECT o.business_id, o.id, 'placed', o.status, o.payment_state,
      CASE WHEN o.source = 'phone' THEN 'staff' ELSE 'customer' END FROM o
  )`;
const RETURNING = 'SELECT o.id, o.public_ref, o.created_at, o.updated_at FROM o';
const INSERT_ORDER = `${ORDER_CTES}\n  ${RETURNING}`;
// The same, posting the order's wallet part too (ADR 761).
const INSERT_ORDER_WALLET = `${ORDER_CTES},${orderPostingSql('o', LINES_PARAM + 1)}\n  ${RETURNING}`;

export async function insertOrder(
  db: Db,
  order: NewOrder,
  lines: NewOrderLine[],
  /** The order's wallet part, posted in the same statement (under `lockWallet`'s lock). */
  wallet?: OrderPosting,
): Promise<InsertResult> {
  const values = [...ORDER_COLUMNS.map(([, get]) => get(order)), JSON.stringify(lines.map(lineRecord))];
  const { rows } = await poolOf(db).query<{
    id: number;
    public_ref: string;
    created_at: Date;
    updated_at: Date;
  }>(
    wallet
      ? {
          name: 'sufra_insert_order_wallet',
          text: INSERT_ORDER_WALLET,
          values: [...values, ...orderPostingValues(wallet)],
        }
      : { name: 'sufra_insert_order', text: INSERT_ORDER, values },
  );
  const row = rows[0];
  if (row) {
    const created = {
      ...(order as OrderRow),
      id: row.id,
      // Drawn by the column's default (ADR 1471): every path that inserts an order gets one.
      publicRef: row.public_ref,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
    return { kind: 'created', order: created };
  }
  if (!order.idempotencyKey) return { kind: 'conflict' };
  const existing = await findOrderByIdempotencyKey(db, order.businessId, order.idempotencyKey);
  return existing ? { kind: 'exists', order: existing } : { kind: 'conflict' };
}

const lineRecord = (l: NewOrderLine) => ({
  position: l.position,
  item_id: l.itemId,
  price_label_id: l.priceLabelId,
  name: l.name,
  label: l.label,
  modifiers: l.modifiers ?? [],
  quantity: l.quantity,
  unit_price: l.unitPrice,
  gross: l.gross,
  item_discount: l.itemDiscount,
  coupon_discount: l.couponDiscount,
  net: l.net,
  discount_id: l.discountId ?? null,
  comment: l.comment ?? '',
});
