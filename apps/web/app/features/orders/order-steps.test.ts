import { OrderStatus, OrderType } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { isFinal, orderSteps, stepKey } from './order-steps.ts';

// Issue 31 #6: each order type has its own steps and words.
describe('the steps of an order, by type', () => {
  it('a delivery goes out and is delivered; a pickup is picked up; a dine-in is served', () => {
    expect(orderSteps(OrderType.delivery)).toContain(OrderStatus.out);
    expect(orderSteps(OrderType.pickup)).not.toContain(OrderStatus.out);
    expect(stepKey(OrderStatus.delivered, OrderType.delivery, 'step')).toBe('order.step.5');
    expect(stepKey(OrderStatus.delivered, OrderType.pickup, 'step')).toBe('order.step.pickedUp');
    expect(stepKey(OrderStatus.delivered, OrderType.dineIn, 'status')).toBe('order.step.served');
    expect(stepKey(OrderStatus.ready, OrderType.dineIn, 'status')).toBe('order.status.3');
  });

  it('a delivered, cancelled or rejected order is final', () => {
    expect(isFinal(OrderStatus.cancelled)).toBe(true);
    expect(isFinal(OrderStatus.rejected)).toBe(true);
    expect(isFinal(OrderStatus.delivered)).toBe(true);
    expect(isFinal(OrderStatus.ready)).toBe(false);
  });
});
