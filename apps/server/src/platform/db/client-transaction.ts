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
    db = drizzle(client, { schema, casing: 'snake_case' });
    bound.set(client, db);
  }
  return db;
}

/** How a transaction begins: PostgreSQL's isolation level and access mode (default: read committed, read write). */
export type TransactionOptions = {
  isolationLevel?: 'read committed' | 'repeatable read' | 'serializable';
  accessMode?: 'read only' | 'read write';
};

/** The connection-bound databases of the transactions running now: a nested call joins its outer one. */
const open = new WeakSet<Db>();

/**
 * The one way to run a transaction (ADR 1353): `fn` gets a `Db` bound to one pooled connection
 * between BEGIN and COMMIT (ROLLBACK when it throws). Unlike drizzle's `db.transaction`, code that
 * reaches for the raw client (prepared statements such as the order insert, ADR 402) joins the
 * transaction too, and a connection that dies at BEGIN goes back to the pool (ADR 740). Called
 * with a transaction's `Db`, it runs `fn` inside that transaction (no savepoint: a failure fails
 * the whole of it, as every caller wants).
 */
export async function transaction<T>(
  db: Db,
  fn: (tx: Db) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  if (open.has(db)) return fn(db);
  return withClientTransaction(poolOf(db), fn, options);
}

/** `transaction` on a pool rather than a `Db` (the reservations' branch lock holds the pool). */
export async function withClientTransaction<T>(
  pool: pg.Pool,
  fn: (tx: Db) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const client = await pool.connect();
  const tx = dbOn(client);
  try {
    const mode = [options.isolationLevel && `ISOLATION LEVEL ${options.isolationLevel}`, options.accessMode]
      .filter(Boolean)
      .join(' ');
    await client.query(mode ? `BEGIN ${mode.toUpperCase()}` : 'BEGIN');
    open.add(tx);
    const result = await fn(tx);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    open.delete(tx);
    client.release();
  }
}
