import { menuParamsSchema, menuQuerySchema, referenceIdSchema, restaurantQuerySchema } from '@sufra/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../platform/failures.ts';
import { ownCompression, sendCached } from '../../platform/http/send-cached.ts';
import type { RestaurantResult, RestaurantService } from './restaurant-service.ts';

const domainSchema = z
  .string()
  .min(3)
  .max(253)
  .regex(/^[a-z0-9.-]+$/i, 'must be a host name');

function send(request: FastifyRequest, reply: FastifyReply, result: RestaurantResult) {
  switch (result.kind) {
    case 'not_found':
      throw new NotFound('Business not found');
    case 'branch_not_found':
      throw new NotFound('Branch not found');
    case 'redirect':
      return reply.send({ error: 0, redirect: true, url: result.url, message: null });
    case 'ok':
      return sendCached(request, reply, result.body);
  }
}

export function registerRestaurantRoutes(app: FastifyInstance, service: RestaurantService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/webapp/v5/restaurant/:referenceId',
    {
      schema: { params: z.object({ referenceId: referenceIdSchema }), querystring: restaurantQuerySchema },
      ...ownCompression,
    },
    async (request, reply) =>
      send(
        request,
        reply,
        await service.byReference(request.params.referenceId, request.query.branch, request.sufra.locale),
      ),
  );
  api.get(
    '/webapp/v5/restaurant-domain/:domain/:activeBranchRef?',
    {
      schema: {
        params: z.object({ domain: domainSchema, activeBranchRef: referenceIdSchema.optional() }),
        querystring: restaurantQuerySchema,
      },
      ...ownCompression,
    },
    async (request, reply) =>
      send(
        request,
        reply,
        await service.byDomain(request.params.domain, request.params.activeBranchRef, request.sufra.locale),
      ),
  );
  api.get(
    '/webapp/v5/menu/:id',
    { schema: { params: menuParamsSchema, querystring: menuQuerySchema }, ...ownCompression },
    async (request, reply) => {
      const result = await service.menu(request.params.id, request.sufra.locale);
      if (result.kind !== 'ok') throw new NotFound('Branch not found');
      return sendCached(request, reply, result.body);
    },
  );
}
