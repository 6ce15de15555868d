import type { AdminZoneResponse, AdminZonesResponse } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { type AdminIdParams, type AdminRefParams, adminOf, adminScreen, idOf } from '../admin/admin-auth.ts';
import { createZonesAdminService } from './zones-admin-service.ts';

/**
 * [product: Back office] delivery zones and their areas (ADR 1123, 1160, 1201): terms and outlines
 * checked by the domain's ringProblem — owners and managers, `no-store`. Registered after `adminPlugin`.
 */
export function adminZonesPlugin(api: FastifyInstance, deps: FeatureDeps) {
  const zones = createZonesAdminService({ db: deps.database.db });
  const edit = adminScreen('settings.edit');

  api.get<AdminRefParams>('/admin/:ref/zones', edit, async (request) => {
    return { error: 0, zones: await zones.list(adminOf(request)) } satisfies AdminZonesResponse;
  });
  api.post<AdminIdParams>('/admin/:ref/zones/:id', edit, async (request) => {
    const zone = await zones.saveZone(adminOf(request), idOf(request.params), request.body);
    return { error: 0, zone } satisfies AdminZoneResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/zones', edit, async (request, reply) => {
    const zone = await zones.addZone(adminOf(request), request.body);
    return reply.status(201).send({ error: 0, zone } satisfies AdminZoneResponse);
  });
  api.post<AdminIdParams>('/admin/:ref/zones/:id/delete', edit, async (request) => {
    await zones.deleteZone(adminOf(request), idOf(request.params), request.body);
    return { error: 0 as const };
  });
  api.post<AdminIdParams>('/admin/:ref/zones/:id/areas', edit, async (request, reply) => {
    const zone = await zones.addArea(adminOf(request), idOf(request.params), request.body);
    return reply.status(201).send({ error: 0, zone } satisfies AdminZoneResponse);
  });
  api.post<AdminIdParams>('/admin/:ref/areas/:id', edit, async (request) => {
    const zone = await zones.renameArea(adminOf(request), idOf(request.params), request.body);
    return { error: 0, zone } satisfies AdminZoneResponse;
  });
  api.post<AdminIdParams>('/admin/:ref/areas/:id/delete', edit, async (request) => {
    const zone = await zones.deleteArea(adminOf(request), idOf(request.params), request.body);
    return { error: 0, zone } satisfies AdminZoneResponse;
  });
  api.post<AdminIdParams>('/admin/:ref/areas/:id/shape', edit, async (request) => {
    const zone = await zones.saveAreaShape(adminOf(request), idOf(request.params), request.body);
    return { error: 0, zone } satisfies AdminZoneResponse;
  });
}
