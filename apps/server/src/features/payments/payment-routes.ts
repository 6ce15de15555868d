import { idParam, payOrderRequestSchema } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../platform/failures.ts';
import type { OrderReading } from '../orders/order-reading.ts';
import type { OrderPayment } from './order-payment.ts';
import type { PaymentService } from './payment-service.ts';

const referenceParam = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

/** SPEC §7 transaction call, paying again, the provider's callback and the payer's way back. */
export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: { payments: PaymentService; pay: OrderPayment; reading: OrderReading },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/webapp/transaction/:orderId/:token',
    { schema: { params: z.object({ orderId: idParam, token: z.string().min(8).max(100) }) } },
    async (request) => deps.reading.transactions(request.params.orderId, { token: request.params.token }),
  );

  api.post(
    '/webapp/order/:orderId/pay',
    { schema: { params: z.object({ orderId: idParam }), body: payOrderRequestSchema } },
    async (request) =>
      deps.pay(request.params.orderId, request.body.token, request.body.payment_type, request.sufra?.locale),
  );

  api.get(
    '/payments/:reference/return',
    { schema: { params: z.object({ reference: referenceParam }) } },
    async (request, reply) => {
      const target = await deps.payments.returnPath(request.params.reference);
      if (!target) throw new NotFound('Payment not found');
      return reply.redirect(target, 303);
    },
  );

  // The HMAC covers the exact bytes received, so this route keeps the body as a string.
  api.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(`/payments/${deps.payments.provider.name}/callback`, async (request) => {
      const result = await deps.payments.callback(String(request.body ?? ''), request.headers);
      // Money was taken for an order that cannot keep it: someone has to give it back (ADR 403).
      if (result === 'refund_due') request.log.warn('payment approved for a closed attempt: refund due');
      return { error: 0, result };
    });
  });
}
