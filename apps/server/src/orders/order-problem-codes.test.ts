import { isOrderProblemCode, ORDER_PROBLEM_CODES } from '@sufra/contract';
import { CouponProblem, LineProblem, OrderProblem, OrderTimingProblem, PhoneError } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { describeProblem, ServerOrderProblem } from './order-problems.ts';

// The contract's list is what clients translate: every code the order calls can refuse with must
// be on it (a missing one would reach a customer as a raw code), and nothing else.
describe('ORDER_PROBLEM_CODES (contract)', () => {
  it('holds every code the domain and the server put in an order refusal', () => {
    const sources = [
      ...Object.values(ServerOrderProblem),
      ...Object.values(LineProblem),
      ...Object.values(OrderProblem),
      ...Object.values(CouponProblem),
      ...Object.values(OrderTimingProblem),
      ...Object.values(PhoneError).map((e) => `PHONE_${e}`),
      'ORDER_NOT_PAYABLE',
    ];
    expect(sources.filter((code) => !isOrderProblemCode(code))).toEqual([]);
  });

  it('lists each code once, and the server has a message for each', () => {
    expect(new Set(ORDER_PROBLEM_CODES).size).toBe(ORDER_PROBLEM_CODES.length);
    for (const code of ORDER_PROBLEM_CODES) {
      expect(describeProblem({ code, field: '' }).message, code).not.toBe(code);
    }
  });
});
