import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { bonusExpiryJob } from './bonus-expiry.ts';
import { registerWalletRoutes } from './wallet-routes.ts';
import { createWalletService, type PackagePayments } from './wallet-service.ts';

/** The wallet (ADR 760–763): balance, packages, history, staff adjustments. */
export async function walletPlugin(api: FastifyInstance, deps: FeatureDeps & { payments: PackagePayments }) {
  const wallet = createWalletService({ db: deps.database.db, payments: deps.payments, now: deps.now });
  registerWalletRoutes(api, wallet);
  await deps.jobs.register(bonusExpiryJob(deps.database.db, deps.now));
  return { wallet };
}
