import { todayQuerySchema } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../platform/deps.ts';
import { download, params } from '../admin-data/admin-data-routes.ts';
import { requireManager } from '../admin-data/manager-guard.ts';
import { todayCsv, todayReport } from './today-report.ts';

/**
 * The back office's reports ([product: Back office], ADR 1022): the day's figures and their CSV,
 * behind the data calls' `requireManager` (a back-office owner or manager; ADR 1370).
 */
export function adminReportsPlugin(app: FastifyInstance, deps: FeatureDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = deps.database;
  const guarded = { preHandler: requireManager };

  api.get(
    '/staff/admin/:ref/today',
    { schema: { params, querystring: todayQuerySchema }, ...guarded },
    async (request) => ({
      error: 0,
      report: await todayReport(pool, request.params.ref, deps.now(), request.query),
    }),
  );

  api.get(
    '/staff/admin/:ref/today.csv',
    { schema: { params, querystring: todayQuerySchema }, ...guarded },
    async (request, reply) => {
      const { day, from, to } = request.query;
      const csv = await todayCsv(pool, request.params.ref, deps.now(), request.query);
      const name = from && to ? `${from}_${to}` : (day ?? 'today');
      download(reply, 'text/csv; charset=utf-8', `${request.params.ref}-${name}.csv`);
      return csv;
    },
  );
}
