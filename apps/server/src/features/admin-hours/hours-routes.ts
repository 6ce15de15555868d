import type { AdminBranchesOpsResponse, AdminBranchOpsResponse } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import { type AdminIdParams, type AdminRefParams, adminOf, idOf, requireAdmin } from '../admin/admin-auth.ts';
import type { BranchOpsService } from './branch-ops-service.ts';

/**
 * [product: Back office] a branch's hours (ADR 1080): its week and special days, pausing and busy
 * mode.
 */
export function registerHoursRoutes(api: FastifyInstance, branches: BranchOpsService) {
  api.get<AdminRefParams>(
    '/admin/:ref/branches',
    { preHandler: requireAdmin('menu.read') },
    async (request) => {
      return { error: 0, branches: await branches.list(adminOf(request)) } satisfies AdminBranchesOpsResponse;
    },
  );
  api.post<AdminIdParams>(
    '/admin/:ref/branches/:id/hours',
    { preHandler: requireAdmin('hours.edit') },
    async (request) => {
      const branch = await branches.saveHours(adminOf(request), idOf(request.params), request.body);
      return { error: 0, branch } satisfies AdminBranchOpsResponse;
    },
  );
  api.post<AdminIdParams>(
    '/admin/:ref/branches/:id/pause',
    { preHandler: requireAdmin('ordering.pause') },
    async (request) => {
      const branch = await branches.setPause(adminOf(request), idOf(request.params), request.body);
      return { error: 0, branch } satisfies AdminBranchOpsResponse;
    },
  );
  api.post<AdminIdParams>(
    '/admin/:ref/branches/:id/busy',
    { preHandler: requireAdmin('ordering.pause') },
    async (request) => {
      const branch = await branches.setBusy(adminOf(request), idOf(request.params), request.body);
      return { error: 0, branch } satisfies AdminBranchOpsResponse;
    },
  );
}
