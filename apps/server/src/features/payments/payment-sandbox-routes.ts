import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SANDBOX_SECRET_COOKIE, type SandboxGateway } from './sandbox-gateway.ts';

const params = z.object({
  reference: z
    .string()
    .min(8)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});

const notFoundPage =
  '<!doctype html><meta charset="utf-8"><title>Payment not found</title><p>This payment does not exist.</p>';
const refusedPage =
  '<!doctype html><meta charset="utf-8"><title>Not allowed</title><p>Only the page that opened this test payment can approve or decline it.</p>';

/** The per-attempt secret cookie (ADR 722), read without a cookie library: one name, one value. */
function cookieOf(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === SANDBOX_SECRET_COOKIE) return part.slice(at + 1).trim();
  }
  return undefined;
}

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
      const page = await gateway.page(request.params.reference, cookieOf(request.headers.cookie));
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!page) return reply.status(404).send(notFoundPage);
      if (page.issuedSecret) {
        const secure = request.protocol === 'https' ? '; Secure' : '';
        reply.header(
          'set-cookie',
          `${SANDBOX_SECRET_COOKIE}=${page.issuedSecret}; Path=/api/payments/sandbox/${request.params.reference}; Max-Age=7200; HttpOnly; SameSite=Strict${secure}`,
        );
      }
      return reply.status(page.status).send(page.html);
    });

    api.post('/payments/sandbox/:reference', { schema: { params } }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, string>;
      const decided = await gateway.decide(request.params.reference, body.decision === 'approve', {
        cookie: cookieOf(request.headers.cookie),
        field: body.secret,
      });
      if (!decided) return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage);
      if (decided === 'refused') return reply.status(403).type('text/html; charset=utf-8').send(refusedPage);
      // 303: the browser follows with a GET, as after any gateway.
      return reply.redirect(decided.returnPath, 303);
    });
  });
}
