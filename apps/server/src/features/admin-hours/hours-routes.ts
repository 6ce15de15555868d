import type {
  AdminAuditResponse,
  AdminBranchesOpsResponse,
  AdminBranchOpsResponse,
  AdminItemResponse,
  AdminTeamMemberResponse,
  AdminTeamResponse,
} from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import { type AdminIdParams, type AdminRefParams, adminOf, idOf, requireAdmin } from '../admin/admin-auth.ts';
import type { AuditService } from '../admin-audit/audit-service.ts';
import type { ModifierSoldOutService } from '../admin-menu/modifier-sold-out.ts';
import type { TeamService } from '../admin-team/team-service.ts';
import type { BranchOpsService } from './branch-ops-service.ts';

/**
 * [product: Back office] operations (ADR 1080): a branch's hours and special days, pausing and busy
 * mode, the team (owners) and the audit trail (owners and managers).
 */
export function registerAdminOpsRoutes(
  api: FastifyInstance,
  deps: {
    branches: BranchOpsService;
    team: TeamService;
    audit: AuditService;
    modifiers: ModifierSoldOutService;
  },
) {
  const { branches, team, audit, modifiers } = deps;

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

  // Sold out per choice (ADR 1080): staff may, like items' (ADR 1003).
  api.post<AdminIdParams>(
    '/admin/:ref/modifiers/:id/sold-out',
    { preHandler: requireAdmin('menu.sold_out') },
    async (request) => {
      const item = await modifiers.setSoldOut(adminOf(request), idOf(request.params), request.body);
      return { error: 0, item } satisfies AdminItemResponse;
    },
  );

  const manage = { preHandler: requireAdmin('staff.manage') };
  api.get<AdminRefParams>('/admin/:ref/team', manage, async (request) => {
    return { error: 0, members: await team.list(adminOf(request)) } satisfies AdminTeamResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/team', manage, async (request, reply) => {
    const member = await team.invite(adminOf(request), request.body);
    return reply.status(201).send({ error: 0, member } satisfies AdminTeamMemberResponse);
  });
  api.post<AdminIdParams>('/admin/:ref/team/:id', manage, async (request) => {
    const member = await team.update(adminOf(request), idOf(request.params), request.body);
    return { error: 0, member } satisfies AdminTeamMemberResponse;
  });
  api.post<AdminIdParams>('/admin/:ref/team/:id/remove', manage, async (request) => {
    await team.remove(adminOf(request), idOf(request.params));
    return { error: 0 };
  });

  api.get<AdminRefParams & { Querystring: Record<string, unknown> }>(
    '/admin/:ref/audit',
    { preHandler: requireAdmin('audit.read') },
    async (request) => {
      return {
        error: 0,
        ...(await audit.list(adminOf(request), request.query)),
      } satisfies AdminAuditResponse;
    },
  );
}
