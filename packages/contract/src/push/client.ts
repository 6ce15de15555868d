import type { Api } from '../client/core.ts';
import type { OrderKey } from '../order-ref.ts';
import type { PushKeyResponse, PushSubscribeBody, PushSubscribeResponse, StaffPushBody } from './push.ts';

// Web Push for order status (ADR 909).

/** The VAPID public key; a 404 when push is off on this server. */
export const getPushKey = (api: Api) => api.get<PushKeyResponse>('webapp/push/key');

/** This device's subscription to the order's status, with its token (a header, never the URL). */
export const subscribeOrderPush = (
  api: Api,
  orderId: OrderKey,
  token: string | null,
  body: PushSubscribeBody,
) =>
  api.post<PushSubscribeResponse>(
    `webapp/order/${orderId}/push`,
    body,
    token ? { headers: { 'x-order-token': token } } : {},
  );

/** This device's new-order alerts for the signed-in board (ADR 1435). */
export const subscribeStaffPush = (api: Api, body: StaffPushBody) =>
  api.post<PushSubscribeResponse>('staff/push', body);

/** Stops this device's new-order alerts. */
export const unsubscribeStaffPush = (api: Api, endpoint: string) =>
  api.post<PushSubscribeResponse>('staff/push/off', { endpoint });
