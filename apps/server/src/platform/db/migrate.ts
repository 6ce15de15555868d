import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db } from './client.ts';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

/** An arbitrary key of the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK = 740_001;

/**
 * Applies pending migrations. Instances starting at once on one database take turns (a session
 * advisory lock on a connection of its own): drizzle's migrator has no lock, and two instances
 * applying the same migration would make one of them fail to start (docs/operations.md).
 */
export async function runMigrations(db: Db): Promise<void> {
  const pool = (db as Db & { $client: pg.Pool }).$client;
  const lock = new pg.Client(pool.options);
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.end().catch(() => {});
  }
}
