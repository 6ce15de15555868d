import { describe, expect, it } from 'vitest';
import { OrderStatus, OrderType } from './enums.ts';
import { minutesLeft, promiseShown, promiseView, readyPromiseProblem } from './ready-promise.ts';

describe('the restaurant’s time promise (ADR 1040)', () => {
  it('takes minutes only with acceptance, and only 1–240 whole minutes', () => {
    expect(readyPromiseProblem(OrderStatus.accepted, 20)).toBeNull();
    expect(readyPromiseProblem(OrderStatus.accepted, undefined)).toBeNull();
    expect(readyPromiseProblem(OrderStatus.ready, undefined)).toBeNull();
    expect(readyPromiseProblem(OrderStatus.ready, 20)).toBe('READY_MINUTES_ONLY_WHEN_ACCEPTING');
    expect(readyPromiseProblem(OrderStatus.rejected, 5)).toBe('READY_MINUTES_ONLY_WHEN_ACCEPTING');
    expect(readyPromiseProblem(OrderStatus.accepted, 0)).toBe('READY_MINUTES_OUT_OF_RANGE');
    expect(readyPromiseProblem(OrderStatus.accepted, 241)).toBe('READY_MINUTES_OUT_OF_RANGE');
    expect(readyPromiseProblem(OrderStatus.accepted, 12.5)).toBe('READY_MINUTES_OUT_OF_RANGE');
    expect(readyPromiseProblem(OrderStatus.accepted, 240)).toBeNull();
  });

  it('promises a delivery as a ten-minute window and anything else as a time', () => {
    const at = Date.UTC(2026, 0, 1, 16, 40);
    expect(promiseView(OrderType.delivery, at)).toEqual({ kind: 'arrives', from: at, to: at + 600_000 });
    expect(promiseView(OrderType.pickup, at)).toEqual({ kind: 'ready', at });
    expect(promiseView(OrderType.dineIn, at)).toEqual({ kind: 'ready', at });
  });

  it('counts down in whole minutes, rounded up, and stops at zero', () => {
    const now = 1_000_000;
    expect(minutesLeft(now + 12 * 60_000, now)).toBe(12);
    expect(minutesLeft(now + 11 * 60_000 + 1, now)).toBe(12);
    expect(minutesLeft(now + 1, now)).toBe(1);
    expect(minutesLeft(now - 60_000, now)).toBe(0);
  });

  it('is shown while the order is being prepared or on its way, not before or after', () => {
    expect(promiseShown(OrderStatus.accepted)).toBe(true);
    expect(promiseShown(OrderStatus.ready)).toBe(true);
    expect(promiseShown(OrderStatus.out)).toBe(true);
    for (const s of [
      OrderStatus.pending,
      OrderStatus.scheduled,
      OrderStatus.delivered,
      OrderStatus.cancelled,
      OrderStatus.rejected,
    ]) {
      expect(promiseShown(s)).toBe(false);
    }
  });

  it('a ready pickup or dine-in order has no promise left: it is ready (ADR 1344)', () => {
    expect(promiseShown(OrderStatus.accepted, OrderType.pickup)).toBe(true);
    expect(promiseShown(OrderStatus.ready, OrderType.pickup)).toBe(false);
    expect(promiseShown(OrderStatus.ready, OrderType.dineIn)).toBe(false);
    expect(promiseShown(OrderStatus.ready, OrderType.delivery)).toBe(true);
  });
});
