import type { z } from 'zod';
import { type Api, ApiError, seg } from '../client/core.ts';
import { apiHeaders } from '../client/protocol.ts';
import type { OrderKey } from '../order-ref.ts';
import type {
  OrderEventsResponse,
  OrderHistoryResponse,
  OrderResponse,
  orderArrivedResponseSchema,
  orderCancelledResponseSchema,
  PlaceOrderResponse,
} from '../order-views.ts';
import type { CalcOrderRequest, CalcOrderResponse, OrderProblem, OrderRequest } from '../orders.ts';

// An order is read with its token (ADR 400); keep the token placeOrder returns.

/** One key per checkout attempt, reused on retries: a retried submission returns the first order. */
export const placeOrder = (api: Api, body: OrderRequest, idempotencyKey: string) =>
  api.post<PlaceOrderResponse>('webapp/order', body, {
    headers: { [apiHeaders.idempotencyKey]: idempotencyKey },
  });

/** The server's figures for a cart: the same numbers the order will have. */
export const calcOrder = (api: Api, branchId: number, body: CalcOrderRequest, signal?: AbortSignal) =>
  api.post<CalcOrderResponse>(`service/pos/calc-order/${branchId}`, body, signal ? { signal } : {});

export const getOrder = (api: Api, orderId: OrderKey, token: string, query: { full?: boolean } = {}) =>
  api.get<OrderResponse>(
    `webapp/order/${orderId}/${seg(token)}`,
    query.full ? { query: { full: 'true' } } : {},
  );

/** The signed-in customer's own order (bearer token), without the order token. */
export const getMyOrder = (api: Api, orderId: OrderKey, query: { full?: boolean } = {}) =>
  api.get<OrderResponse>(`webapp/order/${orderId}`, query.full ? { query: { full: 'true' } } : {});

export const getOrderHistory = (api: Api, businessRef: string, page = 1) =>
  api.get<OrderHistoryResponse>(`webapp/v5/orders/${seg(businessRef)}`, { query: { page } });

/** The polling fallback of the live stream. */
export const getOrderEvents = (api: Api, orderId: OrderKey, token: string, after = 0) =>
  api.get<OrderEventsResponse>(
    `webapp/update-order-events/${orderId}/${seg(token)}`,
    after ? { query: { after } } : {},
  );

/** A pickup order's "I'm here" [product: Orders and their status]; the token rides in a header, not the URL. */
export const orderArrived = (api: Api, orderId: OrderKey, token: string) =>
  api.post<z.infer<typeof orderArrivedResponseSchema>>(
    `webapp/order/${orderId}/arrived`,
    {},
    { headers: { 'x-order-token': token } },
  );

/** The diner's own cancel within the business's grace (ADR 903); the token rides in a header. */
export const cancelOrder = (api: Api, orderId: OrderKey, token: string) =>
  api.post<z.infer<typeof orderCancelledResponseSchema>>(
    `webapp/order/${orderId}/cancel`,
    {},
    { headers: { 'x-order-token': token } },
  );

/** URL for an EventSource of the order's status changes (Server-Sent Events). */
export const orderEventsUrl = (api: Api, orderId: OrderKey, token: string) =>
  api.url(`webapp/order/${orderId}/events`, { token });

/** The problems a refused order call listed (ADR 406), or none. */
export function orderProblemsOf(error: unknown): OrderProblem[] {
  if (!(error instanceof ApiError)) return [];
  const problems = (error.details as { problems?: unknown } | undefined)?.problems;
  return Array.isArray(problems) ? (problems as OrderProblem[]) : [];
}
