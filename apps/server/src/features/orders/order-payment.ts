import type { OrderKey, PayOrderResponse } from '@sufra/contract';
import { isTerminalStatus, type OrderStatus } from '@sufra/domain';
import type { Db } from '../../platform/db/client.ts';
import type { BranchCatalogService } from '../catalog/branch-catalog.ts';
import { switchToOfflinePayment } from '../payments/payment-repository.ts';
import { orderPagePath, type PaymentService } from '../payments/payment-service.ts';
import { normalizeSellingType, paymentProblem } from './order-checks.ts';
import { orderRefused } from './order-problems.ts';
import type { OrderReading } from './order-reading.ts';
import { isOfflineMethod } from './order-record.ts';
import type { OrderRow } from './order-repository.ts';

/**
 * POST webapp/order/{id}/pay: an order whose online payment failed stays unpaid and can be paid
 * again, with the same method or another one enabled for the business (cash and pay later confirm
 * it at once).
 */
export function createOrderPayment(deps: {
  db: Db;
  reading: OrderReading;
  catalog: BranchCatalogService;
  payments: PaymentService;
  /** Switched to cash or pay later, the order is confirmed: its Purchase counts (ADR 840). */
  onConfirmed?: (orderId: number) => Promise<void>;
}) {
  return async function pay(
    orderId: OrderKey,
    token: string,
    method: number,
    locale: string | undefined,
  ): Promise<PayOrderResponse> {
    const order = await deps.reading.authorize(orderId, { token });
    if (order.paymentState !== 'unpaid' || isTerminalStatus(order.status as OrderStatus)) {
      throw orderRefused([
        { code: 'ORDER_NOT_PAYABLE', field: 'order', meta: { payment_state: order.paymentState } },
      ]);
    }
    const catalog = await deps.catalog.forBranch(order.branchId);
    const problem =
      catalog && paymentProblem(catalog, normalizeSellingType(order.sellingType as 'delivery'), method);
    if (!catalog || problem) {
      throw orderRefused([problem ?? { code: 'PAYMENT_METHOD_DISABLED', field: 'payment_type' }]);
    }
    let current: OrderRow = order;
    let payment: PayOrderResponse['payment'] = null;
    if (isOfflineMethod(method)) {
      const switched = await switchToOfflinePayment(deps.db, order.businessId, order.id, method);
      if (!switched) throw orderRefused([{ code: 'ORDER_NOT_PAYABLE', field: 'order' }]);
      current = switched;
      await deps.onConfirmed?.(order.id);
    } else {
      payment = await deps.payments.open(order, method, catalog.referenceId, 'supersede');
      // Closed or paid meanwhile (a staff cancel, another tab's payment).
      if (!payment) throw orderRefused([{ code: 'ORDER_NOT_PAYABLE', field: 'order' }]);
    }
    return {
      error: 0,
      order: await deps.reading.view(current, false, locale),
      order_url: orderPagePath(catalog.referenceId, order.publicRef, order.token),
      payment,
    };
  };
}

export type OrderPayment = ReturnType<typeof createOrderPayment>;
