import type { PeriodFigures, TodayReport } from '@sufra/contract';
import { averageMinor, OrderStatus, toMajorUnits } from '@sufra/domain';
import { stringify } from 'csv-stringify/sync';
import type pg from 'pg';
import { NotFound } from '../../platform/failures.ts';

/**
 * The business's day (ADR 1022): its orders and revenue by hour and selling type, top items,
 * average ticket, cancellations and ratings, for one calendar day in the business's time zone.
 * Revenue counts orders that are neither cancelled nor rejected nor waiting for an online payment
 * that never came; every figure is a sum of integers of minor units, done by PostgreSQL.
 */

const LOST = [OrderStatus.cancelled, OrderStatus.rejected];
const COUNTED = `o.status <> ALL($3::smallint[]) AND o.payment_state <> 'unpaid'`;
/** The period, days included, in the business's time zone: $4 (from) to $5 (to). */
const OF_PERIOD = `o.business_id = $1 AND (o.created_at AT TIME ZONE $2)::date BETWEEN $4::date AND $5::date`;

export type Period = { from: string; to: string };

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The period of the same length that ends the day before `period` starts (ADR 1432). */
export function previousPeriod(period: Period): Period {
  const days = Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1;
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function dayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

async function businessOf(pool: pg.Pool, referenceId: string) {
  const { rows } = await pool.query<{ id: number; time_zone: string; currency: string; locales: string[] }>(
    'SELECT id, time_zone, currency, locales FROM businesses WHERE reference_id = $1',
    [referenceId],
  );
  const business = rows[0];
  if (!business) throw new NotFound('No such business');
  return business;
}

/** The asked period: one day (today by default) or `from`–`to`. */
export const periodOf = (
  query: { day?: string | undefined; from?: string | undefined; to?: string | undefined },
  today: string,
): Period =>
  query.from && query.to
    ? { from: query.from, to: query.to }
    : { from: query.day ?? today, to: query.day ?? today };

/** Orders, revenue and the money inside it, and the refunds made, over a period (ADR 1432). */
async function figures(
  pool: pg.Pool,
  b: { id: number; time_zone: string; currency: string },
  period: Period,
): Promise<PeriodFigures> {
  const args = [b.id, b.time_zone, LOST, period.from, period.to];
  const [totals, refunds] = await Promise.all([
    pool.query<{
      orders: number;
      revenue: string;
      cancelled: number;
      taxes: string;
      tips: string;
      discounts: string;
      fees: string;
    }>(
      `SELECT count(*) FILTER (WHERE ${COUNTED})::int AS orders,
              COALESCE(sum(o.total) FILTER (WHERE ${COUNTED}), 0)::bigint AS revenue,
              count(*) FILTER (WHERE o.status = ANY($3::smallint[]))::int AS cancelled,
              COALESCE(sum(o.exclusive_tax + o.inclusive_tax) FILTER (WHERE ${COUNTED}), 0)::bigint AS taxes,
              COALESCE(sum(o.tip) FILTER (WHERE ${COUNTED}), 0)::bigint AS tips,
              COALESCE(sum(o.item_discount + o.coupon_discount) FILTER (WHERE ${COUNTED}), 0)::bigint AS discounts,
              COALESCE(sum(o.delivery_fee) FILTER (WHERE ${COUNTED}), 0)::bigint AS fees
         FROM orders o WHERE ${OF_PERIOD}`,
      args,
    ),
    // Refunds count on the day they were made (a refund of last week's order is this week's money).
    pool.query<{ amount: string; count: number }>(
      `SELECT COALESCE(sum(r.amount), 0)::bigint AS amount, count(*)::int AS count FROM order_refunds r
        WHERE r.business_id = $1 AND r.status <> 'failed'
          AND (r.created_at AT TIME ZONE $2)::date BETWEEN $3::date AND $4::date`,
      [b.id, b.time_zone, period.from, period.to],
    ),
  ]);
  const t = totals.rows[0];
  const orders = t?.orders ?? 0;
  const revenue = Number(t?.revenue ?? 0);
  const refunded = Number(refunds.rows[0]?.amount ?? 0);
  return {
    from: period.from,
    to: period.to,
    orders,
    revenue,
    average_ticket: averageMinor(revenue, orders, b.currency),
    cancelled: t?.cancelled ?? 0,
    taxes: Number(t?.taxes ?? 0),
    tips: Number(t?.tips ?? 0),
    discounts: Number(t?.discounts ?? 0),
    delivery_fees: Number(t?.fees ?? 0),
    refunds: refunded,
    refund_count: refunds.rows[0]?.count ?? 0,
    net: revenue - refunded,
  };
}

export async function todayReport(
  pool: pg.Pool,
  referenceId: string,
  now: Date,
  query: { day?: string | undefined; from?: string | undefined; to?: string | undefined } = {},
): Promise<TodayReport> {
  const b = await businessOf(pool, referenceId);
  const period = periodOf(query, dayIn(b.time_zone, now));
  const date = period.from;
  const args = [b.id, b.time_zone, LOST, period.from, period.to];
  const grouped = (column: string, order = '3 DESC, 1') =>
    `SELECT ${column}, count(*)::int AS orders, COALESCE(sum(o.total), 0)::bigint AS revenue
       FROM orders o WHERE ${OF_PERIOD} AND ${COUNTED} GROUP BY 1 ORDER BY ${order}`;
  const [hours, types, top, current, previous, ratings, days, methods, orderTypes, branches] =
    await Promise.all([
      pool.query<{ hour: number; orders: number; revenue: number }>(
        `SELECT extract(hour FROM o.created_at AT TIME ZONE $2)::int AS hour, count(*)::int AS orders,
              COALESCE(sum(o.total), 0)::bigint AS revenue
         FROM orders o WHERE ${OF_PERIOD} AND ${COUNTED} GROUP BY 1 ORDER BY 1`,
        args,
      ),
      pool.query<{ selling_type: string; orders: number; revenue: number }>(grouped('o.selling_type'), args),
      pool.query<{ item_id: number; name: Record<string, string>; quantity: number; revenue: number }>(
        `SELECT l.item_id, (array_agg(l.name ORDER BY o.id DESC))[1] AS name,
              sum(l.quantity)::bigint AS quantity, sum(l.net)::bigint AS revenue
         FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE ${OF_PERIOD} AND ${COUNTED} GROUP BY l.item_id ORDER BY 3 DESC, 4 DESC, 1 LIMIT 20`,
        args,
      ),
      figures(pool, b, period),
      figures(pool, b, previousPeriod(period)),
      pool.query<{ count: number; stars: number }>(
        `SELECT count(*)::int AS count, COALESCE(sum(stars), 0)::bigint AS stars FROM order_ratings r
        WHERE r.business_id = $1 AND (r.created_at AT TIME ZONE $2)::date BETWEEN $3::date AND $4::date`,
        [b.id, b.time_zone, period.from, period.to],
      ),
      pool.query<{ day: string; orders: number; revenue: number }>(
        grouped(`to_char((o.created_at AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day`, '1'),
        args,
      ),
      pool.query<{ payment_type: number; orders: number; revenue: number }>(
        grouped('o.payment_type::int AS payment_type'),
        args,
      ),
      pool.query<{ order_type: number; orders: number; revenue: number }>(
        grouped('o.order_type::int AS order_type'),
        args,
      ),
      pool.query<{ branch_id: number; name: Record<string, string>; orders: number; revenue: number }>(
        `SELECT o.branch_id, b.name, count(*)::int AS orders, COALESCE(sum(o.total), 0)::bigint AS revenue
         FROM orders o JOIN branches b ON b.id = o.branch_id
        WHERE ${OF_PERIOD} AND ${COUNTED} GROUP BY 1, 2 ORDER BY 4 DESC, 1`,
        args,
      ),
    ]);
  // Shared tables (ADR 1406, 1407): their rounds are orders, counted above like any other; here the
  // tables opened and closed in the period, and what paid their parts (each part once, tips apart).
  const [tablePays, tables] = await Promise.all([
    pool.query<{ method: 'cash' | 'wallet' | 'online'; parts: number; amount: number; tips: number }>(
      `SELECT method, count(*)::int AS parts, sum(amount)::bigint AS amount, sum(tip)::bigint AS tips
         FROM table_part_payments
        WHERE business_id = $1 AND (paid_at AT TIME ZONE $2)::date BETWEEN $3::date AND $4::date
        GROUP BY 1 ORDER BY 1`,
      [b.id, b.time_zone, period.from, period.to],
    ),
    pool.query<{ opened: number; closed: number }>(
      `SELECT count(*) FILTER (WHERE (opened_at AT TIME ZONE $2)::date BETWEEN $3::date AND $4::date)::int AS opened,
              count(*) FILTER (WHERE (closed_at AT TIME ZONE $2)::date BETWEEN $3::date AND $4::date)::int AS closed
         FROM table_sessions WHERE business_id = $1`,
      [b.id, b.time_zone, period.from, period.to],
    ),
  ]);
  const r = ratings.rows[0] ?? { count: 0, stars: 0 };
  const money = <T extends { revenue: number | string }>(rows: T[]) =>
    rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
  const byHour = new Map(hours.rows.map((h) => [h.hour, h]));
  return {
    ...current,
    day: date,
    previous,
    time_zone: b.time_zone,
    currency: b.currency,
    locales: b.locales,
    by_hour: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      orders: byHour.get(hour)?.orders ?? 0,
      revenue: Number(byHour.get(hour)?.revenue ?? 0),
    })),
    by_day: money(days.rows),
    by_selling_type: money(types.rows),
    by_payment_method: money(methods.rows),
    by_order_type: money(orderTypes.rows),
    by_branch: money(branches.rows),
    top_items: top.rows.map((i) => ({ ...i, quantity: Number(i.quantity), revenue: Number(i.revenue) })),
    // Stars as a tenth: 4.5, the way the storefront shows its rating.
    ratings: { count: r.count, average: r.count ? Math.round((r.stars * 10) / r.count) / 10 : null },
    shared_tables: {
      opened: tables.rows[0]?.opened ?? 0,
      closed: tables.rows[0]?.closed ?? 0,
      by_method: tablePays.rows.map((p) => ({ ...p, amount: Number(p.amount), tips: Number(p.tips) })),
    },
  };
}

