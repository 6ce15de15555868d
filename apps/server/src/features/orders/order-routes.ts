import type { PlaceOrderResponse } from '@sufra/contract';
import { apiHeaders, idParam, orderKeyParam, referenceIdSchema } from '@sufra/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identifyCustomer } from '../../platform/auth/auth-plugin.ts';
import type { OrderPlacement } from './order-placement.ts';
import { orderRefused, ServerOrderProblem } from './order-problems.ts';
import type { OrderReading } from './order-reading.ts';

const tokenParam = z.string().min(8).max(100);
const fullQuery = z.object({
  full: z.enum(['true', 'false', '1', '0']).optional(),
  token: tokenParam.optional(),
});
const isFull = (v: string | undefined) => v === 'true' || v === '1';

const callerOf = (request: FastifyRequest) => ({
  customer: request.customer,
  locale: request.sufra?.locale,
});

/** An order token may come as `x-order-token` (preferred: kept out of URLs and logs) or `?token=`. */
const headerToken = (request: FastifyRequest): string | undefined => {
  const value = request.headers['x-order-token'];
  return typeof value === 'string' && value ? value : undefined;
};

const invalidBody = (reason: string) =>
  orderRefused([{ code: ServerOrderProblem.invalidRequest, field: '', meta: { reason } }]);

/** Whether any string in a parsed JSON value (keys included) holds a NUL character. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null || depth > 64) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(inner, depth + 1)) return true;
  }
  return false;
}

/**
 * Fastify answers a body that is not valid JSON with 400, another content type with 415; the
 * order calls promise a 422 INVALID_REQUEST for any malformed body. The default JSON parser is
 * kept (it refuses prototype poisoning), only its error is replaced; any other type is refused.
 */
export function refuseNonJsonBodies(scope: FastifyInstance): void {
  const json = scope.getDefaultJsonParser('error', 'error');
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    json(request, String(body), (error, value) => {
      if (error) return done(invalidBody('The body is not valid JSON'), undefined);
      // PostgreSQL text cannot hold U+0000: refused here, by name, not a 500 from the insert.
      if (holdsNul(value)) return done(invalidBody('Texts must not contain NUL characters'), undefined);
      done(null, value);
    }),
  );
  scope.addContentTypeParser('*', (_request, _payload, done) =>
    done(invalidBody('The body must be JSON (content-type: application/json)'), undefined),
  );
  // Before any parser runs, Fastify and @fastify/compress refuse a body they cannot receive (a
  // content-encoding that does not decode, a wrong content-length, over the size limit) with
  // their own 4xx and FST_ code, which no client maps: here that is the same 422.
  scope.setErrorHandler((error: FastifyError, _request, _reply) => {
    const status = error.statusCode ?? 500;
    // A malformed path parameter (schema validation) stays the 400 every route gives it.
    const unreadable = status >= 400 && status < 500 && error.code?.startsWith('FST_') && !error.validation;
    if (unreadable) throw invalidBody(error.message);
    throw error;
  });
}

/** [product: Calls and failures] order calls: place, calculate, read, history, events (ADR 400 for the ids). */
export function registerOrderRoutes(
  app: FastifyInstance,
  placement: OrderPlacement,
  reading: OrderReading,
  /** A new order was placed (not a replay): conversions record it (ADR 840). Never throws. */
  onPlaced?: (request: FastifyRequest, response: PlaceOrderResponse, orderId: number) => Promise<void>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The body is parsed by the service, so a malformed order is a 422 with a code like any refusal
  // — also when it is not JSON at all (ADR 406), hence the parsers of this scope.
  void api.register(async (scope) => {
    refuseNonJsonBodies(scope);
    const orders = scope.withTypeProvider<ZodTypeProvider>();
    orders.post('/webapp/order', { preHandler: identifyCustomer }, async (request, reply) => {
      const key = request.headers[apiHeaders.idempotencyKey];
      const result = await placement.place(
        request.body,
        typeof key === 'string' ? key : undefined,
        callerOf(request),
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      else await onPlaced?.(request, result.response, result.orderId);
      return reply.status(201).send(result.response);
    });

    orders.post(
      '/service/pos/calc-order/:branchId',
      { schema: { params: z.object({ branchId: idParam }) }, preHandler: identifyCustomer },
      async (request) => placement.calc(request.params.branchId, request.body, callerOf(request)),
    );
  });

  api.get(
    '/webapp/order/:orderId',
    {
      schema: { params: z.object({ orderId: orderKeyParam }), querystring: fullQuery },
      preHandler: identifyCustomer,
    },
    async (request) => ({
      error: 0,
      order: await reading.read(
        request.params.orderId,
        { token: headerToken(request) ?? request.query.token, customer: request.customer },
        isFull(request.query.full),
        request.sufra?.locale,
      ),
    }),
  );

  api.get(
    '/webapp/order/:orderId/:token',
    { schema: { params: z.object({ orderId: orderKeyParam, token: tokenParam }), querystring: fullQuery } },
    async (request) => ({
      error: 0,
      order: await reading.read(
        request.params.orderId,
        { token: request.params.token },
        isFull(request.query.full),
        request.sufra?.locale,
      ),
    }),
  );

  api.get(
    '/webapp/update-order-events/:orderId/:token',
    {
      schema: {
        params: z.object({ orderId: orderKeyParam, token: tokenParam }),
        querystring: z.object({
          after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
        }),
      },
    },
    async (request) =>
      reading.events(request.params.orderId, { token: request.params.token }, request.query.after),
  );

  api.get(
    '/webapp/v5/orders/:referenceId',
    {
      schema: {
        params: z.object({ referenceId: referenceIdSchema }),
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
      },
      preHandler: identifyCustomer,
    },
    async (request) =>
      reading.history(
        request.params.referenceId,
        request.customer,
        request.query.page,
        request.sufra?.locale,
      ),
  );
}
