import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { TABLE_COLUMNS, type TableRow } from '../tables/table-repository.ts';

export type ReservationRow = typeof s.reservations.$inferSelect;
export type NewReservation = typeof s.reservations.$inferInsert;

/** Statuses that hold a table or covers (ADR 801). */
const HOLDING = [0, 1];
/** Key space of the branch's booking lock (ADR 801): pg_advisory_xact_lock(8180, branch_id). */
const LOCK_SPACE = 8180;

/**
 * Takes the branch's booking lock for the rest of the transaction, if it is free: the caller does
 * not wait on the lock while holding a pooled connection (under a burst, waiting holders would
 * starve the pool), it rolls back and tries again shortly.
 */
export async function tryLockBranchBookings(tx: Db, branchId: number): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`SELECT pg_try_advisory_xact_lock(${LOCK_SPACE}, ${branchId}) AS locked`,
  );
  return result.rows[0]?.locked === true;
}

/** Bookings of the branch that hold a place and whose stay overlaps [from, to). */
export async function listHolding(db: Db, branchId: number, from: Date, to: Date) {
  return db
    .select({
      start: s.reservations.startsAt,
      end: s.reservations.endsAt,
      party: s.reservations.party,
      tableId: s.reservations.tableId,
    })
    .from(s.reservations)
    .where(
      and(
        eq(s.reservations.branchId, branchId),
        inArray(s.reservations.status, HOLDING),
        lt(s.reservations.startsAt, to),
        gt(s.reservations.endsAt, from),
      ),
    );
}

export async function findTablesByIds(db: Db, ids: number[]): Promise<TableRow[]> {
  if (ids.length === 0) return [];
  return db.select(TABLE_COLUMNS).from(s.diningTables).where(inArray(s.diningTables.id, ids));
}

/** The raw `settings.reservation` of a branch (read with defaults by the service, ADR 005). */
export async function findBranchReservationSettings(db: Db, branchId: number): Promise<unknown> {
  const [row] = await db
    .select({ settings: s.branches.settings })
    .from(s.branches)
    .where(eq(s.branches.id, branchId));
  return (row?.settings as Record<string, unknown> | undefined)?.reservation;
}

/** Inserts the booking and its first event (the NOTIFY fires at commit). */
export async function insertReservation(tx: Db, row: NewReservation): Promise<ReservationRow> {
  const [created] = await tx.insert(s.reservations).values(row).returning();
  if (!created) throw new Error('reservation insert returned nothing');
  await tx.insert(s.reservationEvents).values({
    businessId: created.businessId,
    reservationId: created.id,
    kind: 'placed',
    status: created.status,
    actor: 'customer',
  });
  return created;
}

export async function findReservation(db: Db, id: number): Promise<ReservationRow | null> {
  const [row] = await db.select().from(s.reservations).where(eq(s.reservations.id, id));
  return row ?? null;
}

/** A booking by what a diner's path names: its public reference, or an older link's id (ADR 1494). */
export async function findReservationOfKey(db: Db, key: number | string): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(s.reservations)
    .where(typeof key === 'number' ? eq(s.reservations.id, key) : eq(s.reservations.publicRef, key));
  return row ?? null;
}

export async function findReservationByKey(db: Db, businessId: number, key: string) {
  const [row] = await db
    .select()
    .from(s.reservations)
    .where(and(eq(s.reservations.businessId, businessId), eq(s.reservations.idempotencyKey, key)));
  return row ?? null;
}

/** The booking a pre-order belongs to, if any (the payment's return lands on it, ADR 800). */
export async function findReservationOfOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({ id: s.reservations.id, publicRef: s.reservations.publicRef, token: s.reservations.token })
    .from(s.reservations)
    .where(eq(s.reservations.orderId, orderId));
  return row ?? null;
}

/** The bookings of these pre-orders, by order id: the staff board tags an order with its booking (ADR 806). */
export async function findReservationIdsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ id: s.reservations.id, orderId: s.reservations.orderId })
    .from(s.reservations)
    .where(inArray(s.reservations.orderId, orderIds));
  return new Map(rows.flatMap((r) => (r.orderId === null ? [] : [[r.orderId, r.id] as const])));
}

/**
 * Moves a booking from `from` to `to` with its event, in the caller's transaction. Conditional on
 * the status read: of two concurrent changes one wins, the other gets null (ADR 802).
 */
