import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import type { createOtpService } from '../accounts/otp-service.ts';
import { createAdminSessions, registerAdminAuth } from './admin-auth.ts';
import { registerAdminSignInRoutes } from './admin-sign-in-routes.ts';
import { createMediaStore } from './media-store.ts';
import { returnSoldOutItems } from './menu-admin-repository.ts';
import { registerMenuAdminRoutes } from './menu-admin-routes.ts';
import { createMenuAdminService } from './menu-admin-service.ts';
import { createMenuRemoval } from './menu-removal.ts';
import { createTagCodes, registerTagCodeRoutes } from './tag-codes.ts';

/** Where an older version kept uploaded pictures (ADR 1003); now only read once, to move them (ADR 1331). */
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
  registerMenuAdminRoutes(api, { menu, removal, media: createMediaStore(db) });
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
