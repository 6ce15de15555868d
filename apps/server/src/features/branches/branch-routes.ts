import {
  branchesParamsSchema,
  branchesResponseSchema,
  shiftsParamsSchema,
  shiftsQuerySchema,
  shiftsResponseSchema,
  tablesParamsSchema,
  tablesResponseSchema,
  zonesParamsSchema,
  zonesQuerySchema,
  zonesResponseSchema,
} from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFound } from '../../platform/failures.ts';
import { requestNow } from '../../platform/http/request-headers.ts';
import type { BranchesService } from './branches-service.ts';

/** GET webapp/branches/{ref}, webapp/v5/shifts/{ref}, webapp/zones/{branchId}, webapp/tables/{branchId}. */
export function registerBranchRoutes(app: FastifyInstance, service: BranchesService, now: () => Date): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/webapp/branches/:businessId',
    { schema: { params: branchesParamsSchema, response: { 200: branchesResponseSchema } } },
    async (request) => {
      const found = await service.branches(
        request.params.businessId,
        requestNow(request, now),
        request.sufra.locale,
      );
      if (!found) throw new NotFound('Business not found');
      return found;
    },
  );
  api.get(
    '/webapp/v5/shifts/:referenceId',
    {
      schema: {
        params: shiftsParamsSchema,
        querystring: shiftsQuerySchema,
        response: { 200: shiftsResponseSchema },
      },
    },
    async (request, reply) => {
      const found = await service.shifts(
        request.params.referenceId,
        request.query.branch,
        requestNow(request, now),
      );
      if (found === 'business') throw new NotFound('Business not found');
      if (found === 'branch') throw new NotFound('Branch not found');
      // The answer depends on the clock: never reuse it.
      reply.header('cache-control', 'no-store');
      return found;
    },
  );
  api.get(
    '/webapp/zones/:id',
    {
      schema: {
        params: zonesParamsSchema,
        querystring: zonesQuerySchema,
        response: { 200: zonesResponseSchema },
      },
    },
    async (request) => {
      const shipping = request.query.shipping === 'true';
      const found = await service.zones(
        request.params.id,
        shipping,
        request.sufra.locale,
        requestNow(request, now),
      );
      if (!found) throw new NotFound('Branch not found');
      return found;
    },
  );
  api.get(
    '/webapp/tables/:id',
    { schema: { params: tablesParamsSchema, response: { 200: tablesResponseSchema } } },
    async (request) => {
      const found = await service.tables(request.params.id, request.sufra?.locale);
      if (!found) throw new NotFound('Branch not found');
      return found;
    },
  );
}
