import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Failure, type FailureKind, RateLimited, Suspended } from '../failures.ts';
import { resolveLocale } from '../localize.ts';

/** The one place a failure becomes an HTTP status (ADR 601). 433: a suspended storefront (ADR 310). */
export const STATUS_OF: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  refused: 422,
  rate_limited: 429,
  suspended: 433,
  upstream: 502,
  unavailable: 503,
};

function failureBody(failure: Failure, locale: string | undefined) {
  if (failure instanceof Suspended) {
    // The business name in the request's language: the storefront's 433 page still says whose
    // menu it is.
    const { name, locales } = failure.business;
    const chosen = resolveLocale(locale, locales);
    return {
      error: 1,
      code: failure.code,
      message: failure.message,
      details: { business_name: name[chosen] ?? name[locales[0] ?? 'en'] ?? '' },
    };
  }
  return { error: 1, code: failure.code, message: failure.message, details: failure.details };
}

/**
 * Every API failure answers JSON with `error: 1` and a human message ([product: Calls and failures]'s shape). Client
 * errors keep their status; anything unexpected is logged and becomes a 500 without internals.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  /** An unexpected error answered 500: reported (ADR 841; 3xx–4xx never are, [product: Calls and failures]). */
  onServerError?: (error: Error, request: { method: string; url: string }) => Promise<void>,
): void {
  app.setErrorHandler((error: FastifyError | Failure, request, reply) => {
    if (error instanceof Failure) {
      // RFC 9110: any client can honour the wait, not only ours reading `details`.
      if (error instanceof RateLimited) reply.header('retry-after', String(error.retryAfter));
      return reply.status(STATUS_OF[error.kind]).send(failureBody(error, request.sufra?.locale));
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
    if (isUnstorableText(error)) {
      // A NUL character (or bytes not UTF-8) in a text or query value: PostgreSQL cannot store it.
      return reply
        .status(400)
        .send({ error: 1, code: 'bad_request', message: 'Texts must not contain NUL characters' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({
        error: 1,
        code: 'unavailable',
        message: 'The service is briefly unavailable; please try again.',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    void onServerError?.(error, request);
    return reply.status(500).send({ error: 1, code: 'internal', message: 'Something Went Wrong' });
  });
}

/** 22021 character_not_in_repertoire (a NUL in text), 22P05 untranslatable_character (in jsonb). */
function isUnstorableText(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (code === '22021' || code === '22P05') return true;
  }
  return false;
}

/** What a client is told to wait before retrying a call that met a database outage. */
export const RETRY_AFTER_SECONDS = 5;

/** SQLSTATEs and socket errors that mean "no database right now", not "this request is wrong". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
  '57P05', // idle_session_timeout
]);
// pg and pg-pool raise these without a code. "not queryable": a query sent on a client whose
// backend was just terminated, before the pool dropped it — the 500s seen while the database was
// killed (issue 33 point 9, ADR 1386).
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|^timeout expired$/i;

/**
 * Whether an error (or any error it wraps: Drizzle wraps the driver's in `cause`) is a lost or
 * refused database connection. Those answer 503 with Retry-After: the request may well succeed
 * a moment later, and a client retries a 503 ([product: Calls and failures]), never a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    // Connection refused to every address of a host arrives as an AggregateError.
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
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
