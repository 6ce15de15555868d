import type {
  AdminDeviceIssuedResponse,
  AdminDevicesResponse,
  AdminTeamMemberResponse,
  AdminTeamResponse,
} from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { MessageChannel } from '../accounts/message-channel.ts';
import { type AdminIdParams, type AdminRefParams, adminOf, idOf, requireAdmin } from '../admin/admin-auth.ts';
import { createDeviceService } from './device-service.ts';
import { registerInviteNotice, signInUrl } from './invite-notice.ts';
import { createTeamService } from './team-service.ts';

/**
 * [product: Back office] the team (ADR 1080, 1370, 1371): owners invite (the member is told by a
 * message with the sign-in link), change and remove members; the last owner stays. Also the
 * kitchen tablets' device tokens, issued and revoked here. Registered after `adminPlugin`.
 */
export async function adminTeamPlugin(api: FastifyInstance, deps: FeatureDeps & { channel: MessageChannel }) {
  const { db } = deps.database;
  const publicUrl = deps.config.PUBLIC_URL;
  const notify = await registerInviteNotice({ db, jobs: deps.jobs, channel: deps.channel, publicUrl });
  const team = createTeamService({ db, notify });
  const devices = createDeviceService({ db });
  const manage = { preHandler: requireAdmin('staff.manage') };
  api.get<AdminRefParams>('/admin/:ref/team', manage, async (request) => {
    return { error: 0, members: await team.list(adminOf(request)) } satisfies AdminTeamResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/team', manage, async (request, reply) => {
    const { member, notified } = await team.invite(adminOf(request), request.body);
    const sign_in_url = signInUrl(publicUrl, request.params.ref);
    return reply
      .status(201)
      .send({ error: 0, member, notified, sign_in_url } satisfies AdminTeamMemberResponse);
  });
  api.post<AdminIdParams>('/admin/:ref/team/:id', manage, async (request) => {
    const member = await team.update(adminOf(request), idOf(request.params), request.body);
    return { error: 0, member } satisfies AdminTeamMemberResponse;
  });
  api.post<AdminIdParams>('/admin/:ref/team/:id/remove', manage, async (request) => {
    await team.remove(adminOf(request), idOf(request.params));
    return { error: 0 };
  });

  api.get<AdminRefParams>('/admin/:ref/devices', manage, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { error: 0, devices: await devices.list(adminOf(request)) } satisfies AdminDevicesResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/devices', manage, async (request, reply) => {
    const issued = await devices.issue(adminOf(request), request.body);
    // The token's text is in this answer only: never cached anywhere.
    reply.header('cache-control', 'no-store');
    return reply.status(201).send({ error: 0, ...issued } satisfies AdminDeviceIssuedResponse);
  });
  api.post<AdminIdParams>('/admin/:ref/devices/:id/revoke', manage, async (request) => {
    await devices.revoke(adminOf(request), idOf(request.params));
    return { error: 0 };
  });
}
