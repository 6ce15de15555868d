import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { resolveLocale } from '../shared/localize.ts';
import { StorefrontSuspended } from '../tenancy/business-directory.ts';

/** An error a route throws on purpose: it becomes `{ error: 1, message, code }` with its status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: unknown;
  constructor(statusCode: number, message: string, code = 'error', details?: unknown) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message, 'not_found');
export const badRequest = (message: string, details?: unknown) =>
  new HttpError(400, message, 'bad_request', details);
/** A well-formed request that breaks a business rule: 422 with a stable machine-readable code. */
export const unprocessable = (code: string, message: string, details?: unknown) =>
  new HttpError(422, message, code, details);

/**
 * Every API failure answers JSON with `error: 1` and a human message (SPEC §8's shape). Client
 * errors keep their status; anything unexpected is logged and becomes a 500 without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof StorefrontSuspended) {
      // 433 (ADR 310), with the business name in the request's language: the storefront's 433
      // page still says whose menu it is.
      const { head } = error;
      const locale = resolveLocale(request.sufra?.locale, head.locales);
      return reply.status(433).send({
        error: 1,
        code: 'suspended',
        message: 'This storefront is not available right now',
        details: { business_name: head.name[locale] ?? head.name[head.locales[0] ?? 'en'] ?? '' },
      });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ error: 1, code: error.code, message: error.message, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath
        ? ` (${first.instancePath.replace(/^\//, '').replaceAll('/', '.')})`
        : '';
      const message = `Invalid ${error.validationContext ?? 'request'}${where}: ${first?.message ?? 'bad value'}`;
      return reply.status(400).send({ error: 1, code: 'bad_request', message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: 1, code: error.code ?? 'bad_request', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 1, code: 'internal', message: 'Something Went Wrong' });
  });
}
