import type { AdminTeamMemberResponse, AdminTeamResponse } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { type AdminIdParams, type AdminRefParams, adminOf, idOf, requireAdmin } from '../admin/admin-auth.ts';
import { createTeamService } from './team-service.ts';

/**
 * [product: Back office] the team (ADR 1080): owners invite, change and remove members; the last
 * owner stays. Registered after `adminPlugin` (its sessions).
 */
export function adminTeamPlugin(api: FastifyInstance, deps: FeatureDeps) {
  const team = createTeamService({ db: deps.database.db });
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
}
