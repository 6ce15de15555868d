import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OrderReading } from './order-reading.ts';

/** The body a diner's order action accepts: the token, when a plain form sends it. */
export const orderTokenBody = z.object({ token: z.string().min(8).max(100).optional() }).optional();

/**
 * The order a diner's action names ("I'm here", cancel): by its token — `x-order-token` (kept out
 * of URLs and logs) or, from a plain form, the body — or by the signed-in customer who owns it.
 */
export function orderOfRequest(
  reading: OrderReading,
  request: FastifyRequest & {
    params: { orderId: number };
    body?: { token?: string | undefined } | undefined;
  },
) {
  const header = request.headers['x-order-token'];
  const token = (typeof header === 'string' && header) || request.body?.token;
  return reading.authorize(request.params.orderId, { token, customer: request.customer });
}
