import { type Api, seg } from '../client/core.ts';
import type { OrderKey } from '../order-ref.ts';
import type { PayOrderRequest, PayOrderResponse, TransactionResponse } from '../payments.ts';

/** Pay an unpaid order again, with the same or another method. */
export const payOrder = (api: Api, orderId: OrderKey, body: PayOrderRequest) =>
  api.post<PayOrderResponse>(`webapp/order/${orderId}/pay`, body);

export const getTransaction = (api: Api, orderId: OrderKey, token: string) =>
  api.get<TransactionResponse>(`webapp/transaction/${orderId}/${seg(token)}`);
