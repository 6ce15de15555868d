import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { createOtpService } from '../accounts/otp-service.ts';
import { type AdminSessions, createAdminSessions, registerAdminAuth } from './admin-auth.ts';
import { registerAdminSignInRoutes } from './admin-sign-in-routes.ts';

/**
 * The back office's shell ([product: Back office], ADR 1000, 1310): sessions and sign-in. Every
 * resource's plugin (`admin-menu`, `admin-hours`…) is registered after it, behind its sessions.
 */
export function adminPlugin(
  api: FastifyInstance,
  deps: FeatureDeps & { otp: ReturnType<typeof createOtpService>; sessions?: AdminSessions },
) {
  const { db } = deps.database;
  registerAdminAuth(api, deps.sessions ?? createAdminSessions({ db, now: deps.now }));
  registerAdminSignInRoutes(api, { db, otp: deps.otp, operatorPhones: deps.config.OPERATOR_PHONES });
}
