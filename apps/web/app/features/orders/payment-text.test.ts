import { describe, expect, it } from 'vitest';
import { orderValue, paymentText } from './payment-text.ts';

const t = (key: string) =>
  ({
    'payment.method.2': 'Cash',
    'wallet.title': 'Wallet',
    'order.payment.none': 'pay on hand-over',
    'order.payment.paid': 'paid',
    'staff.payment.none': 'collect on hand-over',
    'staff.payment.paid': 'paid',
  })[key] ?? key;
const money = (minor: number) => (minor / 1000).toFixed(3);

// Issue 31 #4: an order paid from the wallet is never "Cash · pay on hand-over", nor worth 0.000.
describe('how an order is paid, in words', () => {
  it('paid in full by the wallet: the wallet and paid, for the diner and the staff', () => {
    const order = { payment_type: 2, amounts: { total: 0, wallet_discount: 3750 } };
    expect(paymentText(t, money, order, 'none', 'order')).toBe('Wallet 3.750 · paid');
    expect(paymentText(t, money, order, 'none', 'staff')).toBe('Wallet 3.750 · paid');
    expect(orderValue(order.amounts)).toBe(3750);
  });

  it('partly: the wallet part and what is left to collect', () => {
    const order = { payment_type: 2, amounts: { total: 2000, wallet_discount: 1000 } };
    expect(paymentText(t, money, order, 'none', 'staff')).toBe(
      'Wallet 1.000 · Cash 2.000 · collect on hand-over',
    );
    expect(orderValue(order.amounts)).toBe(3000);
  });

  it('no wallet: the method and its state, as before', () => {
    const order = { payment_type: 2, amounts: { total: 2000, wallet_discount: 0 } };
    expect(paymentText(t, money, order, 'none', 'order')).toBe('Cash · pay on hand-over');
  });
});
