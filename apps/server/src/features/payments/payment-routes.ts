import { idParam, payOrderRequestSchema } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Conflict, NotFound } from '../../platform/failures.ts';
import type { OrderReading } from '../orders/order-reading.ts';
import type { OrderPayment } from './order-payment.ts';
import type { PaymentService } from './payment-service.ts';

const referenceParam = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

/** [product: Calls and failures] transaction call, paying again, the provider's callback and the payer's way back. */
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
    // The sandbox's signed callback (ADR 403) and Tap's post.url webhook (ADR 720).
    for (const [provider, path] of [
      ['sandbox', '/payments/sandbox/callback'],
      ['tap', '/payments/tap/webhook'],
    ] as const) {
      raw.post(path, async (request) => {
        try {
          const result = await deps.payments.callback(provider, String(request.body ?? ''), request.headers);
          return { error: 0, result };
        } catch (error) {
          // Tap posts a charge's result after the payer's return may already have applied it (ADR
          // 720): a verified copy of a fact already applied is acknowledged, or Tap retries and
          // marks the post as failed. It still changes nothing.
          if (provider === 'tap' && error instanceof Conflict && error.code === 'CALLBACK_REPLAYED')
            return { error: 0, result: 'replayed' };
          throw error;
        }
      });
    }
  });
}
