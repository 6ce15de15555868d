import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { mediaDirOf } from '../admin/plugin.ts';
import { createPaymentSettingsService } from '../admin-payments/payment-settings-service.ts';
import { createPixelsAdminService } from '../admin-payments/pixels-admin-service.ts';
import { createTablesAdminService } from '../admin-tables/tables-admin-service.ts';
import { createZonesAdminService } from '../admin-zones/zones-admin-service.ts';
import type { Gateways } from '../payments/gateways.ts';
import type { TableService } from '../tables/table-service.ts';
import { registerSetupRoutes } from './settings-routes.ts';
import { createStoreSettingsService } from './store-settings-service.ts';

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
    store: createStoreSettingsService({ db, mediaDir: mediaDirOf(deps.config) }),
    payments: createPaymentSettingsService({ db, gateways: deps.gateways }),
    pixels: createPixelsAdminService({ db, secret: deps.config.TRACKING_KEYS_SECRET }),
    tables: createTablesAdminService({ db, tables: deps.tables }),
    zones: createZonesAdminService({ db }),
  });
}
