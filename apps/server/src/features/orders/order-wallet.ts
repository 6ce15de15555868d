import type { Db } from '../../platform/db/client.ts';
import { post } from '../wallet/ledger-repository.ts';
import type { OrderRow } from './order-repository.ts';

/**
 * The wallet part of a new order (ADR 761), in the order's own transaction: held while an online
 * rest is unpaid (captured or released later), else spent at once (cash, pay later, nothing left).
 */
export async function spendWallet(tx: Db, order: OrderRow): Promise<void> {
  const amount = order.walletDiscount ?? 0;
  if (amount <= 0 || order.userId === null || order.userId === undefined) return;
  const held = order.paymentState === 'unpaid';
  await post(tx, {
    businessId: order.businessId,
    customerId: order.userId,
    key: `order:${order.id}:${held ? 'hold' : 'debit'}`,
    movement: { kind: held ? 'order_hold' : 'order_debit', amount },
    orderId: order.id,
  });
}
