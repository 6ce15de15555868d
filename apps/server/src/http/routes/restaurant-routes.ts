import { referenceIdSchema, restaurantQuerySchema } from '@sufra/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RestaurantResult, RestaurantService } from '../../restaurant/restaurant-service.ts';
import { HttpError, notFound } from '../errors.ts';

const domainSchema = z
  .string()
  .min(3)
  .max(253)
  .regex(/^[a-z0-9.-]+$/i, 'must be a host name');

function localeOf(request: FastifyRequest): string | undefined {
  const value = request.headers.locale;
  return typeof value === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(value) ? value : undefined;
}

function send(request: FastifyRequest, reply: FastifyReply, result: RestaurantResult) {
  switch (result.kind) {
    case 'not_found':
      throw notFound('Business not found');
    case 'branch_not_found':
      throw notFound('Branch not found');
    case 'redirect':
      return reply.send({ error: 0, redirect: true, url: result.url, message: null });
    case 'ok':
      reply
        .header('etag', result.etag)
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .header('vary', 'locale, accept-encoding');
      if (request.headers['if-none-match'] === result.etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(result.json);
  }
}

export function registerRestaurantRoutes(app: FastifyInstance, service: RestaurantService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/webapp/v5/restaurant/:referenceId',
    { schema: { params: z.object({ referenceId: referenceIdSchema }), querystring: restaurantQuerySchema } },
    async (request, reply) =>
      send(
        request,
        reply,
        await service.byReference(request.params.referenceId, request.query.branch, localeOf(request)),
      ),
  );
  api.get(
    '/webapp/v5/restaurant-domain/:domain/:activeBranchRef?',
    {
      schema: {
        params: z.object({ domain: domainSchema, activeBranchRef: z.string().max(64).optional() }),
        querystring: restaurantQuerySchema,
      },
    },
    async (request, reply) => {
      if (request.params.activeBranchRef === '') throw new HttpError(400, 'Empty branch reference');
      return send(
        request,
        reply,
        await service.byDomain(request.params.domain, request.params.activeBranchRef, localeOf(request)),
      );
    },
  );
}
