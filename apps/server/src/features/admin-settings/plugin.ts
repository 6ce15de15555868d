import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { createMediaStore } from '../admin-menu/media-store.ts';
import { registerSettingsRoutes } from './settings-routes.ts';
import { createStoreSettingsService } from './store-settings-service.ts';

/**
 * The storefront's settings in the back office ([product: Back office], ADR 1120): its looks,
 * languages and selling types. Behind the admin sessions and roles of `features/admin` (ADR 1000).
 */
export function adminSettingsPlugin(api: FastifyInstance, deps: FeatureDeps) {
  const { db } = deps.database;
  registerSettingsRoutes(api, createStoreSettingsService({ db, media: createMediaStore(db) }));
}
