import { ORDER_PROBLEM_CODES, STAFF_PROBLEM_CODES } from '@sufra/contract';
import {
  CouponProblem,
  LineProblem,
  OrderFlowProblem,
  OrderProblem,
  OrderTimingProblem,
  PhoneError,
} from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { describeProblem, ServerOrderProblem } from './order-problems.ts';

// Every code the server or the domain can put in a refusal (phone errors get a PHONE_ prefix in
// order-checks.ts; ORDER_NOT_PAYABLE comes from payments).
const emitted = [
  ...Object.values(ServerOrderProblem),
  ...Object.values(OrderProblem),
  ...Object.values(OrderTimingProblem),
  ...Object.values(LineProblem),
  ...Object.values(CouponProblem),
  ...Object.values(PhoneError).map((e) => `PHONE_${e}`),
  'ORDER_NOT_PAYABLE',
];

// The contract's lists are what clients translate: a code missing there would reach a customer
// as a raw code.
describe('problem codes', () => {
  it('the contract lists every code the order calls can refuse with, so the storefront can translate each', () => {
    const listed = new Set<string>(ORDER_PROBLEM_CODES);
    expect(emitted.filter((code) => !listed.has(code))).toEqual([]);
    expect(listed.size).toBe(ORDER_PROBLEM_CODES.length);
  });

  it('the staff board refusals are the domain status flow problems, listed apart', () => {
    expect([...STAFF_PROBLEM_CODES].sort()).toEqual(Object.values(OrderFlowProblem).sort());
  });

  it('every listed code has an English message of its own (not the bare code)', () => {
    const meta = {
      min_order: 3,
      missing: 1,
      min: 1,
      max: 2,
      minimum: 1,
      maximum: 5,
      from: 0,
      to: 5,
      field: 'block',
    };
    for (const code of [...ORDER_PROBLEM_CODES, ...STAFF_PROBLEM_CODES]) {
      expect(describeProblem({ code, field: '', meta }).message, code).not.toBe(code);
    }
  });
});

// Issue 31 #12: a refusal's message names an amount as a person reads it, not in minor units.
describe('amounts in problem messages', () => {
  it('MIN_ORDER_NOT_MET says "add KWD 2.750 more", not "add 2750 more"', () => {
    const problem = { code: 'MIN_ORDER_NOT_MET', field: 'coupon', meta: { min_order: 5000, missing: 2750 } };
    const { message, meta } = describeProblem(problem, 'KWD');
    // Intl puts a no-break space between the code and the figure.
    expect(message.replace(/\s/g, ' ')).toBe('The minimum order is KWD 5.000; add KWD 2.750 more');
    // The figures stay in minor units for clients to format in their language.
    expect(meta).toEqual({ min_order: 5000, missing: 2750 });
  });
});
