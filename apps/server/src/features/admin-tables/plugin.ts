import type { AdminTableResponse, AdminTablesResponse } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { type AdminIdParams, type AdminRefParams, adminOf, adminScreen, idOf } from '../admin/admin-auth.ts';
import type { TableService } from '../tables/table-service.ts';
import { createTablesAdminService } from './tables-admin-service.ts';

/**
 * [product: Back office] tables and their QR codes (ADR 1122, 1160): add, rename, rotate, retire
 * through the tables' repository — owners and managers, `no-store`. Registered after `adminPlugin`.
 */
export function adminTablesPlugin(api: FastifyInstance, deps: FeatureDeps & { tables: TableService }) {
  const tables = createTablesAdminService({ db: deps.database.db, tables: deps.tables });
  const edit = adminScreen('settings.edit');

  api.get<AdminRefParams>('/admin/:ref/tables', edit, async (request) => {
    const caller = adminOf(request);
    const [list, shared] = await Promise.all([tables.list(caller), tables.sharedTables(caller)]);
    return { error: 0, tables: list, shared_tables: shared } satisfies AdminTablesResponse;
  });
  // Shared tables on or off (ADR 1400), audited like every set-up write.
  api.post<AdminRefParams>('/admin/:ref/tables/shared', edit, async (request) => {
    return { error: 0 as const, shared_tables: await tables.setSharedTables(adminOf(request), request.body) };
  });
  api.post<AdminRefParams>('/admin/:ref/tables', edit, async (request, reply) => {
    const table = await tables.add(adminOf(request), request.body);
    return reply.status(201).send({ error: 0, table } satisfies AdminTableResponse);
  });
  api.post<AdminIdParams>('/admin/:ref/tables/:id', edit, async (request) => {
    const table = await tables.rename(adminOf(request), idOf(request.params), request.body);
    return { error: 0, table } satisfies AdminTableResponse;
  });
  api.post<AdminIdParams>('/admin/:ref/tables/:id/delete', edit, async (request) => {
    await tables.retire(adminOf(request), idOf(request.params), request.body);
    return { error: 0 as const };
  });
  api.post<AdminIdParams>('/admin/:ref/tables/:id/token', edit, async (request) => {
    const table = await tables.rotate(adminOf(request), idOf(request.params));
    return { error: 0, table } satisfies AdminTableResponse;
  });
}
