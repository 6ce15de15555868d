import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { type BusinessDirectory, createBusinessDirectory } from './business-directory.ts';
import { startVersionListener } from './version-listener.ts';

export type Tenancy = {
  directory: BusinessDirectory;
  /** Calls `drop` with a business id whenever that business changes (its version moved). */
  onBusinessChanged: (drop: (businessId: number) => void) => void;
};

/**
 * Which business a request is about (ref, branch or domain → business) and when a business
 * changed: PostgreSQL announces every version bump, and every cache of the business is dropped
 * (ADR 201).
 */
export async function startTenancy(api: FastifyInstance, deps: FeatureDeps): Promise<Tenancy> {
  const { db, pool } = deps.database;
  const directory = createBusinessDirectory(db);
  const listeners: ((businessId: number) => void)[] = [];
  const listener = await startVersionListener(pool, {
    onChange: (businessId) => {
      directory.invalidate(businessId);
      for (const drop of listeners) drop(businessId);
    },
    onLive: (live) => directory.setLive(live),
  });
  api.addHook('onClose', () => listener.stop());
  return { directory, onBusinessChanged: (drop) => listeners.push(drop) };
}