export async function updateReservationStatus(
  tx: Db,
  id: number,
  from: number,
  to: number,
  actor: string,
  reason: string | null,
): Promise<ReservationRow | null> {
  const [row] = await tx
    .update(s.reservations)
    .set({ status: to, updatedAt: sql`now()`, ...(reason ? { reason } : {}) })
    .where(and(eq(s.reservations.id, id), eq(s.reservations.status, from)))
    .returning();
  if (!row) return null;
  await tx.insert(s.reservationEvents).values({
    businessId: row.businessId,
    reservationId: row.id,
    kind: 'status',
    status: to,
    actor,
    reason,
  });
  return row;
}

/** The booking's last event, and its place among the booking's events (ADR 1493). */
export async function findReservationSnapshot(db: Db, id: number) {
  const [row] = await db
    .select({
      place: sql<number>`(SELECT count(*) FROM reservation_events e WHERE e.reservation_id = ${id})::int`,
      status: s.reservationEvents.status,
      at: s.reservationEvents.createdAt,
    })
    .from(s.reservationEvents)
    .where(eq(s.reservationEvents.reservationId, id))
    .orderBy(desc(s.reservationEvents.id))
    .limit(1);
  return row ?? null;
}

export type CustomerFilter = {
  scope: 'upcoming' | 'past' | 'all';
  statuses: number[] | null;
  now: Date;
  limit: number;
  offset: number;
};

/** A customer's bookings: upcoming soonest first, past (and all) newest first. */
export async function listCustomerReservations(
  db: Db,
  businessId: number,
  userId: number,
  f: CustomerFilter,
) {
  const conditions = [eq(s.reservations.businessId, businessId), eq(s.reservations.userId, userId)];
  if (f.scope === 'upcoming') conditions.push(gt(s.reservations.endsAt, f.now));
  if (f.scope === 'past') conditions.push(lte(s.reservations.endsAt, f.now));
  if (f.statuses?.length) conditions.push(inArray(s.reservations.status, f.statuses));
  return db
    .select()
    .from(s.reservations)
    .where(and(...conditions))
    .orderBy(f.scope === 'upcoming' ? asc(s.reservations.startsAt) : desc(s.reservations.startsAt))
    .limit(f.limit)
    .offset(f.offset);
}

/**
 * The board's bookings: live = waiting or accepted and not long past (from 6 hours ago), soonest
 * first; recent = the last 100 changed.
 */
export async function listBoardReservations(db: Db, businessId: number, scope: 'live' | 'recent', now: Date) {
  if (scope === 'recent') {
    return db
      .select()
      .from(s.reservations)
      .where(eq(s.reservations.businessId, businessId))
      .orderBy(desc(s.reservations.updatedAt))
      .limit(100);
  }
  const since = new Date(now.getTime() - 6 * 3_600_000);
  return db
    .select()
    .from(s.reservations)
    .where(
      and(
        eq(s.reservations.businessId, businessId),
        or(eq(s.reservations.status, 0), and(eq(s.reservations.status, 1), gt(s.reservations.endsAt, since))),
      ),
    )
    .orderBy(asc(s.reservations.startsAt))
    .limit(200);
}

/**
 * The bookings that start in [from, to) — one local day of the business (ADR 1488) — of one
 * branch when the reader is bound to it, every status, by start time.
 */
export async function listDayReservations(
  db: Db,
  businessId: number,
  range: { from: Date; to: Date },
  branchId: number | null,
  limit = 500,
) {
  return db
    .select()
    .from(s.reservations)
    .where(
      and(
        eq(s.reservations.businessId, businessId),
        gte(s.reservations.startsAt, range.from),
        lt(s.reservations.startsAt, range.to),
        branchId === null ? undefined : eq(s.reservations.branchId, branchId),
      ),
    )
    .orderBy(asc(s.reservations.startsAt), asc(s.reservations.id))
    .limit(limit);
}

/** What a reservation view needs of its business: reference, languages, time zone. */
export async function findBusinessHead(db: Db, businessId: number) {
  const [row] = await db
    .select({
      referenceId: s.businesses.referenceId,
      locales: s.businesses.locales,
      timeZone: s.businesses.timeZone,
      countryCode: s.businesses.countryCode,
      settings: s.businesses.settings,
    })
    .from(s.businesses)
    .where(eq(s.businesses.id, businessId));
  return row ?? null;
}
