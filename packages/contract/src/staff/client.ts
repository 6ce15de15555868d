import type { z } from 'zod';
import type { Api, ServerEvent } from '../client/core.ts';
import type { OrderStatusValue } from '../order-views.ts';
import type {
  StaffBulkStatusRequest,
  StaffBulkStatusResponse,
  StaffOrderResponse,
  StaffOrdersResponse,
  StaffRefundRequest,
  staffSessionEndResponseSchema,
  staffSessionResponseSchema,
} from '../staff.ts';

// The staff board (ADR 405): it signs in once, and the token goes into an HttpOnly cookie the
// browser sends back (ADR 748); other callers create the Api with the staff token as `token`.

export const startStaffSession = (api: Api, token: string) =>
  api.post<z.infer<typeof staffSessionResponseSchema>>('staff/session', { token });

export const endStaffSession = (api: Api) =>
  api.post<z.infer<typeof staffSessionEndResponseSchema>>('staff/session/end', {});

export const getStaffOrders = (api: Api, scope: 'live' | 'recent' = 'live') =>
  api.get<StaffOrdersResponse>('staff/orders', { query: { scope } });

export const getStaffOrder = (api: Api, orderId: number) =>
  api.get<StaffOrderResponse>(`staff/orders/${orderId}`);

/** `readyInMinutes` goes with acceptance only: the restaurant's time promise (ADR 1040). */
export const setOrderStatus = (
  api: Api,
  orderId: number,
  status: OrderStatusValue,
  readyInMinutes?: number,
) =>
  api.post<StaffOrderResponse>(`staff/orders/${orderId}/status`, {
    status,
    ...(readyInMinutes === undefined ? {} : { ready_in_minutes: readyInMinutes }),
  });

/** Several orders moved at once (accept on a busy night); each checked on its own by the server. */
export const setOrdersStatus = (api: Api, body: StaffBulkStatusRequest) =>
  api.post<StaffBulkStatusResponse>('staff/orders/bulk-status', body);

/** A refund of part or all of a paid order (ADR 1430): an amount or lines, with a reason. */
export const refundOrder = (api: Api, orderId: number, body: StaffRefundRequest) =>
  api.post<StaffOrderResponse>(`staff/orders/${orderId}/refunds`, body);

/** The business's order events, as they happen (resolves when the stream ends). */
export const readStaffEvents = (api: Api, onEvent: (event: ServerEvent) => void, signal: AbortSignal) =>
  api.events('staff/events', onEvent, signal);
