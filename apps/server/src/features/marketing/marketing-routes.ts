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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFound } from '../../platform/failures.ts';
import { requestNow } from '../../platform/http/request-headers.ts';
import type { MarketingService } from './marketing-service.ts';

/**
 * Sent from the back office's settings preview (ADR 1120, 1160): the framed storefront's address
 * carries `?preview=`, and its beacons name it in their Referer (same origin, so the whole URL is
 * sent under the `same-origin` policy). Such a page is the owner looking, not a diner: nothing is
 * counted, and no script on the storefront pays for knowing it.
 */
function fromPreview(request: FastifyRequest): boolean {
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).searchParams.has('preview');
  } catch {
    return false;
  }
}

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
      const found = await service.reach(request.body.business, request.body.banners, !fromPreview(request));
      if (!found) throw new NotFound('Business not found');
      return found;
    },
  );
  api.post(
    '/webapp/visit/:id',
    { schema: { params: visitParamsSchema, body: visitBodySchema, response: { 200: visitResponseSchema } } },
    async (request) => {
      // The server's clock picks the day: a visitor cannot count twice by shifting its own clock.
      const found = await service.visit(
        request.params.id,
        request.body.visitor_id,
        now(),
        !fromPreview(request),
      );
      if (!found) throw new NotFound('Business not found');
      return found;
    },
  );
}
