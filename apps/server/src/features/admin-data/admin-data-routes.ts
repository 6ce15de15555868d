import { itemsCsvApplyRequestSchema, itemsCsvPreviewRequestSchema, referenceIdSchema } from '@sufra/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { exportBusiness, importBusiness } from './business-document.ts';
import type { ItemsCsvService } from './items-csv-service.ts';
import { auditorOf, requireManager } from './manager-guard.ts';

export const params = z.object({ ref: referenceIdSchema });
/** A whole business fits; the default 1 MiB does not for a large menu. */
const DOCUMENT_LIMIT = 32 * 1024 * 1024;

/** An attachment's headers: its type, its file name, never cached. */
export function download(reply: FastifyReply, type: string, name: string) {
  reply.header('content-type', type);
  reply.header('content-disposition', `attachment; filename="${name}"`);
  reply.header('cache-control', 'no-store');
}

/** The back office's data calls (ADR 1020, 1021), each behind `requireManager`. */
export function registerAdminDataRoutes(
  app: FastifyInstance,
  deps: { pool: pg.Pool; csv: ItemsCsvService; now: () => Date },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { preHandler: requireManager };

  api.get('/staff/admin/:ref/export', { schema: { params }, ...guarded }, async (request, reply) => {
    const document = await exportBusiness(deps.pool, request.params.ref, deps.now());
    download(reply, 'application/json; charset=utf-8', `${request.params.ref}-business.json`);
    return document;
  });

  api.post(
    '/staff/admin/:ref/import',
    { schema: { params }, bodyLimit: DOCUMENT_LIMIT, ...guarded },
    async (request) => {
      const { memberId, memberName } = auditorOf(request);
      const result = await importBusiness(deps.pool, request.body, {
        kind: 'replace',
        referenceId: request.params.ref,
        audit: { memberId, memberName },
        role: request.admin?.member.role ?? 'staff',
      });
      return { error: 0, reference_id: result.referenceId, rows: result.rows };
    },
  );

  api.get('/staff/admin/:ref/items.csv', { schema: { params }, ...guarded }, async (request, reply) => {
    const csv = await deps.csv.exportCsv(request.params.ref);
    download(reply, 'text/csv; charset=utf-8', `${request.params.ref}-items.csv`);
    return csv;
  });

  api.post(
    '/staff/admin/:ref/items-csv/preview',
    { schema: { params, body: itemsCsvPreviewRequestSchema }, bodyLimit: 4 * 1024 * 1024, ...guarded },
    async (request) => ({ error: 0, ...(await deps.csv.preview(request.params.ref, request.body.csv)) }),
  );

  api.post(
    '/staff/admin/:ref/items-csv/apply',
    { schema: { params, body: itemsCsvApplyRequestSchema }, bodyLimit: 4 * 1024 * 1024, ...guarded },
    async (request) => ({
      error: 0,
      ...(await deps.csv.apply(
        request.params.ref,
        request.body.csv,
        request.body.version,
        auditorOf(request),
      )),
    }),
  );
}
