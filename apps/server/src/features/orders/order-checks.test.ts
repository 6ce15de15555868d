import { describe, expect, it } from 'vitest';
import type { BranchCatalog } from '../catalog/branch-catalog.ts';
import { paymentProblem } from './order-checks.ts';

const catalog = (methods: number[], delivery = { cash: true, credit: true }) =>
  ({ settings: { payment_methods: methods }, branch: { delivery } }) as unknown as BranchCatalog;

describe('a payment method must be offered (enabled, and taken by the gateway: ADR 721)', () => {
  it('the business must offer the method', () => {
    expect(paymentProblem(catalog([2]), 'car_pickup', 2)).toBeNull();
    expect(paymentProblem(catalog([2]), 'car_pickup', 4)?.code).toBe('PAYMENT_METHOD_DISABLED');
  });

  it('delivery follows the branch switches: cash, and credit for online methods', () => {
    const noCash = catalog([1, 2, 3], { cash: false, credit: true });
    expect(paymentProblem(noCash, 'delivery', 2)?.code).toBe('PAYMENT_METHOD_DISABLED');
    expect(paymentProblem(noCash, 'car_pickup', 2)).toBeNull();
    const noCredit = catalog([1, 2, 3], { cash: true, credit: false });
    expect(paymentProblem(noCredit, 'delivery', 1)?.code).toBe('PAYMENT_METHOD_DISABLED');
    expect(paymentProblem(noCredit, 'delivery', 3)).toBeNull();
  });
});
