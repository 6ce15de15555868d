import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';

/**
 * The business of a back-office URL, or null. A suspended one is found: its team keeps reading and
 * running their back office, with the platform's reason shown (ADR 1200).
 */
export async function findAdminBusiness(db: Db, referenceId: string) {
  const [row] = await db
    .select({
      id: s.businesses.id,
      referenceId: s.businesses.referenceId,
      name: s.businesses.name,
      locales: s.businesses.locales,
      currency: s.businesses.currency,
      timeZone: s.businesses.timeZone,
      countryCode: s.businesses.countryCode,
      suspendedAt: s.businesses.suspendedAt,
      suspendedReason: s.businesses.suspendedReason,
      publishedAt: s.businesses.publishedAt,
    })
    .from(s.businesses)
    .where(eq(s.businesses.referenceId, referenceId))
    .limit(1);
  return row ?? null;
}
export type AdminBusinessRow = NonNullable<Awaited<ReturnType<typeof findAdminBusiness>>>;

export async function listBranches(db: Db, businessId: number) {
  return db
    .select({ id: s.branches.id, name: s.branches.name, lat: s.branches.lat, lng: s.branches.lng })
    .from(s.branches)
    .where(eq(s.branches.businessId, businessId))
    .orderBy(s.branches.sort, s.branches.id);
}

export async function findMemberByPhone(db: Db, businessId: number, phone: string) {
  const [row] = await db
    .select()
    .from(s.staffMembers)
    .where(and(eq(s.staffMembers.businessId, businessId), eq(s.staffMembers.phone, phone)))
    .limit(1);
  return row ?? null;
}
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMemberByPhone>>>;

/** Adds a member, or changes the role of the one with that phone (the CLI and the seed). */
export async function upsertMember(
  db: Db,
  member: { businessId: number; phone: string; name: string; role: string; branchId?: number | null },
) {
  const [row] = await db
    .insert(s.staffMembers)
    .values({ ...member, branchId: member.branchId ?? null })
    .onConflictDoUpdate({
      target: [s.staffMembers.businessId, s.staffMembers.phone],
      set: { role: member.role, name: member.name, branchId: member.branchId ?? null },
    })
    .returning();
  if (!row) throw new Error('staff member upsert returned nothing');
  return row;
}

export async function insertAdminSession(db: Db, memberId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(s.adminSessions).values({ memberId, tokenHash, expiresAt });
}

/** A live session's member and business, by the token's hash. */
export async function findAdminSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: s.adminSessions.id,
      expiresAt: s.adminSessions.expiresAt,
      member: s.staffMembers,
      referenceId: s.businesses.referenceId,
    })
    .from(s.adminSessions)
    .innerJoin(s.staffMembers, eq(s.staffMembers.id, s.adminSessions.memberId))
    .innerJoin(s.businesses, eq(s.businesses.id, s.staffMembers.businessId))
    .where(
      and(
        eq(s.adminSessions.tokenHash, tokenHash),
        isNull(s.adminSessions.revokedAt),
        gt(s.adminSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function slideAdminSession(db: Db, sessionId: number, expiresAt: Date) {
  await db.update(s.adminSessions).set({ expiresAt }).where(eq(s.adminSessions.id, sessionId));
}

export async function revokeAdminSession(db: Db, tokenHash: string) {
  await db
    .update(s.adminSessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(s.adminSessions.tokenHash, tokenHash));
}

export type AuditEntry = {
  businessId: number;
  /** Null for a write by no member of the business (the platform's operator creating it, ADR 1161). */
  memberId: number | null;
  memberName: string;
  action: string;
  entity: string;
  entityId: number | null;
  before: unknown;
  after: unknown;
};

/** One audited write (ADR 1001): in the write's own transaction, so neither exists without the other. */
export async function insertAudit(db: Db, entry: AuditEntry) {
  await db.insert(s.adminAudit).values({
    ...entry,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
