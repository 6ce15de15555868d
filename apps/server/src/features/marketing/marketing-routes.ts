import {
  bannersParamsSchema,
  bannersQuerySchema,
  bannersReachBodySchema,
  bannersReachResponseSchema,
  bannersResponseSchema,
  visitBodySchema,
  visitParamsSchema,
  visitResponseSchema,
} from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFound } from '../../platform/failures.ts';
import { requestNow } from '../../platform/http/request-headers.ts';
import type { MarketingService } from './marketing-service.ts';

/** GET webapp/banners/{ref}, POST webapp/banners/reach, POST webapp/visit/{ref} (ADR 200). */
export function registerMarketingRoutes(
  app: FastifyInstance,
  service: MarketingService,
  now: () => Date,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/webapp/banners/:id',
    {
      schema: {
        params: bannersParamsSchema,
        querystring: bannersQuerySchema,
        response: { 200: bannersResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const found = await service.banners(
        id,
        request.query.date,
        requestNow(request, now),
        request.sufra.locale,
      );
      if (!found) throw new NotFound('Business not found');
      return found;
    },
  );
  api.post(
    '/webapp/banners/reach',
    { schema: { body: bannersReachBodySchema, response: { 200: bannersReachResponseSchema } } },
    async (request) => {
      const found = await service.reach(request.body.business, request.body.banners);
      if (!found) throw new NotFound('Business not found');
      return found;
    },
  );
  api.post(
    '/webapp/visit/:id',
    { schema: { params: visitParamsSchema, body: visitBodySchema, response: { 200: visitResponseSchema } } },
    async (request) => {
      // The server's clock picks the day: a visitor cannot count twice by shifting its own clock.
      const found = await service.visit(request.params.id, request.body.visitor_id, now());
      if (!found) throw new NotFound('Business not found');
      return found;
    },
  );
}
