import type { StaffOrder, StaffOrdersResponse } from '@sufra/contract';
import {
  busyMinutes,
  memberCoversBranch,
  nextStatuses,
  type OrderFlowState,
  type OrderStatus,
  type OrderType,
  operationTypeOf,
  readyPromiseProblem,
  statusTransitionProblem,
} from '@sufra/domain';
import { eq } from 'drizzle-orm';
import type { StaffMember } from '../../platform/auth/identity.ts';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { Conflict, Invalid, NotFound } from '../../platform/failures.ts';
import { pickText, resolveLocale } from '../../platform/localize.ts';
import { operationsOf } from '../catalog/branch-operations.ts';
import { describeProblem } from '../orders/order-problems.ts';
import {
  findOrder,
  findOrderLines,
  listBoardOrders,
  type OrderLineRow,
  type OrderRow,
  updateOrderStatus,
} from '../orders/order-repository.ts';
import { toOrderView } from '../orders/order-view.ts';
import { arrivals } from '../pickup/arrival.ts';
import { findReservationIdsOfOrders } from '../reservations/reservation-repository.ts';
import { findBranchNames } from '../tenancy/business-heads.ts';

export type Staff = StaffMember;

/**
 * Whether the caller may see this order (ADR 1370): of their business and, for a member bound to
 * a branch, of that branch. Anything else is the 404 of an order that does not exist.
 */
const sees = (staff: Staff, row: OrderRow | null | undefined): row is OrderRow =>
  !!row && row.businessId === staff.businessId && memberCoversBranch(staff.branchId, row.branchId);

const flowOf = (o: OrderRow): OrderFlowState => ({
  status: o.status as OrderStatus,
  order_type: o.orderType as OrderType,
  payment_state: o.paymentState as OrderFlowState['payment_state'],
});

export function createStaffService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  /** The branch's busy minutes for a selling type now (0 when not busy; ADR 1080, 1160). */
  async function busyExtra(branchId: number, sellingType: string): Promise<number> {
    const type = operationTypeOf(sellingType);
    if (!type) return 0;
    const [branch] = await db
      .select({ settings: s.branches.settings })
      .from(s.branches)
      .where(eq(s.branches.id, branchId));
    return busyMinutes(operationsOf(branch?.settings), type, deps.now());
  }

  async function toStaffOrders(staff: Staff, rows: OrderRow[], locale?: string): Promise<StaffOrder[]> {
    const ids = rows.map((r) => r.id);
    const [lines, branches, arrived, bookings] = await Promise.all([
      findOrderLines(db, ids),
      findBranchNames(db, staff.businessId, [...new Set(rows.map((r) => r.branchId))]),
      arrivals(db, ids),
      findReservationIdsOfOrders(db, ids),
    ]);
    const arrivedAt = new Map(arrived.map((a) => [a.orderId, new Date(a.at).toISOString()]));
    const texts = { locale: resolveLocale(locale, staff.locales), fallback: staff.locales[0] ?? 'en' };
    const names = new Map(branches.map((b) => [b.id, pickText(b.name, texts.locale, texts.fallback)]));
    const byOrder = new Map<number, OrderLineRow[]>();
    for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
    return rows.map((r) => ({
      ...toOrderView(r, staff.referenceId, texts, { lines: byOrder.get(r.id) ?? [] }),
      branch_name: names.get(r.branchId) ?? '',
      next_statuses: nextStatuses(flowOf(r)) as StaffOrder['next_statuses'],
      arrived_at: arrivedAt.get(r.id) ?? null,
      reservation_id: bookings.get(r.id) ?? null,
    }));
  }

  return {
    async board(staff: Staff, scope: 'live' | 'recent', locale?: string): Promise<StaffOrdersResponse> {
      const rows = await listBoardOrders(db, staff.businessId, scope, staff.branchId);
      const texts = { locale: resolveLocale(locale, staff.locales), fallback: staff.locales[0] ?? 'en' };
      return {
        error: 0,
        business: {
          reference_id: staff.referenceId,
          name: pickText(staff.name, texts.locale, texts.fallback),
          currency: staff.currency,
          time_zone: staff.timeZone,
        },
        orders: await toStaffOrders(staff, rows, locale),
      };
    },

    async order(staff: Staff, orderId: number, locale?: string): Promise<StaffOrder> {
      const row = await findOrder(db, orderId);
      if (!sees(staff, row)) throw new NotFound('Order not found');
      const [order] = await toStaffOrders(staff, [row], locale);
      return order as StaffOrder;
    },

    /**
     * Moves an order along the transition table (ADR 401); refusals are 409 with the domain's code.
     * Acceptance may carry the restaurant's time promise (ADR 1040): minutes with any other status
     * are a bad request.
     */
    async setStatus(
      staff: Staff,
      orderId: number,
      to: OrderStatus,
      locale?: string,
      readyInMinutes?: number,
    ): Promise<StaffOrder> {
      const promise = readyPromiseProblem(to, readyInMinutes);
      if (promise) {
        throw new Invalid(
          promise === 'READY_MINUTES_ONLY_WHEN_ACCEPTING'
            ? 'ready_in_minutes goes with accepting an order only'
            : 'ready_in_minutes must be a whole number from 1 to 240',
          undefined,
          promise,
        );
      }
      const row = await findOrder(db, orderId);
      if (!sees(staff, row)) throw new NotFound('Order not found');
      const problem = statusTransitionProblem(flowOf(row), to);
      if (problem) {
        const described = describeProblem(problem);
        throw new Conflict(problem.code, described.message, { problems: [described] });
      }
      // Busy mode's extra minutes for the order's type join the promise (ADR 1160): the board's
      // "Ready in" choices are the kitchen's usual times, as a zone's time is for delivery.
      const promised =
        readyInMinutes === undefined
          ? undefined
          : readyInMinutes + (await busyExtra(row.branchId, row.sellingType));
      const updated = await updateOrderStatus(
        db,
        staff.businessId,
        orderId,
        row.status,
        to,
        'staff',
        promised,
      );
      if (!updated) throw new Conflict('STATUS_CHANGED', 'The order changed meanwhile; reload it');
      const [order] = await toStaffOrders(staff, [updated], locale);
      return order as StaffOrder;
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
