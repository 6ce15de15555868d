import type { AccountIds, OrderPosting } from '../wallet/ledger-repository.ts';
import type { NewOrder } from './order-repository.ts';

/**
 * The wallet part of a new order, posted by the order's own insert (ADR 761 and its amendment):
 * held while an online rest is unpaid (captured or released later), else spent at once (cash, pay
 * later, nothing left). `ids` are the accounts `lockWallet` locked in the order's transaction.
 */
export function walletPosting(order: NewOrder, ids: AccountIds): OrderPosting | undefined {
  const amount = order.walletDiscount ?? 0;
  if (amount <= 0 || order.userId === null || order.userId === undefined) return undefined;
  const held = order.paymentState === 'unpaid';
  return {
    customerId: order.userId,
    movement: { kind: held ? 'order_hold' : 'order_debit', amount },
    step: held ? 'hold' : 'debit',
    ids,
  };
}