// The CSV's words (ADR 1432): a spreadsheet is read by people, in the back office's language of
// record, English, whatever the page's language was.
const STATUS_WORDS: Record<number, string> = {
  0: 'Waiting',
  1: 'Accepted',
  2: 'Rejected',
  3: 'Ready',
  4: 'Out for delivery',
  5: 'Delivered',
  9: 'Cancelled',
  10: 'Scheduled',
};
const METHOD_WORDS: Record<number, string> = {
  1: 'Card',
  2: 'Cash',
  3: 'Pay later',
  4: 'KNET',
  5: 'Benefit',
  6: 'Apple Pay',
  7: 'Mada',
  8: 'Card',
  9: 'Apple Pay (KNET)',
};
const ORDER_TYPE_WORDS: Record<number, string> = { 0: 'Delivery', 1: 'Dine in', 2: 'Pickup', 3: 'Service' };
const PAYMENT_STATE_WORDS: Record<string, string> = {
  none: 'On hand-over',
  unpaid: 'Not paid',
  paid: 'Paid',
};

/** The period's orders, one line each, for a spreadsheet: readable words, items, money in major units. */
export async function todayCsv(
  pool: pg.Pool,
  referenceId: string,
  now: Date,
  query: { day?: string | undefined; from?: string | undefined; to?: string | undefined } = {},
): Promise<string> {
  const b = await businessOf(pool, referenceId);
  const period = periodOf(query, dayIn(b.time_zone, now));
  const fallback = b.locales[0] ?? 'en';
  const { rows } = await pool.query<Record<string, unknown>>(
    `SELECT o.id, to_char(o.created_at AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI') AS placed_at, o.selling_type,
            o.status, o.payment_state, o.subtotal, o.item_discount + o.coupon_discount AS discount,
            o.delivery_fee, o.total, o.payment_type, o.order_type, br.name AS branch,
            o.exclusive_tax + o.inclusive_tax AS tax, o.tip,
            (SELECT COALESCE(sum(r.amount), 0) FROM order_refunds r
              WHERE r.order_id = o.id AND r.status <> 'failed')::bigint AS refunded,
            (SELECT string_agg(l.quantity || '× ' || COALESCE(l.name->>$5, l.name->>'en', ''), '; ' ORDER BY l.position)
               FROM order_lines l WHERE l.order_id = o.id) AS items
       FROM orders o JOIN branches br ON br.id = o.branch_id
      WHERE o.business_id = $1 AND (o.created_at AT TIME ZONE $2)::date BETWEEN $3::date AND $4::date
      ORDER BY o.id`,
    [b.id, b.time_zone, period.from, period.to, fallback],
  );
  // The first nine columns keep their places (spreadsheets made from earlier files still read them).
  const columns = [
    'id',
    'placed_at',
    'selling_type',
    'status',
    'payment_state',
    'subtotal',
    'discount',
    'delivery_fee',
    'total',
    'payment_method',
    'order_type',
    'branch',
    'tax',
    'tip',
    'refunded',
    'items',
  ];
  const money = new Set(['subtotal', 'discount', 'delivery_fee', 'total', 'tax', 'tip', 'refunded']);
  const cell = (row: Record<string, unknown>, c: string): string | number => {
    const v = row[c];
    if (money.has(c)) return toMajorUnits(Number(v), b.currency);
    if (c === 'status') return STATUS_WORDS[Number(v)] ?? String(v);
    if (c === 'payment_state') return PAYMENT_STATE_WORDS[String(v)] ?? String(v);
    if (c === 'payment_method') return METHOD_WORDS[Number(row.payment_type)] ?? String(row.payment_type);
    if (c === 'order_type') return ORDER_TYPE_WORDS[Number(v)] ?? String(v);
    if (c === 'branch') {
      const name = (v ?? {}) as Record<string, string>;
      return name[fallback] ?? name.en ?? Object.values(name)[0] ?? '';
    }
    return (v as string | number | null) ?? '';
  };
  return `\uFEFF${stringify([columns, ...rows.map((row) => columns.map((c) => cell(row, c)))])}`;
}
