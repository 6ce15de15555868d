import { orderKeyParam, payOrderRequestSchema } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrderPayment } from './order-payment.ts';
import type { OrderReading } from './order-reading.ts';

/**
 * [product: Calls and failures] an order's transactions and paying it again. They are the order's
 * calls: the orders use the payments, never the other way round (ADR 610).
 */
export function registerOrderPaymentRoutes(
  app: FastifyInstance,
  deps: { pay: OrderPayment; reading: OrderReading },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/webapp/transaction/:orderId/:token',
    { schema: { params: z.object({ orderId: orderKeyParam, token: z.string().min(8).max(100) }) } },
    async (request) => deps.reading.transactions(request.params.orderId, { token: request.params.token }),
  );

  api.post(
    '/webapp/order/:orderId/pay',
    { schema: { params: z.object({ orderId: orderKeyParam }), body: payOrderRequestSchema } },
    async (request) =>
      deps.pay(request.params.orderId, request.body.token, request.body.payment_type, request.sufra?.locale),
  );
}
