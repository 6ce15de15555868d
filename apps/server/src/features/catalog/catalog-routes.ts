import {
  itemParamsSchema,
  itemResponseSchema,
  popularParamsSchema,
  popularResponseSchema,
  searchParamsSchema,
  searchQuerySchema,
  searchResponseSchema,
  tagsQuerySchema,
  tagsResponseSchema,
} from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFound } from '../../platform/failures.ts';
import type { CatalogService } from './catalog-service.ts';

/** GET webapp/v5/item/{branchId}/{itemId}, webapp/search/{term}, tags-ingredients (ADR 200, 202). */
export function registerCatalogRoutes(app: FastifyInstance, service: CatalogService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/webapp/v5/item/:branchId/:itemId',
    { schema: { params: itemParamsSchema, response: { 200: itemResponseSchema } } },
    async (request) => {
      const { branchId, itemId } = request.params;
      const found = await service.item(branchId, itemId, request.sufra.locale);
      if (!found) throw new NotFound('Item not found');
      return found;
    },
  );
  api.get(
    '/webapp/search/:term',
    {
      schema: {
        params: searchParamsSchema,
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => {
      const { branch_id, limit } = request.query;
      const found = await service.search(request.params.term, branch_id, limit, request.sufra.locale);
      if (!found) throw new NotFound('Branch not found');
      return found;
    },
  );
  api.get(
    '/webapp/popular-items/:branchId',
    { schema: { params: popularParamsSchema, response: { 200: popularResponseSchema } } },
    async (request) => {
      const ids = await service.popular(request.params.branchId);
      if (!ids) throw new NotFound('Branch not found');
      return { error: 0 as const, item_ids: ids };
    },
  );
  api.get(
    '/tags-ingredients',
    { schema: { querystring: tagsQuerySchema, response: { 200: tagsResponseSchema } } },
    async (request) => {
      const found = await service.tags(request.query.branch_id, request.query.locale ?? request.sufra.locale);
      if (!found) throw new NotFound('Branch not found');
      return found;
    },
  );
}
