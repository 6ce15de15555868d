import {
  type OrderFlowState,
  OrderStatus,
  type OrderStatus as OrderStatusValue,
  type OrderType,
  type ReservationState,
  ReservationState as S,
  statusTransitionProblem,
} from '@sufra/domain';
import type pg from 'pg';
import type { Db } from '../../platform/db/client.ts';
import { withClientTransaction } from '../../platform/db/client-transaction.ts';
import { Conflict } from '../../platform/failures.ts';
import { findOrder, updateOrderStatus } from '../orders/order-repository.ts';
import { type ReservationRow, updateReservationStatus } from './reservation-repository.ts';

/** What a booking's new status does to its pre-order (ADR 800); the kitchen's later steps stay theirs. */
const ORDER_FOLLOWS: Partial<Record<ReservationState, OrderStatusValue>> = {
  [S.accepted]: OrderStatus.accepted,
  [S.rejected]: OrderStatus.rejected,
  [S.noShow]: OrderStatus.cancelled,
  [S.cancelled]: OrderStatus.cancelled,
};

/** Applies a status change the caller already checked, and carries it to the pre-order. */
export function createReservationOutcomes(deps: { db: Db; pool: pg.Pool }) {
  const { db } = deps;

  async function followOrder(row: ReservationRow, to: ReservationState, actor: string): Promise<void> {
    const target = ORDER_FOLLOWS[to];
    if (row.orderId === null || target === undefined) return;
    const order = await findOrder(db, row.orderId);
    if (!order) return;
    const flow: OrderFlowState = {
      status: order.status as OrderStatusValue,
      order_type: order.orderType as OrderType,
      payment_state: order.paymentState as OrderFlowState['payment_state'],
    };
    // Accepting a booking whose online pre-order is not paid yet leaves the order waiting (ADR 401).
    if (statusTransitionProblem(flow, target)) return;
    await updateOrderStatus(db, order.businessId, order.id, order.status, target, actor);
  }

  return {
    /** `alsoInTx`: what must be written with the move or not at all (a member's audit entry). */
    async move(
      row: ReservationRow,
      to: ReservationState,
      actor: string,
      reason: string | null,
      alsoInTx?: (tx: Db) => Promise<void>,
    ) {
      const updated = await withClientTransaction(deps.pool, async (tx) => {
        const moved = await updateReservationStatus(tx, row.id, row.status, to, actor, reason);
        if (moved && alsoInTx) await alsoInTx(tx);
        return moved;
      });
      if (!updated) throw new Conflict('STATUS_CHANGED', 'The reservation changed meanwhile; reload it');
      await followOrder(updated, to, actor);
      return updated;
    },
  };
}

export type ReservationOutcomes = ReturnType<typeof createReservationOutcomes>;
