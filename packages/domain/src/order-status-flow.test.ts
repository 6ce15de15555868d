import { describe, expect, it } from 'vitest';
import { OrderStatus, OrderType } from './enums.ts';
import {
  initialOrderStatus,
  isTerminalStatus,
  nextStatuses,
  ORDER_STATUS_TRANSITIONS,
  OrderFlowProblem,
  type OrderFlowState,
  statusTransitionProblem,
} from './order-status-flow.ts';

const order = (over: Partial<OrderFlowState> = {}): OrderFlowState => ({
  status: OrderStatus.pending,
  order_type: OrderType.delivery,
  payment_state: 'none',
  ...over,
});

const S = OrderStatus;
const all = Object.values(S);

describe('§4 order status transitions (ADR 401)', () => {
  it('every status has an entry in the table, and only statuses appear in it', () => {
    expect(
      Object.keys(ORDER_STATUS_TRANSITIONS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...all].sort((a, b) => a - b));
    for (const targets of Object.values(ORDER_STATUS_TRANSITIONS)) {
      for (const t of targets) expect(all).toContain(t);
    }
  });

  it('allows the happy paths of a delivery order: pending → accepted → ready → out → delivered', () => {
    const path = [S.pending, S.accepted, S.ready, S.out, S.delivered] as const;
    for (let i = 0; i + 1 < path.length; i++) {
      expect(statusTransitionProblem(order({ status: path[i] }), path[i + 1] as OrderStatus)).toBeNull();
    }
  });

  it('a scheduled order is accepted or rejected like a pending one', () => {
    expect(statusTransitionProblem(order({ status: S.scheduled }), S.accepted)).toBeNull();
    expect(statusTransitionProblem(order({ status: S.scheduled }), S.rejected)).toBeNull();
    expect(statusTransitionProblem(order({ status: S.scheduled }), S.ready)?.code).toBe(
      OrderFlowProblem.transitionNotAllowed,
    );
  });

  it('refuses skipping acceptance, going backwards and leaving a terminal status', () => {
    expect(statusTransitionProblem(order({ status: S.pending }), S.ready)?.code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    expect(statusTransitionProblem(order({ status: S.ready }), S.accepted)?.code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    expect(statusTransitionProblem(order({ status: S.accepted }), S.rejected)?.code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    for (const terminal of [S.delivered, S.rejected, S.cancelled]) {
      expect(isTerminalStatus(terminal)).toBe(true);
      for (const to of all) expect(statusTransitionProblem(order({ status: terminal }), to)).not.toBeNull();
    }
    expect(statusTransitionProblem(order({ status: S.pending }), S.pending)?.meta).toEqual({
      from: 0,
      to: 0,
    });
  });

  it('only delivery orders go out for delivery; the others go from ready to delivered', () => {
    for (const type of [OrderType.dineIn, OrderType.pickup, OrderType.productService]) {
      expect(statusTransitionProblem(order({ status: S.ready, order_type: type }), S.out)?.code).toBe(
        OrderFlowProblem.outOnlyForDelivery,
      );
      expect(statusTransitionProblem(order({ status: S.ready, order_type: type }), S.delivered)).toBeNull();
    }
  });

  it('an unpaid online order can only be cancelled or rejected', () => {
    const unpaid = order({ payment_state: 'unpaid' });
    expect(statusTransitionProblem(unpaid, S.accepted)?.code).toBe(OrderFlowProblem.awaitingPayment);
    expect(statusTransitionProblem(unpaid, S.rejected)).toBeNull();
    expect(statusTransitionProblem(unpaid, S.cancelled)).toBeNull();
    expect(statusTransitionProblem(order({ payment_state: 'paid' }), S.accepted)).toBeNull();
  });

  it('nextStatuses lists exactly the transitions that would be accepted', () => {
    expect(nextStatuses(order())).toEqual([S.accepted, S.rejected, S.cancelled]);
    expect(nextStatuses(order({ status: S.ready, order_type: OrderType.pickup }))).toEqual([
      S.delivered,
      S.cancelled,
    ]);
    expect(nextStatuses(order({ payment_state: 'unpaid' }))).toEqual([S.rejected, S.cancelled]);
    expect(nextStatuses(order({ status: S.delivered }))).toEqual([]);
  });

  it('a new order starts scheduled for a later slot, else pending', () => {
    expect(initialOrderStatus(true)).toBe(S.scheduled);
    expect(initialOrderStatus(false)).toBe(S.pending);
    expect(isTerminalStatus(S.pending)).toBe(false);
  });
});
