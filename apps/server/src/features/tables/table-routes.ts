import {
  idParam,
  staffTablesResponseSchema,
  staffTableTokenResponseSchema,
  tableLinkRequestSchema,
  tableLinkResponseSchema,
  tablesParamsSchema,
} from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff, staffOf } from '../../platform/auth/auth-plugin.ts';
import type { TableService } from './table-service.ts';

/** POST webapp/tables/{branchId}/link (storefront); GET staff/tables, POST staff/tables/{id}/token. */
export function registerTableRoutes(app: FastifyInstance, tables: TableService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/webapp/tables/:id/link',
    {
      schema: {
        params: tablesParamsSchema,
        body: tableLinkRequestSchema,
        response: { 200: tableLinkResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        error: 0 as const,
        table: await tables.resolveLink(
          request.params.id,
          request.body.table,
          undefined,
          request.sufra?.locale,
        ),
      };
    },
  );

  api.get(
    '/staff/tables',
    { schema: { response: { 200: staffTablesResponseSchema } }, preHandler: requireStaff },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { error: 0 as const, tables: await tables.list(staffOf(request)) };
    },
  );

  api.post(
    '/staff/tables/:tableId/token',
    {
      schema: { params: z.object({ tableId: idParam }), response: { 200: staffTableTokenResponseSchema } },
      preHandler: requireStaff,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { error: 0 as const, table: await tables.rotate(staffOf(request), request.params.tableId) };
    },
  );
}
