import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import type { Db } from './client.ts';
import { transaction } from './client-transaction.ts';

// ADR 1353: one transaction helper, typed without casts (a transaction's `Db` is a `Db`).

let database: TestDatabase;
const count = async (db: Db) =>
  Number((await db.execute(sql`SELECT count(*)::int AS n FROM tx_probe`)).rows[0]?.n ?? -1);
const insert = (db: Db, v: number) => db.execute(sql`INSERT INTO tx_probe (v) VALUES (${v})`);

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`CREATE TABLE tx_probe (v int NOT NULL)`);
});
afterAll(() => database.drop());

describe('transaction(db, fn)', () => {
  it('commits what fn wrote, and answers what fn answered', async () => {
    const before = await count(database.db);
    expect(
      await transaction(database.db, async (tx) => {
        await insert(tx, 1);
        return 'done';
      }),
    ).toBe('done');
    expect(await count(database.db)).toBe(before + 1);
  });

  it('rolls back everything when fn throws, and throws it on', async () => {
    const before = await count(database.db);
    const failure = new Error('no');
    await expect(
      transaction(database.db, async (tx) => {
        await insert(tx, 2);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await count(database.db)).toBe(before);
  });

  it('called with a transaction, joins it: a later failure undoes the inner write too', async () => {
    const before = await count(database.db);
    await expect(
      transaction(database.db, async (tx) => {
        await transaction(tx, (inner) => {
          expect(inner).toBe(tx);
          return insert(inner, 3);
        });
        throw new Error('after the inner one');
      }),
    ).rejects.toThrow('after the inner one');
    expect(await count(database.db)).toBe(before);
  });

  it('begins with the isolation level and access mode asked for', async () => {
    const seen = await transaction(
      database.db,
      async (tx) =>
        (
          await tx.execute(
            sql`SELECT current_setting('transaction_isolation') AS i, current_setting('transaction_read_only') AS r`,
          )
        ).rows[0],
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    expect(seen).toEqual({ i: 'repeatable read', r: 'on' });
    // 25006: read_only_sql_transaction (drizzle wraps PostgreSQL's error as its cause).
    await expect(
      transaction(database.db, (tx) => insert(tx, 4), { accessMode: 'read only' }),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '25006' }),
    });
  });
});
