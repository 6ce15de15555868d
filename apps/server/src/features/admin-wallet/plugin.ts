import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { createBookingsAdminService } from '../admin-bookings/bookings-admin-service.ts';
import { createPoliciesAdminService } from '../admin-policies/policies-admin-service.ts';
import { createSurveysAdminService } from '../admin-surveys/surveys-admin-service.ts';
import { createWalletAdminService } from './wallet-admin-service.ts';
import { registerBusinessRoutes } from './wallet-routes.ts';

/**
 * The back office's business programmes ([product: Back office], ADR 1140–1143): wallet packages
 * and terms, surveys, policies, booking capacity and scheduled orders. Behind the admin sessions
 * and roles of `features/admin` (ADR 1000), audited as the set-up's writes (ADR 1001).
 */
export function adminBusinessPlugin(api: FastifyInstance, deps: FeatureDeps) {
  const { db } = deps.database;
  registerBusinessRoutes(api, {
    db,
    wallet: createWalletAdminService({ db }),
    surveys: createSurveysAdminService({ db }),
    policies: createPoliciesAdminService({ db }),
    bookings: createBookingsAdminService({ db }),
  });
}
