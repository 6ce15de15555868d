import { describe, expect, it } from 'vitest';
import type { OrderCatalog } from './order-catalog.ts';
import { paymentProblem } from './order-checks.ts';

const catalog = (methods: number[], delivery = { cash: true, credit: true }) =>
  ({ settings: { payment_methods: methods }, branch: { delivery } }) as unknown as OrderCatalog;
const everything = () => true;

describe('a payment method must be enabled, and taken by the provider', () => {
  it('the business must offer the method', () => {
    expect(paymentProblem(catalog([2]), 'car_pickup', 2, everything)).toBeNull();
    expect(paymentProblem(catalog([2]), 'car_pickup', 4, everything)?.code).toBe('PAYMENT_METHOD_DISABLED');
  });

  it('an online method the configured provider does not take is refused; cash never asks it', () => {
    const onlyCards = (m: number) => m === 1;
    expect(paymentProblem(catalog([1, 2, 4]), 'car_pickup', 1, onlyCards)).toBeNull();
    expect(paymentProblem(catalog([1, 2, 4]), 'car_pickup', 4, onlyCards)?.code).toBe(
      'PAYMENT_METHOD_DISABLED',
    );
    expect(paymentProblem(catalog([1, 2, 4]), 'car_pickup', 2, () => false)).toBeNull();
  });

  it('delivery follows the branch switches: cash, and credit for online methods', () => {
    const noCash = catalog([1, 2, 3], { cash: false, credit: true });
    expect(paymentProblem(noCash, 'delivery', 2, everything)?.code).toBe('PAYMENT_METHOD_DISABLED');
    expect(paymentProblem(noCash, 'car_pickup', 2, everything)).toBeNull();
    const noCredit = catalog([1, 2, 3], { cash: true, credit: false });
    expect(paymentProblem(noCredit, 'delivery', 1, everything)?.code).toBe('PAYMENT_METHOD_DISABLED');
    expect(paymentProblem(noCredit, 'delivery', 3, everything)).toBeNull();
  });
});
