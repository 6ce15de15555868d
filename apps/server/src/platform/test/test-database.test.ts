import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('a test file’s database', () => {
  it('is a copy of the migrated template', async () => {
    const { rows } = await database.db.execute(sql`SELECT to_regclass('public.businesses') AS t`);
    expect(rows[0]?.t).toBe('businesses');
  });

  // ADR 1466: the run's cluster does not wait for the disk at each commit; nothing outlives it.
  it('is on a cluster that does not fsync', async () => {
    const { rows } = await database.db.execute(sql`SHOW fsync`);
    expect(rows[0]?.fsync).toBe('off');
  });
});
