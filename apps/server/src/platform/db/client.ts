import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
export type Database = {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
  /** The embedded PostgreSQL's own view (false while it restarts); absent for DATABASE_URL. */
  isUp?: () => boolean;
};

// Integers above 2^31 (bigint/count) come back as strings by default; our counts fit in a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
// `date` columns stay 'YYYY-MM-DD' strings: a calendar day has no time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may a checked-out one (in a transaction, between two statements) when PostgreSQL goes
  // away (57P01 admin shutdown): pg-pool listens only to idle clients, and an 'error' event with
  // no listener ends the process. The statement in progress still fails (a 503, ADR 740).
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  let closing: Promise<void> | null = null;
  return { db, pool, close: () => (closing ??= pool.ended ? Promise.resolve() : pool.end()) };
}
