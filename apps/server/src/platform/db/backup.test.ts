import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSeed } from '../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { seedBusiness } from './seed/seed.ts';

// ADR 1334: `npm run db:backup` / `db:restore` as a round trip — back up, change data, restore,
// the data as before (rows, sequences, bytea, jsonb), with triggers that would have rewritten it.

let database: TestDatabase;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedBusiness(database.db, makeSeed('shop'));
  await database.pool.query(
    `INSERT INTO media_files (business_id, name, content_type, bytes)
     SELECT id, 'ab12-480.webp', 'image/webp', '\\x00ff10'::bytea FROM businesses WHERE reference_id = 'shop'`,
  );
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-backup-'));
});
afterAll(async () => {
  await database?.drop();
  await fs.rm(dir, { recursive: true, force: true });
});

/** Everything a restore must bring back, as text: every public table's rows, and the sequences. */
async function snapshot(): Promise<string> {
  const { rows: tables } = await database.pool.query<{ t: string }>(
    "SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
  );
  const parts: string[] = [];
  for (const { t } of tables) {
    const { rows } = await database.pool.query(
      `SELECT to_jsonb(x)::text AS r FROM public."${t}" x ORDER BY 1`,
    );
    parts.push(`${t}: ${rows.map((r) => r.r).join('\n')}`);
  }
  const { rows: seqs } = await database.pool.query(
    "SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
  );
  return `${parts.join('\n\n')}\n${JSON.stringify(seqs)}`;
}

describe('backup and restore', () => {
  it('a restore brings back exactly what was backed up', async () => {
    const before = await snapshot();
    expect(before).toContain('"name": "ab12-480.webp"');
    const file = path.join(dir, 'shop.backup');
    const client = await database.pool.connect();
    try {
      const made = await backupDatabase(client, file);
      expect(made.tables).toBeGreaterThan(30);
      expect(made.rows).toBeGreaterThan(20);
      expect((await fs.stat(file)).mode & 0o077).toBe(0);

      // Data changes after the backup: renamed, deleted, added (sequences move on).
      await client.query(`UPDATE items SET name = '{"en": "Changed"}'::jsonb`);
      await client.query('DELETE FROM media_files');
      await seedBusiness(database.db, makeSeed('later'));
      expect(await snapshot()).not.toBe(before);

      const restored = await restoreDatabase(client, file);
      expect(restored).toEqual(made);
    } finally {
      client.release();
    }
    expect(await snapshot()).toBe(before);
    // Still a working database: the next id follows the restored sequence, triggers are back on.
    await seedBusiness(database.db, makeSeed('after'));
  });

  it('refuses a file that is not a backup, and changes nothing', async () => {
    const file = path.join(dir, 'junk.backup');
    await fs.writeFile(file, (await import('node:zlib')).gzipSync('hello\n'));
    const before = await snapshot();
    const client = await database.pool.connect();
    try {
      await expect(restoreDatabase(client, file)).rejects.toThrow(/not a Sufra backup/);
    } finally {
      client.release();
    }
    expect(await snapshot()).toBe(before);
  });
});
