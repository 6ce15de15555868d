import type { StoreSettingsResponse } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import { type AdminRefParams, adminOf, adminScreen } from '../admin/admin-auth.ts';
import { MAX_IMAGE_BYTES } from '../admin-menu/item-images.ts';
import type { StoreSettingsService } from './store-settings-service.ts';

/**
 * [product: Back office] the storefront's settings (ADR 1120): looks, languages, selling types,
 * logo and cover — owners and managers, `no-store` (a set-up screen is never cached).
 */
export function registerSettingsRoutes(api: FastifyInstance, store: StoreSettingsService) {
  const edit = adminScreen('settings.edit');

  api.get<AdminRefParams>('/admin/:ref/settings', edit, async (request) => {
    return {
      error: 0,
      settings: await store.read(adminOf(request)),
    } satisfies StoreSettingsResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/settings', edit, async (request) => {
    const saved = await store.save(adminOf(request), request.body);
    return { error: 0, settings: saved } satisfies StoreSettingsResponse;
  });
  api.post<AdminRefParams>(
    '/admin/:ref/settings/image',
    { ...edit, bodyLimit: Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 1024 },
    async (request) => {
      const saved = await store.setPicture(adminOf(request), request.body);
      return { error: 0, settings: saved } satisfies StoreSettingsResponse;
    },
  );
}
