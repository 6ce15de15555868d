import { OrderStatus, type SlotLoad } from '@sufra/domain';
import { and, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';

// The orders a branch has promised per time slot (ADR 1433): live scheduled orders — not rejected,
// not cancelled — counted by their start, read for the storefront's slots and, under the branch's
// slot lock, by an order about to take one.

/** Key space of the branch's scheduled-orders lock: pg_advisory_xact_lock(8181, branch_id). */
const LOCK_SPACE = 8181;

/**
 * Orders for a capped branch's slots are decided one at a time: the count and the insert run under
 * this lock, so two diners never both take a slot's last place.
 */
export async function lockBranchSlots(tx: Db, branchId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, ${branchId})`);
}

/** Live scheduled orders of the branch starting in [from, to), by start instant. */
export async function slotLoad(
  db: Db,
  businessId: number,
  branchId: number,
  from: Date,
  to: Date,
): Promise<SlotLoad> {
  const rows = await db
    .select({ at: s.orders.scheduledAt, count: sql<number>`count(*)::int` })
    .from(s.orders)
    .where(
      and(
        eq(s.orders.businessId, businessId),
        eq(s.orders.branchId, branchId),
        gte(s.orders.scheduledAt, from),
        lt(s.orders.scheduledAt, to),
        notInArray(s.orders.status, [OrderStatus.rejected, OrderStatus.cancelled]),
      ),
    )
    .groupBy(s.orders.scheduledAt);
  return rows.flatMap((r) => (r.at ? [{ at: r.at.getTime(), count: r.count }] : []));
}
