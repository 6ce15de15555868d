import { describe, expect, it } from 'vitest';
import { linesRefundAmount, refundableAmount, refundProblem } from './refunds.ts';

describe('refunds (ADR 1430)', () => {
  it('what is refundable is what was paid less the refunds not refused', () => {
    expect(refundableAmount(5000, [])).toBe(5000);
    expect(
      refundableAmount(5000, [
        { amount: 1000, status: 'refunded' },
        { amount: 500, status: 'pending' },
        { amount: 3000, status: 'failed' },
      ]),
    ).toBe(3500);
    expect(refundableAmount(1000, [{ amount: 1000, status: 'refunded' }])).toBe(0);
  });

  it('an amount is refused when nothing was paid, when not a positive whole, when over what is left', () => {
    expect(refundProblem(100, 0, 0)).toBe('REFUND_NOTHING_PAID');
    expect(refundProblem(0, 500, 500)).toBe('REFUND_AMOUNT_INVALID');
    expect(refundProblem(1.5, 500, 500)).toBe('REFUND_AMOUNT_INVALID');
    expect(refundProblem(501, 500, 900)).toBe('REFUND_EXCEEDS_PAID');
    expect(refundProblem(500, 500, 900)).toBeNull();
  });

  it('lines are worth their net per unit, rounded down, never twice', () => {
    const lines = [
      { position: 0, quantity: 3, net: 1000 },
      { position: 1, quantity: 1, net: 450 },
    ];
    expect(linesRefundAmount(lines, [{ position: 1, quantity: 1 }])).toEqual({ amount: 450 });
    expect(linesRefundAmount(lines, [{ position: 0, quantity: 1 }])).toEqual({ amount: 333 });
    expect(linesRefundAmount(lines, [{ position: 0, quantity: 3 }])).toEqual({ amount: 1000 });
    expect(linesRefundAmount(lines, [{ position: 0, quantity: 4 }])).toEqual({
      problem: 'REFUND_LINE_QUANTITY',
    });
    expect(linesRefundAmount(lines, [{ position: 7, quantity: 1 }])).toEqual({
      problem: 'REFUND_LINE_UNKNOWN',
    });
    expect(
      linesRefundAmount(lines, [
        { position: 1, quantity: 1 },
        { position: 1, quantity: 1 },
      ]),
    ).toEqual({ problem: 'REFUND_LINE_UNKNOWN' });
  });
});
