import type { OrderAmounts, PaymentState } from '@sufra/contract';
import type { TFunction } from '../../i18n/lite.tsx';

type Paid = { payment_type: number; amounts: Pick<OrderAmounts, 'total' | 'wallet_discount'> };

/**
 * What the order is worth (ADR 1342): `amounts.total` is what is left to pay after the
 * wallet's part, so a history, a device list or a staff card showing it said 0.000 for an order paid
 * from the wallet. One source for this figure: the server's two amounts.
 */
export const orderValue = (a: Pick<OrderAmounts, 'total' | 'wallet_discount'>): number =>
  a.total + a.wallet_discount;

/**
 * How an order is paid, in words (ADR 1342): the wallet's part when there is one, then the method
 * for what is left — never "Cash · pay on hand-over" for an order the wallet paid in full, so no
 * driver collects cash for it. `prefix` picks the diner's (`order`) or the staff's (`staff`) words
 * for the state.
 */
export function paymentText(
  t: TFunction,
  money: (minor: number) => string,
  order: Paid,
  state: PaymentState,
  prefix: 'order' | 'staff',
): string {
  const wallet = order.amounts.wallet_discount;
  const method = t(`payment.method.${order.payment_type}`);
  if (wallet <= 0) return `${method} · ${t(`${prefix}.payment.${state}`)}`;
  const fromWallet = `${t('wallet.title')} ${money(wallet)}`;
  if (order.amounts.total <= 0) return `${fromWallet} · ${t(`${prefix}.payment.paid`)}`;
  return `${fromWallet} · ${method} ${money(order.amounts.total)} · ${t(`${prefix}.payment.${state}`)}`;
}
