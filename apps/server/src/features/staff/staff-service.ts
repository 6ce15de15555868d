import type { StaffOrder, StaffOrdersResponse } from '@sufra/contract';
import {
  busyMinutes,
  memberCoversBranch,
  nextStatuses,
  type OrderFlowState,
  type OrderStatus,
  type OrderType,
  operationTypeOf,
  type RefundProblem,
  readyPromiseProblem,
  refundableAmount,
  roleCan,
  OrderStatus as Status,
  statusTransitionProblem,
} from '@sufra/domain';
import { eq } from 'drizzle-orm';
import type { StaffMember } from '../../platform/auth/identity.ts';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/failures.ts';
import { pickText, resolveLocale } from '../../platform/localize.ts';
import { operationsOf } from '../catalog/branch-operations.ts';
import { describeProblem } from '../orders/order-problems.ts';
import {
  findOrder,
  findOrderLines,
  listBoardOrders,
  type OrderLineRow,
  type OrderMoved,
  type OrderRow,
  updateOrderStatus,
} from '../orders/order-repository.ts';
import { toStaffOrderView } from '../orders/order-view.ts';
import { createRefund, listRefundsOfOrders, paidAmounts } from '../payments/refund-repository.ts';
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

const REFUND_MESSAGES: Record<RefundProblem, string> = {
  REFUND_NOTHING_PAID: 'Nothing was paid for this order yet',
  REFUND_AMOUNT_INVALID: 'The amount must be a whole number of minor units, at least 1',
  REFUND_EXCEEDS_PAID: 'That is more than what is left to refund of this order',
  REFUND_LINE_UNKNOWN: 'That line is not part of this order',
  REFUND_LINE_QUANTITY: 'That quantity is more than the line has',
};

/** Owners and managers refund (ADR 1430); a kitchen tablet and the staff role do not. */
const mayRefund = (staff: Staff) => staff.role !== 'device' && roleCan(staff.role, 'orders.refund');

/** What is still refundable of a cash order handed over: its total (ADR 1430). */
const cashPaid = (r: OrderRow) => (r.paymentState === 'none' && r.status === Status.delivered ? r.total : 0);

export function createStaffService(deps: {
  db: Db;
  now: () => Date;
  /** Sends an order refund to its gateway through the job queue (ADR 1430). */
  sendRefund?: ((refundId: number) => Promise<void>) | undefined;
  /** In each move's transaction: a phone order's status message (ADR 1478). */
  onMoved?: OrderMoved | undefined;
}) {
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
    const [lines, branches, arrived, bookings, refunds, paid] = await Promise.all([
      findOrderLines(db, ids),
      findBranchNames(db, staff.businessId, [...new Set(rows.map((r) => r.branchId))]),
      arrivals(db, ids),
      findReservationIdsOfOrders(db, ids),
      listRefundsOfOrders(db, ids),
      paidAmounts(db, ids),
    ]);
    const arrivedAt = new Map(arrived.map((a) => [a.orderId, new Date(a.at).toISOString()]));
    const texts = { locale: resolveLocale(locale, staff.locales), fallback: staff.locales[0] ?? 'en' };
    const names = new Map(branches.map((b) => [b.id, pickText(b.name, texts.locale, texts.fallback)]));
    const byOrder = new Map<number, OrderLineRow[]>();
    for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
    return rows.map((r) => ({
      ...toStaffOrderView(r, staff.referenceId, texts, { lines: byOrder.get(r.id) ?? [], refunds }),
      branch_name: names.get(r.branchId) ?? '',
      next_statuses: nextStatuses(flowOf(r)) as StaffOrder['next_statuses'],
      arrived_at: arrivedAt.get(r.id) ?? null,
      reservation_id: bookings.get(r.id) ?? null,
      // Taken by staff for a caller (ADR 1475): the board marks it.
      phone_order: r.source === 'phone',
      refundable: refundableAmount(
        paid.get(r.id) ?? cashPaid(r),
        refunds.filter((x) => x.orderId === r.id),
      ),
    }));
  }

  /** The order's gateway refunds still to ask for, to the job queue. */
  async function sendPendingRefunds(orderId: number) {
    for (const r of await listRefundsOfOrders(db, [orderId]))
      if (r.via === 'gateway' && r.status === 'pending' && !r.refundRef) await deps.sendRefund?.(r.id);
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
          can_refund: mayRefund(staff),
        },
        orders: await toStaffOrders(staff, rows, locale),
      };
    },

    /**
     * Several orders moved at once (ADR 1431): each by `setStatus`, so each is checked as
     * one tap would be (its business and branch, its transition, its promise), one after the other.
     * A refused order does not stop the others; its code comes back.
     */
    async setStatuses(
      staff: Staff,
      orderIds: number[],
      to: OrderStatus,
      locale?: string,
      readyInMinutes?: number,
    ): Promise<{ results: { order_id: number; ok: boolean; code: string | null }[]; orders: StaffOrder[] }> {
      const results: { order_id: number; ok: boolean; code: string | null }[] = [];
      const orders: StaffOrder[] = [];
      for (const orderId of [...new Set(orderIds)]) {
        try {
          orders.push(await this.setStatus(staff, orderId, to, locale, readyInMinutes));
          results.push({ order_id: orderId, ok: true, code: null });
        } catch (error) {
          if (error instanceof Invalid) throw error;
          if (!(error instanceof Conflict || error instanceof NotFound)) throw error;
          results.push({ order_id: orderId, ok: false, code: error.code ?? null });
        }
      }
      return { results, orders };
    },

    /**
     * Gives back part of a paid order (ADR 1430): an amount or some lines, with a reason, by an
     * owner or a manager (a kitchen tablet and the staff role get 403). The check against what is
     * left and the insert are one transaction under the order's lock; the gateway is asked
     * through the job queue.
     */
    async refund(
      staff: Staff,
      orderId: number,
      ask: {
        amount?: number | undefined;
        lines?: { position: number; quantity: number }[] | undefined;
        reason: string;
      },
      locale?: string,
    ): Promise<StaffOrder> {
      if (!mayRefund(staff))
        throw new Forbidden('Your role cannot refund; ask an owner or a manager', 'role_not_allowed');
      const made = await createRefund(db, {
        businessId: staff.businessId,
        orderId,
        branchId: staff.branchId,
        amount: ask.amount,
        lines: ask.lines,
        reason: ask.reason,
        actor: { memberId: staff.id, name: staff.who },
      });
      if (!made) throw new NotFound('Order not found');
      if ('problem' in made) {
        const status = made.problem === 'REFUND_LINE_UNKNOWN' || made.problem === 'REFUND_LINE_QUANTITY';
        if (status) throw new Invalid(REFUND_MESSAGES[made.problem], undefined, made.problem);
        throw new Conflict(made.problem, REFUND_MESSAGES[made.problem]);
      }
      if (made.refund.status === 'pending') await deps.sendRefund?.(made.refund.id);
      const row = await findOrder(db, orderId);
      if (!row) throw new NotFound('Order not found');
      const [order] = await toStaffOrders(staff, [row], locale);
      return order as StaffOrder;
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
        deps.onMoved,
      );
      if (!updated) throw new Conflict('STATUS_CHANGED', 'The order changed meanwhile; reload it');
      // A paid order cancelled or rejected: its refund goes to the gateway now, not at the next
      // sweep (ADR 1430).
      if (to === Status.cancelled || to === Status.rejected) await sendPendingRefunds(orderId);
      const [order] = await toStaffOrders(staff, [updated], locale);
      return order as StaffOrder;
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
