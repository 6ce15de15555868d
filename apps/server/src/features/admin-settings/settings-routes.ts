import type {
  AdminPixelsResponse,
  AdminTableResponse,
  AdminTablesResponse,
  AdminZoneResponse,
  AdminZonesResponse,
  PaymentSettingsResponse,
  StoreSettingsResponse,
} from '@sufra/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AdminIdParams, type AdminRefParams, adminOf, idOf, requireAdmin } from '../admin/admin-auth.ts';
import { MAX_IMAGE_BYTES } from '../admin-menu/item-images.ts';
import type { PaymentSettingsService } from '../admin-payments/payment-settings-service.ts';
import type { PixelsAdminService } from '../admin-payments/pixels-admin-service.ts';
import type { TablesAdminService } from '../admin-tables/tables-admin-service.ts';
import type { ZonesAdminService } from '../admin-zones/zones-admin-service.ts';
import type { StoreSettingsService } from './store-settings-service.ts';

/**
 * [product: Back office] the set-up calls (ADR 1120–1122): the storefront's settings and tables
 * (owner and manager), payment methods and keys (owner only). Every answer is `no-store`: a
 * set-up screen is never cached, and the payments' answer names a key's last four characters.
 */
export function registerSetupRoutes(
  api: FastifyInstance,
  services: {
    store: StoreSettingsService;
    payments: PaymentSettingsService;
    pixels: PixelsAdminService;
    tables: TablesAdminService;
    zones: ZonesAdminService;
  },
) {
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };
  const settings = { preHandler: requireAdmin('settings.edit'), onRequest: noStore };
  const payments = { preHandler: requireAdmin('payments.manage'), onRequest: noStore };

  api.get<AdminRefParams>('/admin/:ref/settings', settings, async (request) => {
    return {
      error: 0,
      settings: await services.store.read(adminOf(request)),
    } satisfies StoreSettingsResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/settings', settings, async (request) => {
    const saved = await services.store.save(adminOf(request), request.body);
    return { error: 0, settings: saved } satisfies StoreSettingsResponse;
  });
  api.post<AdminRefParams>(
    '/admin/:ref/settings/image',
    { ...settings, bodyLimit: Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 1024 },
    async (request) => {
      const saved = await services.store.setPicture(adminOf(request), request.body);
      return { error: 0, settings: saved } satisfies StoreSettingsResponse;
    },
  );

  api.get<AdminRefParams>('/admin/:ref/payments', payments, async (request) => {
    return {
      error: 0,
      payments: await services.payments.read(adminOf(request)),
    } satisfies PaymentSettingsResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/payments', payments, async (request) => {
    const saved = await services.payments.save(adminOf(request), request.body);
    return { error: 0, payments: saved } satisfies PaymentSettingsResponse;
  });

  api.get<AdminRefParams>('/admin/:ref/tables', settings, async (request) => {
    return { error: 0, tables: await services.tables.list(adminOf(request)) } satisfies AdminTablesResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/tables', settings, async (request, reply) => {
    const table = await services.tables.add(adminOf(request), request.body);
    return reply.status(201).send({ error: 0, table } satisfies AdminTableResponse);
  });
  api.post<AdminIdParams>('/admin/:ref/tables/:id', settings, async (request) => {
    const table = await services.tables.rename(adminOf(request), idOf(request.params), request.body);
    return { error: 0, table } satisfies AdminTableResponse;
  });
  api.post<AdminIdParams>('/admin/:ref/tables/:id/delete', settings, async (request) => {
    await services.tables.retire(adminOf(request), idOf(request.params), request.body);
    return { error: 0 as const };
  });
  api.post<AdminIdParams>('/admin/:ref/tables/:id/token', settings, async (request) => {
    const table = await services.tables.rotate(adminOf(request), idOf(request.params));
    return { error: 0, table } satisfies AdminTableResponse;
  });

  api.get<AdminRefParams>('/admin/:ref/zones', settings, async (request) => {
    return { error: 0, zones: await services.zones.list(adminOf(request)) } satisfies AdminZonesResponse;
  });
  api.post<AdminIdParams>('/admin/:ref/zones/:id', settings, async (request) => {
    const zone = await services.zones.saveZone(adminOf(request), idOf(request.params), request.body);
    return { error: 0, zone } satisfies AdminZoneResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/zones', settings, async (request, reply) => {
    const zone = await services.zones.addZone(adminOf(request), request.body);
    return reply.status(201).send({ error: 0, zone } satisfies AdminZoneResponse);
  });
  api.post<AdminIdParams>('/admin/:ref/zones/:id/delete', settings, async (request) => {
    await services.zones.deleteZone(adminOf(request), idOf(request.params), request.body);
    return { error: 0 as const };
  });
  api.post<AdminIdParams>('/admin/:ref/zones/:id/areas', settings, async (request, reply) => {
    const zone = await services.zones.addArea(adminOf(request), idOf(request.params), request.body);
    return reply.status(201).send({ error: 0, zone } satisfies AdminZoneResponse);
  });
  api.post<AdminIdParams>('/admin/:ref/areas/:id', settings, async (request) => {
    const zone = await services.zones.renameArea(adminOf(request), idOf(request.params), request.body);
    return { error: 0, zone } satisfies AdminZoneResponse;
  });
  api.post<AdminIdParams>('/admin/:ref/areas/:id/delete', settings, async (request) => {
    const zone = await services.zones.deleteArea(adminOf(request), idOf(request.params), request.body);
    return { error: 0, zone } satisfies AdminZoneResponse;
  });
  api.post<AdminIdParams>('/admin/:ref/areas/:id/shape', settings, async (request) => {
    const zone = await services.zones.saveAreaShape(adminOf(request), idOf(request.params), request.body);
    return { error: 0, zone } satisfies AdminZoneResponse;
  });

  api.get<AdminRefParams>('/admin/:ref/pixels', payments, async (request) => {
    const pixels = await services.pixels.read(adminOf(request));
    return { error: 0, pixels, can_store_tokens: services.pixels.canStore } satisfies AdminPixelsResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/pixels', payments, async (request) => {
    const pixels = await services.pixels.save(adminOf(request), request.body);
    return { error: 0, pixels, can_store_tokens: services.pixels.canStore } satisfies AdminPixelsResponse;
  });
}
