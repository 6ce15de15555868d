import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';

// drizzle() keeps the pool it was given as `$client`; the Db type does not carry it.
export const poolOf = (db: Db) => (db as Db & { $client: pg.Pool }).$client;

/**
 * Runs `fn` in a transaction on one pooled connection, handing it a `Db` bound to that
 * connection: unlike `db.transaction`, code that reaches for the raw client (prepared statements
 * such as the order insert, ADR 402) joins the transaction too.
 */
export async function withClientTransaction<T>(pool: pg.Pool, fn: (tx: Db) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const tx = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
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
