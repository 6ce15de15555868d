import { type OrderKey, orderKeyParam } from '@sufra/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identifyCustomer } from '../../platform/auth/auth-plugin.ts';
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
    params: { orderId: OrderKey };
    body?: { token?: string | undefined } | undefined;
  },
) {
  const header = request.headers['x-order-token'];
  const token = (typeof header === 'string' && header) || request.body?.token;
  return reading.authorize(request.params.orderId, { token, customer: request.customer });
}

type AuthorizedOrder = Awaited<ReturnType<OrderReading['authorize']>>;

/**
 * `POST webapp/order/{id}/{action}`: a diner's action on the order page ("I'm here", cancel),
 * reached by a script or a plain form, the order found by `orderOfRequest`; `act` answers what
 * the call adds to `{ error: 0 }`.
 */
export function registerOrderAction<T extends object>(
  api: FastifyInstance,
  reading: OrderReading,
  action: string,
  act: (order: AuthorizedOrder) => Promise<T>,
): void {
  api.withTypeProvider<ZodTypeProvider>().post(
    `/webapp/order/:orderId/${action}`,
    {
      schema: { params: z.object({ orderId: orderKeyParam }), body: orderTokenBody },
      preHandler: identifyCustomer,
    },
    async (request) => ({ error: 0 as const, ...(await act(await orderOfRequest(reading, request))) }),
  );
}
