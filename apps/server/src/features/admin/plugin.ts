import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import type { createOtpService } from '../accounts/otp-service.ts';
import { returnSoldOutItems } from '../admin-menu/menu-admin-repository.ts';
import { registerMenuAdminRoutes } from '../admin-menu/menu-admin-routes.ts';
import { createMenuAdminService } from '../admin-menu/menu-admin-service.ts';
import { createMenuRemoval } from '../admin-menu/menu-removal.ts';
import { createTagCodes, registerTagCodeRoutes } from '../admin-menu/tag-codes.ts';
import { createAdminSessions, registerAdminAuth } from './admin-auth.ts';
import { registerAdminSignInRoutes } from './admin-sign-in-routes.ts';

/** Where uploaded pictures live: DATA_DIR/media, served at /media (ADR 1003). */
export const mediaDirOf = (config: { DATA_DIR: string }) => path.join(config.DATA_DIR, 'media');

/** The back office's API ([product: Back office], ADR 1000–1003): sign-in, the menu, sold out. */
export async function adminPlugin(
  api: FastifyInstance,
  deps: FeatureDeps & { otp: ReturnType<typeof createOtpService> },
) {
  const { db } = deps.database;
  registerAdminAuth(api, createAdminSessions({ db, now: deps.now }));
  registerAdminSignInRoutes(api, { db, otp: deps.otp, operatorPhones: deps.config.OPERATOR_PHONES });
  const menu = createMenuAdminService({ db, now: deps.now });
  const removal = createMenuRemoval({ db, now: deps.now });
  registerMenuAdminRoutes(api, { menu, removal, mediaDir: mediaDirOf(deps.config) });
  registerTagCodeRoutes(api, createTagCodes({ db }));
  // Sold-out items come back at their "back at" time, checked every minute (ADR 1003).
  await deps.jobs.register(
    defineJob<object>({
      name: 'admin.sold-out-return',
      every: '* * * * *',
      handle: async () => {
        await returnSoldOutItems(db, deps.now());
      },
    }),
  );
  return { menu };
}
