import { type App, type AppOptions, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { seedBusiness } from '../db/seed/seed.ts';
import type { DemoSeed } from '../db/seed/seed-types.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export type TestContext = { app: App; database: TestDatabase; close: () => Promise<void> };

/** A real app on a real, freshly cloned database, seeded with the given businesses. */
export async function createTestApp(
  seeds: DemoSeed[] = [],
  {
    env,
    ...options
  }: Pick<AppOptions, 'now' | 'resolveCustomer' | 'accounts' | 'tracking' | 'errorReports' | 'onRoute'> & {
    env?: Record<string, string>;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  // Seeded bookings are dated from the test's clock (ADR 1477).
  for (const seed of seeds) await seedBusiness(database.db, seed, options.now?.() ?? new Date());
  // No rate limits unless a test asks for them: tests place orders by the hundred from one address.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    JOBS_POLL_SECONDS: '0.5',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, ...options });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
