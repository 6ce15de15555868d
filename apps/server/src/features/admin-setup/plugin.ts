import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { createMediaStore } from '../admin/media-store.ts';
import type { Gateways } from '../payments/gateways.ts';
import type { TableService } from '../tables/table-service.ts';
import { createPaymentSettingsService } from './payment-settings-service.ts';
import { createPixelsAdminService } from './pixels-admin-service.ts';
import { registerSetupRoutes } from './setup-routes.ts';
import { createStoreSettingsService } from './store-settings-service.ts';
import { createTablesAdminService } from './tables-admin-service.ts';
import { createZonesAdminService } from './zones-admin-service.ts';

/**
 * The back office's set-up ([product: Back office], ADR 1120–1122): the storefront's looks,
 * languages and selling types; payment methods and gateway keys; tables and their QR codes;
 * delivery zones and their outlines.
 * Behind the admin sessions and roles of `features/admin` (ADR 1000).
 */
export function adminSetupPlugin(
  api: FastifyInstance,
  deps: FeatureDeps & { gateways: Gateways; tables: TableService },
) {
  const { db } = deps.database;
  registerSetupRoutes(api, {
    store: createStoreSettingsService({ db, media: createMediaStore(db) }),
    payments: createPaymentSettingsService({ db, gateways: deps.gateways }),
    pixels: createPixelsAdminService({ db, secret: deps.config.TRACKING_KEYS_SECRET }),
    tables: createTablesAdminService({ db, tables: deps.tables }),
    zones: createZonesAdminService({ db }),
  });
}
