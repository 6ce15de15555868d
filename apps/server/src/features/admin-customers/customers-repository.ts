import type { AdminCustomer, NewsletterSignup } from '@sufra/contract/admin-customers';
import { OrderStatus } from '@sufra/domain';
import type pg from 'pg';

/**
 * The business's customers (ADR 1389): one row per phone number that ordered or signed in, from
 * its orders (guests included) and its accounts. Spend counts orders neither cancelled nor
 * rejected nor waiting for an online payment that never came, as the day's figures do (ADR 1022);
 * every figure is summed by PostgreSQL in integer minor units.
 */
const LOST = [OrderStatus.cancelled, OrderStatus.rejected];

const PEOPLE = `
  WITH o AS (
    SELECT phone, count(*)::int AS orders,
           COALESCE(sum(total) FILTER (WHERE status <> ALL($2::smallint[]) AND payment_state <> 'unpaid'), 0)::bigint AS spend,
           max(created_at) AS last_order_at,
           (array_agg(name ORDER BY id DESC))[1] AS order_name
      FROM orders WHERE business_id = $1 GROUP BY phone),
  people AS (
    SELECT COALESCE(o.phone, c.phone) AS phone,
           COALESCE(NULLIF(c.name, ''), o.order_name, '') AS name,
           c.id IS NOT NULL AS account,
           COALESCE(o.orders, 0) AS orders, COALESCE(o.spend, 0) AS spend, o.last_order_at,
           w.balance AS wallet
      FROM o
      FULL JOIN (SELECT * FROM customers WHERE business_id = $1) c ON c.phone = o.phone
      LEFT JOIN wallet_accounts w ON w.business_id = $1 AND w.customer_id = c.id AND w.kind = 'wallet')`;

/** `q`: a name's letters, or — with three digits or more — a phone's digits. */
function matching(q: string, at: number): { where: string; values: string[] } {
  const text = q.trim().slice(0, 100);
  if (!text) return { where: 'TRUE', values: [] };
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 3)
    return { where: `(name ILIKE $${at} OR phone LIKE $${at + 1})`, values: [like, `%${digits}%`] };
  return { where: `name ILIKE $${at}`, values: [like] };
}

type Row = Omit<AdminCustomer, 'spend' | 'wallet' | 'last_order_at'> & {
  spend: string;
  wallet: string | null;
  last_order_at: Date | null;
};

const view = (r: Row): AdminCustomer => ({
  phone: r.phone,
  name: r.name,
  account: r.account,
  orders: r.orders,
  spend: Number(r.spend),
  last_order_at: r.last_order_at ? new Date(r.last_order_at).toISOString() : null,
  wallet: r.wallet === null ? null : Number(r.wallet),
});

export async function listCustomers(
  pool: pg.Pool,
  businessId: number,
  q: string,
  page: { offset: number; limit: number },
): Promise<{ customers: AdminCustomer[]; total: number }> {
  const m = matching(q, 5);
  const { rows } = await pool.query<Row & { total: number }>(
    `${PEOPLE}
     SELECT *, count(*) OVER ()::int AS total FROM people WHERE ${m.where}
      ORDER BY last_order_at DESC NULLS LAST, phone LIMIT $3 OFFSET $4`,
    [businessId, LOST, page.limit, page.offset, ...m.values],
  );
  return { customers: rows.map(view), total: rows[0]?.total ?? 0 };
}

/** Every customer, for the CSV (a restaurant's customers fit in memory: thousands, not millions). */
export async function allCustomers(pool: pg.Pool, businessId: number): Promise<AdminCustomer[]> {
  const { rows } = await pool.query<Row>(
    `${PEOPLE} SELECT * FROM people ORDER BY last_order_at DESC NULLS LAST, phone`,
    [businessId, LOST],
  );
  return rows.map(view);
}

export async function newsletterSignups(
  pool: pg.Pool,
  businessId: number,
  limit: number | null,
): Promise<{ total: number; signups: NewsletterSignup[] }> {
  const { rows } = await pool.query<{ email: string; locale: string; created_at: Date; total: number }>(
    `SELECT email, locale, created_at, count(*) OVER ()::int AS total FROM newsletter_subscribers
      WHERE business_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [businessId, limit],
  );
  return {
    total: rows[0]?.total ?? 0,
    signups: rows.map((r) => ({
      email: r.email,
      locale: r.locale,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}

/** The business's id and currency by its reference (null: none). */
export async function businessOf(pool: pg.Pool, ref: string) {
  const { rows } = await pool.query<{ id: number; currency: string }>(
    'SELECT id, currency FROM businesses WHERE reference_id = $1',
    [ref],
  );
  return rows[0] ?? null;
}
