import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { registerOffersRoutes } from './offers-routes.ts';
import { createOffersService } from './offers-service.ts';

/** The back office's discounts, coupons, taxes and item labels ([product: Discounts, coupons and taxes], ADR 1100). */
export function adminOffersPlugin(api: FastifyInstance, deps: FeatureDeps) {
  registerOffersRoutes(api, createOffersService({ db: deps.database.db }));
}
