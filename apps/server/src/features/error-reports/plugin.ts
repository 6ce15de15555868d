import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorReporter } from './error-reporter.ts';

/** What a page sends about its own error (the lazily loaded reporter, ADR 841). */
const browserReportSchema = z.object({
  message: z.string().max(2000),
  type: z.string().max(200).default('Error'),
  stack: z.string().max(16_000).nullable().default(null),
  url: z.string().max(2048),
  release: z.string().max(100).nullable().default(null),
});

/**
 * POST /api/errors: a browser's error, forwarded to Sentry through the job queue after
 * scrubbing (ADR 841). The page never talks to Sentry itself: its CSP stays `connect-src 'self'`,
 * blockers do not drop reports, and scrubbing happens where we control it. 202, no body.
 */
export function errorReportsPlugin(api: FastifyInstance, reporter: ErrorReporter): void {
  api
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/errors',
      { schema: { body: browserReportSchema }, bodyLimit: 32 * 1024 },
      async (request, reply) => {
        await reporter.browser(request.body);
        return reply.status(202).send();
      },
    );
}
