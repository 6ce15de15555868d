import { z } from 'zod';
import { ok } from '../common.ts';

/** The order statuses a diner may be told of by Web Push (ADR 909): accepted, ready, out, delivered. */
export const PUSHED_STATUSES = [1, 3, 4, 5] as const;

/** GET webapp/push/key: the server's VAPID public key (base64url), for `pushManager.subscribe`. */
export const pushKeyResponseSchema = z.object({ error: ok, public_key: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

const text = z.string().trim().min(1).max(200);

/**
 * POST webapp/order/{id}/push (order token in `x-order-token`): this device's push subscription
 * (`PushSubscription.toJSON()`), and the notification texts in the page's language — the title
 * and one line per pushed status.
 */
export const pushSubscribeBodySchema = z.object({
  subscription: z.object({
    endpoint: z.url({ protocol: /^https?$/ }).max(1000),
    keys: z.object({
      p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}=*$/, 'a base64url P-256 key'),
      auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}=*$/, 'a base64url secret'),
    }),
  }),
  texts: z.object({ title: text, '1': text, '3': text, '4': text, '5': text }),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBodySchema>;
export const pushSubscribeResponseSchema = z.object({ error: ok });
export type PushSubscribeResponse = z.infer<typeof pushSubscribeResponseSchema>;

/**
 * POST staff/push (a board's session): this device's subscription for new-order alerts away from
 * the board (ADR 1435), with the notification's title and line in the board's
 * language; the order's number is added to the line. DELETE staff/push with the endpoint stops it.
 */
export const staffPushBodySchema = z.object({
  subscription: pushSubscribeBodySchema.shape.subscription,
  texts: z.object({ title: text, body: text }),
});
export type StaffPushBody = z.infer<typeof staffPushBodySchema>;
export const staffPushOffBodySchema = z.object({ endpoint: z.string().min(1).max(1000) });
