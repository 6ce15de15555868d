import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxGateway } from './sandbox-gateway.ts';

const params = z.object({
  reference: z
    .string()
    .min(8)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});

const notFoundPage =
  '<!doctype html><meta charset="utf-8"><title>Payment not found</title><p>This payment does not exist.</p>';

/** The sandbox gateway's hosted page (GET) and the payer's decision (POST, a plain form). */
export function registerPaymentSandboxRoutes(app: FastifyInstance, gateway: SandboxGateway): void {
  app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    api.get('/payments/sandbox/:reference', { schema: { params } }, async (request, reply) => {
      const html = await gateway.page(request.params.reference);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return html ? reply.send(html) : reply.status(404).send(notFoundPage);
    });

    api.post('/payments/sandbox/:reference', { schema: { params } }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, string>;
      const decided = await gateway.decide(request.params.reference, body.decision === 'approve');
      if (!decided) return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage);
      // 303: the browser follows with a GET, as after any gateway.
      return reply.redirect(decided.returnPath, 303);
    });
  });
}
