import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

/**
 * What repositories and services query through: the pool's database, or one transaction's (a
 * drizzle database bound to the transaction's connection, `transaction()` in
 * client-transaction.ts). Both are this type, so no cast sits between them (ADR 1300, ADR 1353).
 */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
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

/**
 * A pool whose checked-out clients go back to it when their connection dies (ADR 740 amendment). drizzle's
 * `db.transaction` sends BEGIN before its try/finally: a backend that died just then (a restart,
 * a failover, `pg_terminate_backend`) left its client checked out for ever, the pool one
 * connection smaller each time and `pool.end()` never returning — found by the wallet's chaos
 * bench, which kills backends mid-operation. Only checkouts by promise: `pool.query` (callbacks)
 * releases in every case itself.
 */
class Pool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]): Promise<pg.PoolClient> | undefined {
    if (!callback) return super.connect().then(releasedWhenDead);
    super.connect(callback);
    return undefined;
  }
}

function releasedWhenDead(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const once = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', onEnd);
    release(error);
  };
  const onEnd = () => once(new Error('the connection ended while checked out'));
  client.once('end', onEnd);
  client.release = once;
  // Ended before this listener was added (pg-pool reads the same flag).
  if (!(client as pg.PoolClient & { _queryable?: boolean })._queryable) onEnd();
  return client;
}

export function connect(url: string, max = 10): Database {
  const pool = new Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
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
