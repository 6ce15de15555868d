import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

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

/** The longest path parameter the router takes (an oversize search term is refused before it). */
export const MAX_PARAM_LENGTH = 2048;

/**
 * Errors the router raises before any route runs (a parameter longer than MAX_PARAM_LENGTH, a
 * parameter that cannot be decoded): Fastify's own bodies (a 414 with its own shape) become our
 * 400 `{ error: 1, message }`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? `A path parameter is too long (at most ${MAX_PARAM_LENGTH} characters)`
      : 'The URL is malformed';
  return reply.status(400).send({ error: 1, code: 'bad_request', message });
}
