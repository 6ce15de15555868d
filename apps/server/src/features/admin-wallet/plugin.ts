import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { createWalletAdminService } from './wallet-admin-service.ts';
import { registerWalletRoutes } from './wallet-routes.ts';

/**
 * The wallet in the back office ([product: Back office], ADR 1140): credit packages, the wallet's
 * switch and terms. Behind the admin sessions and roles of `features/admin` (ADR 1000), audited as
 * the set-up's writes (ADR 1001).
 */
export function adminWalletPlugin(api: FastifyInstance, deps: FeatureDeps) {
  const { db } = deps.database;
  registerWalletRoutes(api, { db, wallet: createWalletAdminService({ db }) });
}
