import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import * as s from '../../platform/db/schema/index.ts';

export type OtpRequestRow = typeof s.otpRequests.$inferSelect;

/** The business a code request is for, with what sending needs (null: unknown). */
export async function findAccountBusiness(db: Db, by: { referenceId: string } | { id: number }) {
  const where = 'id' in by ? sql`id = ${by.id}` : sql`reference_id = ${by.referenceId}`;
  const { rows } = await db.execute<{
    id: number;
    user_id: number;
    name: Record<string, string>;
    locales: string[];
    country_code: string;
    disable_otp: boolean;
    whatsapp: boolean;
    suspended: boolean;
    /** Where codes may go (ISO 3166 codes); null: the business's own country (ADR 1321). */
    otp_countries: string[] | null;
    /** Codes this business may send a day, when the operator set one (ADR 1388). */
    otp_daily_budget: number | null;
  }>(sql`SELECT id, user_id, name, locales, country_code,
      CASE WHEN jsonb_typeof(settings->'otp_daily_budget') = 'number'
        THEN (settings->>'otp_daily_budget')::int END AS otp_daily_budget,
      CASE WHEN jsonb_typeof(settings->'otp_countries') = 'array'
        THEN ARRAY(SELECT jsonb_array_elements_text(settings->'otp_countries')) END AS otp_countries,
      COALESCE(settings->>'disable_otp', 'false') = 'true' AS disable_otp,
      COALESCE(settings->>'otp_whatsapp', 'true') <> 'false' AS whatsapp,
      suspended_at IS NOT NULL AS suspended
    FROM businesses WHERE ${where}`);
  return rows[0] ?? null;
}
export type AccountBusiness = NonNullable<Awaited<ReturnType<typeof findAccountBusiness>>>;

/** Earlier sends to a number and from an address within the last day (for the send limits). */
export async function recentSends(db: Db, phone: string, ipHash: string, since: Date) {
  const { rows } = await db.execute<{ at: Date; by_phone: boolean; by_ip: boolean }>(
    sql`SELECT created_at AS at, phone = ${phone} AS by_phone, ip_hash = ${ipHash} AS by_ip
        FROM otp_sends WHERE (phone = ${phone} OR ip_hash = ${ipHash}) AND created_at > ${since.toISOString()}`,
  );
  // The number's last sign-in by code (requests are pruned after a day, so this stays small).
  const verified = await db.execute<{ at: Date | null }>(
    sql`SELECT max(used_at) AS at FROM otp_requests WHERE phone = ${phone}`,
  );
  const verifiedAt = verified.rows[0]?.at;
  return {
    numberSends: rows.filter((r) => r.by_phone).map((r) => new Date(r.at)),
    ipSends: rows.filter((r) => r.by_ip).map((r) => new Date(r.at)),
    verifiedAt: verifiedAt ? new Date(verifiedAt) : null,
  };
}

/**
 * Records a send and creates or re-arms its request, in one transaction that first takes an
 * advisory lock on the number, so two concurrent sends cannot both pass the limits.
 */
export async function withNumberLock<T>(db: Db, phone: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return transaction(db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('otp:' || ${phone}))`);
    return work(tx);
  });
}

export async function insertSend(db: Db, phone: string, ipHash: string, at: Date) {
  await db.insert(s.otpSends).values({ phone, ipHash, createdAt: at });
}

export async function insertOtpRequest(db: Db, row: typeof s.otpRequests.$inferInsert) {
  await db.insert(s.otpRequests).values(row);
}

export async function findOtpRequest(db: Db, id: string): Promise<OtpRequestRow | null> {
  const [row] = await db.select().from(s.otpRequests).where(eq(s.otpRequests.id, id));
  return row ?? null;
}

/** A resend: the old code dies (a new one is made by the job), tries start again. */
export async function rearmOtpRequest(db: Db, id: string, channel: string) {
  await db
    .update(s.otpRequests)
    .set({
      channel,
      codeHash: null,
      codeSalt: null,
      sentAt: null,
      wrongTries: 0,
      delivery: 'queued',
      providerRef: null,
    })
    .where(and(eq(s.otpRequests.id, id), isNull(s.otpRequests.usedAt)));
}

/** The sending job stores the hash of the code it made (only while the request is open). */
export async function storeCode(db: Db, id: string, codeHash: string, codeSalt: string, sentAt: Date) {
  const rows = await db
    .update(s.otpRequests)
    .set({ codeHash, codeSalt, sentAt })
    .where(and(eq(s.otpRequests.id, id), isNull(s.otpRequests.usedAt)))
    .returning({ id: s.otpRequests.id });
  return rows.length > 0;
}

export async function setDelivery(
  db: Db,
  id: string,
  delivery: 'sent' | 'failed',
  providerRef?: string | null,
) {
  await db
    .update(s.otpRequests)
    .set({ delivery, ...(providerRef !== undefined ? { providerRef } : {}) })
    .where(eq(s.otpRequests.id, id));
}

/**
 * One wrong try, counted only while the code is open and under the limit: concurrent tries
 * cannot get past it (ADR 700). Returns the new count, or null when the code was already closed.
 */
export async function countWrongTry(db: Db, id: string, maxTries: number): Promise<number | null> {
  const [row] = await db
    .update(s.otpRequests)
    .set({ wrongTries: sql`${s.otpRequests.wrongTries} + 1` })
    .where(
      and(eq(s.otpRequests.id, id), isNull(s.otpRequests.usedAt), lt(s.otpRequests.wrongTries, maxTries)),
    )
    .returning({ wrongTries: s.otpRequests.wrongTries });
  return row?.wrongTries ?? null;
}

/**
 * Spends the code: only if it is still open, under the try limit, unexpired and still the code
 * that was compared (a resend in between replaced it). True for exactly one caller.
 */
export async function spendCode(
  db: Db,
  id: string,
  codeHash: string,
  maxTries: number,
  notSentBefore: Date,
  now: Date,
) {
  const rows = await db
    .update(s.otpRequests)
    .set({ usedAt: now })
    .where(
      and(
        eq(s.otpRequests.id, id),
        isNull(s.otpRequests.usedAt),
        lt(s.otpRequests.wrongTries, maxTries),
        eq(s.otpRequests.codeHash, codeHash),
        gt(s.otpRequests.sentAt, notSentBefore),
      ),
    )
    .returning({ id: s.otpRequests.id });
  return rows.length > 0;
}

/** Code requests and send records older than a day are of no use to anyone: they go. */
export async function pruneOtp(db: Db, before: Date) {
  await db.delete(s.otpRequests).where(lt(s.otpRequests.createdAt, before));
  await db.delete(s.otpSends).where(lt(s.otpSends.createdAt, before));
}

/** Whether a phone is a team member's of the business (the back office's members, ADR 1000). */
export async function isTeamPhone(db: Db, businessId: number, phone: string): Promise<boolean> {
  const { rows } = await db.execute(
    sql`SELECT 1 FROM staff_members WHERE business_id = ${businessId} AND phone = ${phone} LIMIT 1`,
  );
  return rows.length > 0;
}

/** Code requests a business made in the window (its daily budget, ADR 1321). */
export async function countBusinessRequests(db: Db, businessId: number, since: Date): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM otp_requests WHERE business_id = ${businessId} AND created_at > ${since.toISOString()}`,
  );
  return rows[0]?.n ?? 0;
}
