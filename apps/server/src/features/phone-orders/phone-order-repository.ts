import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import type { NewOrder, NewOrderLine, OrderRow } from '../orders/order-repository.ts';

/** The business's branches with their tables and delivery areas: what the phone-order page offers. */
export async function listPhoneOrderBranches(db: Db, businessId: number, branchId: number | null) {
  const where = branchId === null ? undefined : eq(s.branches.id, branchId);
  const [branches, tables, areas] = await Promise.all([
    db
      .select({ id: s.branches.id, name: s.branches.name })
      .from(s.branches)
      .where(and(eq(s.branches.businessId, businessId), where))
      .orderBy(asc(s.branches.sort), asc(s.branches.id)),
    db
      .select({ id: s.diningTables.id, name: s.diningTables.name, branchId: s.diningTables.branchId })
      .from(s.diningTables)
      .where(and(eq(s.diningTables.businessId, businessId), isNull(s.diningTables.retiredAt)))
      .orderBy(asc(s.diningTables.id)),
    db
      .select({ id: s.areas.id, name: s.areas.name, branchId: s.zones.branchId })
      .from(s.areas)
      .innerJoin(s.zones, eq(s.zones.id, s.areas.zoneId))
      .where(and(eq(s.areas.businessId, businessId), eq(s.zones.visible, true)))
      .orderBy(asc(s.areas.id)),
  ]);
  return { branches, tables, areas };
}

/** A table of this business and branch, with the token an order names it by (ADR 749), or null. */
export async function findBranchTable(db: Db, businessId: number, branchId: number, tableId: number) {
  const [row] = await db
    .select({ token: s.diningTables.qrToken })
    .from(s.diningTables)
    .where(
      and(
        eq(s.diningTables.id, tableId),
        eq(s.diningTables.businessId, businessId),
        eq(s.diningTables.branchId, branchId),
        isNull(s.diningTables.retiredAt),
      ),
    );
  return row ?? null;
}

/** Whether the branch is this business's. */
export async function branchOfBusiness(db: Db, businessId: number, branchId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: s.branches.id })
    .from(s.branches)
    .where(and(eq(s.branches.id, branchId), eq(s.branches.businessId, businessId)));
  return !!row;
}

/** The order of this business, locked for the rest of the transaction (ADR 1476), or null. */
export async function lockBusinessOrder(
  tx: Db,
  businessId: number,
  orderId: number,
): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(s.orders)
    .where(and(eq(s.orders.id, orderId), eq(s.orders.businessId, businessId)))
    .for('update');
  return row ?? null;
}

export async function countRefunds(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(s.orderRefunds)
    .where(eq(s.orderRefunds.orderId, orderId));
  return row?.n ?? 0;
}

/** The order's figures and lines as priced again (ADR 1476): its lines replaced, in one transaction. */
export async function writeRepricedOrder(
  tx: Db,
  businessId: number,
  orderId: number,
  order: NewOrder,
  lines: NewOrderLine[],
): Promise<void> {
  await tx
    .update(s.orders)
    .set({
      subtotal: order.subtotal,
      itemDiscount: order.itemDiscount,
      couponDiscount: order.couponDiscount,
      exclusiveTax: order.exclusiveTax,
      inclusiveTax: order.inclusiveTax,
      deliveryFee: order.deliveryFee,
      tip: order.tip ?? 0,
      total: order.total,
      taxes: order.taxes ?? [],
      couponCode: order.couponCode ?? null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(s.orders.id, orderId), eq(s.orders.businessId, businessId)));
  await tx.delete(s.orderLines).where(eq(s.orderLines.orderId, orderId));
  await tx.insert(s.orderLines).values(lines.map((l) => ({ ...l, orderId })));
}
