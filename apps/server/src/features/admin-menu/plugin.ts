import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import { createMediaStore } from './media-store.ts';
import { returnSoldOutItems } from './menu-admin-repository.ts';
import { registerMenuAdminRoutes } from './menu-admin-routes.ts';
import { createMenuAdminService } from './menu-admin-service.ts';
import { createMenuRemoval } from './menu-removal.ts';
import { createModifierSoldOut, returnSoldOutModifiers } from './modifier-sold-out.ts';
import { registerModifierSoldOutRoute } from './modifier-sold-out-route.ts';
import { createTagCodes, registerTagCodeRoutes } from './tag-codes.ts';

/** Where an older version kept uploaded pictures (ADR 1003); now only read once, to move them (ADR 1331). */
export const mediaDirOf = (config: { DATA_DIR: string }) => path.join(config.DATA_DIR, 'media');

/**
 * The menu in the back office ([product: Back office], ADR 1001–1003, 1080): categories, items,
 * their choices and pictures, diet codes, sold out (items and choices). Registered after
 * `adminPlugin` (its sessions).
 */
export async function adminMenuPlugin(api: FastifyInstance, deps: FeatureDeps) {
  const { db } = deps.database;
  const menu = createMenuAdminService({ db, now: deps.now });
  const removal = createMenuRemoval({ db, now: deps.now });
  registerMenuAdminRoutes(api, { menu, removal, media: createMediaStore(db) });
  registerTagCodeRoutes(api, createTagCodes({ db }));
  registerModifierSoldOutRoute(api, createModifierSoldOut({ db, now: deps.now, menu }));
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
  // Sold-out choices come back at their "back at" time, checked every minute (ADR 1080).
  await deps.jobs.register(
    defineJob<object>({
      name: 'admin.modifier-sold-out-return',
      every: '* * * * *',
      handle: async () => {
        await returnSoldOutModifiers(db, deps.now());
      },
    }),
  );
}
