import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

/** How many businesses one answer lists (the newest first; a search narrows them). */
export const OPERATOR_LIST_LIMIT = 50;

export type OperatorBusinessDbRow = {
  id: number;
  reference_id: string;
  name: Record<string, string>;
  locales: string[];
  created_at: Date | string;
  suspended_at: Date | string | null;
  suspended_reason: string | null;
  owners: { name: string; phone: string }[];
  orders_24h: number;
  last_order_at: Date | string | null;
  country_code: string;
  otp_countries: string[] | null;
  otp_daily_budget: number | null;
  codes_24h: number;
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What a search matches (ADR 1200): a reference or a name in any language by its letters, and —
 * with four digits or more — an owner's phone by its digits (the owner who calls is found by their
 * number, which the list then shows masked).
 */
function matching(q: string) {
  const text = q.trim();
  if (!text) return sql`TRUE`;
  const like = likePattern(text);
  const digits = text.replace(/\D/g, '');
  const byPhone =
    digits.length >= 4
      ? sql`OR EXISTS (SELECT 1 FROM staff_members m WHERE m.business_id = b.id AND m.role = 'owner'
                       AND m.phone LIKE ${likePattern(digits)})`
      : sql``;
  return sql`(b.reference_id ILIKE ${like}
    OR EXISTS (SELECT 1 FROM jsonb_each_text(b.name) n WHERE n.value ILIKE ${like}) ${byPhone})`;
}

/** Where a business's codes may go and how many a day (ADR 1388), as its settings hold them. */
const codeSettings = sql`CASE WHEN jsonb_typeof(b.settings->'otp_countries') = 'array'
    THEN ARRAY(SELECT jsonb_array_elements_text(b.settings->'otp_countries')) END AS otp_countries,
  CASE WHEN jsonb_typeof(b.settings->'otp_daily_budget') = 'number'
    THEN (b.settings->>'otp_daily_budget')::int END AS otp_daily_budget`;

/**
 * The platform's businesses for its operators, newest first, with their owners and their last
 * day's orders. The orders are counted per listed business over its `orders_business_live` index
 * range (at most OPERATOR_LIST_LIMIT of them per answer): no index of its own on the hot table.
 */
export async function listOperatorBusinesses(db: Db, q: string, now: Date, referenceId?: string) {
  const since = new Date(now.getTime() - 24 * 3600_000);
  const where = referenceId ? sql`b.reference_id = ${referenceId}` : matching(q);
  // The page is chosen first, so only its businesses' orders are read.
  const { rows } = await db.execute<OperatorBusinessDbRow & { total: number }>(sql`
    WITH page AS (
      SELECT b.id, b.reference_id, b.name, b.locales, b.created_at, b.suspended_at, b.suspended_reason,
             b.country_code, ${codeSettings},
             count(*) OVER ()::int AS total
      FROM businesses b WHERE ${where}
      ORDER BY b.created_at DESC, b.id DESC
      LIMIT ${OPERATOR_LIST_LIMIT})
    SELECT p.*,
      COALESCE((SELECT json_agg(json_build_object('name', m.name, 'phone', m.phone) ORDER BY m.id)
                FROM staff_members m WHERE m.business_id = p.id AND m.role = 'owner'), '[]'::json) AS owners,
      o.orders_24h, o.last_order_at,
      (SELECT count(*)::int FROM otp_requests r
        WHERE r.business_id = p.id AND r.created_at > ${since.toISOString()}::timestamptz) AS codes_24h
    FROM page p
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE created_at > ${since.toISOString()}::timestamptz)::int AS orders_24h,
             max(created_at) AS last_order_at
      FROM orders WHERE business_id = p.id) o
    ORDER BY p.created_at DESC, p.id DESC`);
  return { rows, total: rows[0]?.total ?? 0 };
}

/** The business's suspension as it stands, under its row's lock (two operators at once: one wins). */
export async function lockSuspension(db: Db, referenceId: string) {
  const { rows } = await db.execute<{
    id: number;
    suspended_at: Date | string | null;
    suspended_reason: string | null;
  }>(
    sql`SELECT id, suspended_at, suspended_reason FROM businesses WHERE reference_id = ${referenceId} FOR UPDATE`,
  );
  return rows[0] ?? null;
}

/**
 * Suspends (a time and a reason) or lifts (nulls) a business. The business row's triggers move its
 * version and NOTIFY every instance, so open storefronts refuse — or serve again — at once (ADR 310).
 */
export async function setSuspension(db: Db, id: number, at: Date | null, reason: string | null) {
  await db.execute(
    sql`UPDATE businesses SET suspended_at = ${at ? at.toISOString() : null}::timestamptz,
        suspended_reason = ${reason} WHERE id = ${id}`,
  );
}

/** A business's code settings as they stand, under its row's lock (ADR 1388). */
export async function lockCodeSettings(db: Db, referenceId: string) {
  const { rows } = await db.execute<{
    id: number;
    otp_countries: string[] | null;
    otp_daily_budget: number | null;
  }>(sql`SELECT b.id, ${codeSettings} FROM businesses b WHERE b.reference_id = ${referenceId} FOR UPDATE`);
  return rows[0] ?? null;
}

/** Writes them: an empty list or no number removes the key (the business's country, the installation's budget). */
export async function setCodeSettings(
  db: Db,
  businessId: number,
  countries: string[] | null,
  dailyBudget: number | null,
) {
  const list = countries ? JSON.stringify(countries) : null;
  await db.execute(sql`UPDATE businesses SET settings =
      (COALESCE(settings, '{}'::jsonb) - 'otp_countries' - 'otp_daily_budget')
      || CASE WHEN ${list}::jsonb IS NULL THEN '{}'::jsonb
              ELSE jsonb_build_object('otp_countries', ${list}::jsonb) END
      || CASE WHEN ${dailyBudget}::int IS NULL THEN '{}'::jsonb
              ELSE jsonb_build_object('otp_daily_budget', ${dailyBudget}::int) END
    WHERE id = ${businessId}`);
}
