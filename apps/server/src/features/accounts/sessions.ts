import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';

/** A session ends after this long without use; every use moves the end (sliding, ADR 702). */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60_000;
/** Moving the end costs a write: done at most this often per session. */
const SLIDE_EVERY_MS = 60 * 60_000;

/** Customer session tokens: a recognisable prefix and 256 random bits; only the sha256 is stored. */
export const SESSION_TOKEN_PREFIX = 'sfs_';
const looksLikeSession = (token: string) => token.startsWith(SESSION_TOKEN_PREFIX) && token.length >= 40;

export async function issueSession(db: Db, customerId: number, businessId: number, now: Date) {
  const token = `${SESSION_TOKEN_PREFIX}${randomToken(32)}`;
  await db.insert(s.customerSessions).values({
    customerId,
    businessId,
    tokenHash: sha256(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  return { token, expiresIn: Math.round(SESSION_IDLE_MS / 1000) };
}

export type SessionCaller = { sessionId: number; customerId: number; businessId: number };

/**
 * Who a bearer token is: a live, unexpired, unrevoked session (and its account and business).
 * The session's end slides forward when it is used.
 */
export async function resolveSession(db: Db, token: string, now: Date): Promise<SessionCaller | null> {
  if (!looksLikeSession(token)) return null;
  const [row] = await db
    .select({
      sessionId: s.customerSessions.id,
      customerId: s.customerSessions.customerId,
      businessId: s.customerSessions.businessId,
      lastUsedAt: s.customerSessions.lastUsedAt,
    })
    .from(s.customerSessions)
    .where(
      and(
        eq(s.customerSessions.tokenHash, sha256(token)),
        isNull(s.customerSessions.revokedAt),
        gt(s.customerSessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() >= SLIDE_EVERY_MS) {
    await db
      .update(s.customerSessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) })
      .where(eq(s.customerSessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, customerId: row.customerId, businessId: row.businessId };
}

/** Sign-out: the session of this token, and only it. */
export async function revokeSessionByToken(db: Db, token: string, now: Date) {
  await db
    .update(s.customerSessions)
    .set({ revokedAt: now })
    .where(and(eq(s.customerSessions.tokenHash, sha256(token)), isNull(s.customerSessions.revokedAt)));
}

/** Every session of an account: sign-out everywhere, a phone change, a deletion (ADR 702). */
export async function revokeAllSessions(db: Db, customerId: number, now: Date) {
  await db
    .update(s.customerSessions)
    .set({ revokedAt: now })
    .where(and(eq(s.customerSessions.customerId, customerId), isNull(s.customerSessions.revokedAt)));
}
