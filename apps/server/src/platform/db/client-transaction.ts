import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';

// drizzle() keeps the pool it was given as `$client`; the Db type does not carry it.
export const poolOf = (db: Db) => (db as Db & { $client: pg.Pool }).$client;

/**
 * One drizzle instance per pooled connection, made on its first transaction: making one reads the
 * whole schema's relations, which cost more CPU than a wallet order's own statements (0.43 ms of
 * about 4 ms, profiled with bench/wallet.bench.ts). The pool keeps its connections, so at most
 * one instance per connection is ever made; a closed connection's goes with it.
 */
const bound = new WeakMap<pg.PoolClient, Db>();
function dbOn(client: pg.PoolClient): Db {
  let db = bound.get(client);
  if (!db) {
    db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
    bound.set(client, db);
  }
  return db;
}

/**
 * Runs `fn` in a transaction on one pooled connection, handing it a `Db` bound to that
 * connection: unlike `db.transaction`, code that reaches for the raw client (prepared statements
 * such as the order insert, ADR 402) joins the transaction too.
 */
export async function withClientTransaction<T>(pool: pg.Pool, fn: (tx: Db) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const tx = dbOn(client);
    const result = await fn(tx);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
