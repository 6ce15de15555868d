import { describe, expect, it } from 'vitest';
import {
  DinerCancelProblem,
  dinerCancelProblem,
  dinerCancelUntil,
  MAX_CANCEL_GRACE_MINUTES,
} from './diner-cancel.ts';
import { OrderStatus } from './enums.ts';

const placed_at = new Date('2026-11-24T18:00:00Z');
const pending = { status: OrderStatus.pending, payment_state: 'none' as const, placed_at };
const at = (seconds: number) => new Date(placed_at.getTime() + seconds * 1000);

describe('a diner cancelling their own order (ADR 903)', () => {
  it('is allowed while pending and within the grace minutes, the last second included', () => {
    expect(dinerCancelProblem(pending, at(0), 2)).toBeNull();
    expect(dinerCancelProblem(pending, at(120), 2)).toBeNull();
    expect(dinerCancelProblem(pending, at(121), 2)?.code).toBe(DinerCancelProblem.windowClosed);
    expect(dinerCancelUntil(pending, 2)).toEqual(at(120));
  });
  it("a scheduled order nobody started on counts as pending; an accepted one is the restaurant's", () => {
    expect(dinerCancelProblem({ ...pending, status: OrderStatus.scheduled }, at(10), 2)).toBeNull();
    for (const status of [OrderStatus.accepted, OrderStatus.ready]) {
      expect(dinerCancelProblem({ ...pending, status }, at(10), 2)?.code).toBe(DinerCancelProblem.notPending);
      expect(dinerCancelUntil({ ...pending, status }, 2)).toBeNull();
    }
    for (const status of [OrderStatus.cancelled, OrderStatus.rejected])
      expect(dinerCancelUntil({ ...pending, status }, 2)).toBeNull();
  });
  it('a cancelled or refused order says so, never "the restaurant already started" (docs/product.md)', () => {
    const cancelled = { ...pending, status: OrderStatus.cancelled };
    expect(dinerCancelProblem(cancelled, at(10), 2)?.code).toBe(DinerCancelProblem.alreadyCancelled);
    expect(dinerCancelProblem(cancelled, at(10), 0)?.code).toBe(DinerCancelProblem.alreadyCancelled);
    const rejected = { ...pending, status: OrderStatus.rejected };
    expect(dinerCancelProblem(rejected, at(10), 2)?.code).toBe(DinerCancelProblem.alreadyRejected);
  });
  it('is not offered when the business gives no grace, nor for money already taken online', () => {
    expect(dinerCancelProblem(pending, at(0), 0)?.code).toBe(DinerCancelProblem.disabled);
    expect(dinerCancelUntil(pending, 0)).toBeNull();
    const paid = { ...pending, payment_state: 'paid' as const };
    expect(dinerCancelProblem(paid, at(0), 2)?.code).toBe(DinerCancelProblem.paid);
    // An online payment not made yet: cancelling also stops it.
    expect(dinerCancelProblem({ ...pending, payment_state: 'unpaid' }, at(0), 2)).toBeNull();
  });
  it('a grace above the cap is held to it', () => {
    expect(dinerCancelUntil(pending, 600)).toEqual(at(MAX_CANCEL_GRACE_MINUTES * 60));
  });
});
