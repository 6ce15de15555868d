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
export type TodayReport = {
  day: string;
  time_zone: string;
  currency: string;
  /** The business's locales, first = its default: the language an item name falls back to. */
  locales: string[];
  orders: number;
  revenue: number;
  average_ticket: number;
  cancelled: number;
  by_hour: { hour: number; orders: number; revenue: number }[];
  by_selling_type: { selling_type: string; orders: number; revenue: number }[];
  top_items: { item_id: number; name: Record<string, string>; quantity: number; revenue: number }[];
  ratings: { count: number; average: number | null };
  /**
   * Shared tables (ADR 1406): their rounds are orders, counted above like any other; here the
   * tables opened and closed, and what paid their parts (each part once, tips apart).
   */
  shared_tables: {
    opened: number;
    closed: number;
    by_method: { method: 'cash' | 'wallet' | 'online'; parts: number; amount: number; tips: number }[];
  };
};

const LOST = [OrderStatus.cancelled, OrderStatus.rejected];
const COUNTED = `o.status <> ALL($3::smallint[]) AND o.payment_state <> 'unpaid'`;
const OF_DAY = `o.business_id = $1 AND (o.created_at AT TIME ZONE $2)::date = $4::date`;

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

export async function todayReport(
  pool: pg.Pool,
  referenceId: string,
  now: Date,
  day?: string,
): Promise<TodayReport> {
  const b = await businessOf(pool, referenceId);
  const date = day ?? dayIn(b.time_zone, now);
  const args = [b.id, b.time_zone, LOST, date];
  const [hours, types, top, totals, ratings, tablePays, tables] = await Promise.all([
    pool.query<{ hour: number; orders: number; revenue: number }>(
      `SELECT extract(hour FROM o.created_at AT TIME ZONE $2)::int AS hour, count(*)::int AS orders,
              COALESCE(sum(o.total), 0)::bigint AS revenue
         FROM orders o WHERE ${OF_DAY} AND ${COUNTED} GROUP BY 1 ORDER BY 1`,
      args,
    ),
    pool.query<{ selling_type: string; orders: number; revenue: number }>(
      `SELECT o.selling_type, count(*)::int AS orders, COALESCE(sum(o.total), 0)::bigint AS revenue
         FROM orders o WHERE ${OF_DAY} AND ${COUNTED} GROUP BY 1 ORDER BY 3 DESC, 1`,
      args,
    ),
    pool.query<{ item_id: number; name: Record<string, string>; quantity: number; revenue: number }>(
      `SELECT l.item_id, (array_agg(l.name ORDER BY o.id DESC))[1] AS name,
              sum(l.quantity)::bigint AS quantity, sum(l.net)::bigint AS revenue
         FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE ${OF_DAY} AND ${COUNTED} GROUP BY l.item_id ORDER BY 3 DESC, 4 DESC, 1 LIMIT 10`,
      args,
    ),
    pool.query<{ orders: number; revenue: number; cancelled: number }>(
      `SELECT count(*) FILTER (WHERE ${COUNTED})::int AS orders,
              COALESCE(sum(o.total) FILTER (WHERE ${COUNTED}), 0)::bigint AS revenue,
              count(*) FILTER (WHERE o.status = ANY($3::smallint[]))::int AS cancelled
         FROM orders o WHERE ${OF_DAY}`,
      args,
    ),
    pool.query<{ count: number; stars: number }>(
      `SELECT count(*)::int AS count, COALESCE(sum(stars), 0)::bigint AS stars FROM order_ratings r
        WHERE r.business_id = $1 AND (r.created_at AT TIME ZONE $2)::date = $3::date`,
      [b.id, b.time_zone, date],
    ),
    pool.query<{ method: 'cash' | 'wallet' | 'online'; parts: number; amount: number; tips: number }>(
      `SELECT method, count(*)::int AS parts, sum(amount)::bigint AS amount, sum(tip)::bigint AS tips
         FROM table_part_payments
        WHERE business_id = $1 AND (paid_at AT TIME ZONE $2)::date = $3::date GROUP BY 1 ORDER BY 1`,
      [b.id, b.time_zone, date],
    ),
    pool.query<{ opened: number; closed: number }>(
      `SELECT count(*) FILTER (WHERE (opened_at AT TIME ZONE $2)::date = $3::date)::int AS opened,
              count(*) FILTER (WHERE (closed_at AT TIME ZONE $2)::date = $3::date)::int AS closed
         FROM table_sessions WHERE business_id = $1`,
      [b.id, b.time_zone, date],
    ),
  ]);
  const t = totals.rows[0] ?? { orders: 0, revenue: 0, cancelled: 0 };
  const r = ratings.rows[0] ?? { count: 0, stars: 0 };
  const byHour = new Map(hours.rows.map((h) => [h.hour, h]));
  return {
    day: date,
    time_zone: b.time_zone,
    currency: b.currency,
    locales: b.locales,
    orders: t.orders,
    revenue: t.revenue,
    average_ticket: averageMinor(t.revenue, t.orders, b.currency),
    cancelled: t.cancelled,
    by_hour: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      orders: byHour.get(hour)?.orders ?? 0,
      revenue: byHour.get(hour)?.revenue ?? 0,
    })),
    by_selling_type: types.rows,
    top_items: top.rows,
    // Stars as a tenth: 4.5, the way the storefront shows its rating.
    ratings: { count: r.count, average: r.count ? Math.round((r.stars * 10) / r.count) / 10 : null },
    shared_tables: {
      opened: tables.rows[0]?.opened ?? 0,
      closed: tables.rows[0]?.closed ?? 0,
      by_method: tablePays.rows.map((m) => ({
        method: m.method,
        parts: m.parts,
        amount: Number(m.amount),
        tips: Number(m.tips),
      })),
    },
  };
}

/** The day's orders, one line each, for a spreadsheet. */
export async function todayCsv(pool: pg.Pool, referenceId: string, now: Date, day?: string): Promise<string> {
  const b = await businessOf(pool, referenceId);
  const date = day ?? dayIn(b.time_zone, now);
  const { rows } = await pool.query<Record<string, string | number>>(
    `SELECT o.id, to_char(o.created_at AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI') AS placed_at, o.selling_type,
            o.status, o.payment_state, o.subtotal, o.item_discount + o.coupon_discount AS discount,
            o.delivery_fee, o.total
       FROM orders o WHERE o.business_id = $1 AND (o.created_at AT TIME ZONE $2)::date = $3::date ORDER BY o.id`,
    [b.id, b.time_zone, date],
  );
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
  ];
  const money = new Set(['subtotal', 'discount', 'delivery_fee', 'total']);
  const cell = (row: Record<string, string | number>, c: string) =>
    money.has(c) ? toMajorUnits(Number(row[c]), b.currency) : row[c];
  return `\uFEFF${stringify([columns, ...rows.map((row) => columns.map((c) => cell(row, c)))])}`;
}
