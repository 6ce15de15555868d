import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Conflict, NotFound } from '../../platform/failures.ts';
import type { PaymentService } from './payment-service.ts';

const referenceParam = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * [product: Calls and failures] the provider's callback and the payer's way back. An order's
 * transactions and paying it again are the orders' calls (`orders/order-payment-routes.ts`).
 */
export function registerPaymentRoutes(app: FastifyInstance, deps: { payments: PaymentService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
