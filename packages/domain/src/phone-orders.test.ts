import { describe, expect, it } from 'vitest';
import { OrderStatus, PaymentMethod } from './enums.ts';
import { type AmendableOrder, addItemProblem, isPhoneOrderPayment } from './phone-orders.ts';

const open: AmendableOrder = {
  status: OrderStatus.accepted,
  payment_state: 'none',
  wallet_discount: 0,
  refunds: 0,
};

describe('phone orders (ADR 1475, 1476)', () => {
  it('are paid in cash or on pickup only', () => {
    expect(isPhoneOrderPayment(PaymentMethod.cash)).toBe(true);
    expect(isPhoneOrderPayment(PaymentMethod.payLater)).toBe(true);
    expect(isPhoneOrderPayment(PaymentMethod.onlineCard)).toBe(false);
    expect(isPhoneOrderPayment(PaymentMethod.knet)).toBe(false);
  });

  it('take another item while open and paid on hand-over', () => {
    expect(addItemProblem(open)).toBeNull();
    expect(addItemProblem({ ...open, status: OrderStatus.pending })).toBeNull();
    expect(addItemProblem({ ...open, status: OrderStatus.scheduled })).toBeNull();
    expect(addItemProblem({ ...open, status: OrderStatus.ready })).toBeNull();
  });

  it('refuse closed, out, online-paid, wallet and refunded orders', () => {
    expect(addItemProblem({ ...open, status: OrderStatus.delivered })).toBe('ORDER_CLOSED');
    expect(addItemProblem({ ...open, status: OrderStatus.cancelled })).toBe('ORDER_CLOSED');
    expect(addItemProblem({ ...open, status: OrderStatus.rejected })).toBe('ORDER_CLOSED');
    expect(addItemProblem({ ...open, status: OrderStatus.out })).toBe('ORDER_OUT');
    expect(addItemProblem({ ...open, payment_state: 'paid' })).toBe('ORDER_PAID_ONLINE');
    expect(addItemProblem({ ...open, payment_state: 'unpaid' })).toBe('ORDER_PAID_ONLINE');
    expect(addItemProblem({ ...open, wallet_discount: 100 })).toBe('ORDER_WALLET');
    expect(addItemProblem({ ...open, refunds: 1 })).toBe('ORDER_REFUNDED');
  });
});
