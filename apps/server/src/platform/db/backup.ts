import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { finished, pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { migrationsFolder } from './migrate.ts';

/**
 * Backups of the installation's data (ADR 1334): every table of the `public` schema as PostgreSQL
 * COPY text, taken in one REPEATABLE READ snapshot, gzip'ed in one file with a header that names the
 * migrations the data belongs to and the sequences' values. Made through the server's own driver,
 * so the embedded PostgreSQL (whose version no Debian pg_dump matches) and any external one are
 * backed up the same way, with no client tools to install.
 *
 * A restore empties the database's `public` and `drizzle` schemas, applies this release's
 * migrations, refuses unless they are exactly the backup's (restore with the release that made
 * it: docs/operations.md, "Rolling back a release"), then loads every table with triggers off
 * (session_replication_role = replica: a superuser, as the embedded one is) and sets the sequences.
 * The job queue (pg-boss) is not in a backup: its jobs are retried work, not data.
 */

const MAGIC = 'SUFRA-BACKUP 1';
const END = '\\.';

type Header = {
  createdAt: string;
  serverVersion: string;
  migrations: string[];
  tables: string[];
  sequences: { name: string; value: string | null; called: boolean }[];
};

const quoted = (name: string) =>
  name
    .split('.')
    .map((p) => `"${p.replaceAll('"', '""')}"`)
    .join('.');

/** Writes a backup of the database `client` is connected to into `file`; answers what it holds. */
export async function backupDatabase(
  client: pg.ClientBase,
  file: string,
): Promise<{ tables: number; rows: number }> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const tables = (
      await client.query<{ name: string }>(
        `SELECT 'public.' || tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
      )
    ).rows.map((r) => r.name);
    const migrations = (
      await client.query<{ hash: string }>(
        'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
      )
    ).rows.map((r) => r.hash);
    const sequences = (
      await client.query<{ name: string; value: string | null; called: boolean }>(
        `SELECT 'public.' || s.relname AS name, q.last_value::text AS value, q.last_value IS NOT NULL AS called
           FROM pg_class s JOIN pg_namespace n ON n.oid = s.relnamespace
           JOIN pg_sequences q ON q.schemaname = n.nspname AND q.sequencename = s.relname
          WHERE s.relkind = 'S' AND n.nspname = 'public' ORDER BY 1`,
      )
    ).rows;
    const { rows: version } = await client.query<{ v: string }>('SHOW server_version');
    const header: Header = {
      createdAt: new Date().toISOString(),
      serverVersion: version[0]?.v ?? '',
      migrations,
      tables,
      sequences,
    };
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
    const write = async (text: string | Buffer) => {
      if (!gzip.write(text)) await new Promise((resolve) => gzip.once('drain', resolve));
    };
    await write(`${MAGIC}\n${JSON.stringify(header)}\n`);
    let rows = 0;
    for (const table of tables) {
      await write(`#table ${table}\n`);
      const stream = client.query(copyTo(`COPY ${quoted(table)} TO STDOUT`));
      for await (const chunk of stream) await write(chunk as Buffer);
      rows += stream.rowCount;
      await write(`${END}\n`);
    }
    gzip.end();
    await written;
    await client.query('COMMIT');
    return { tables: tables.length, rows };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/** Replaces the data of the database `client` is connected to with the backup in `file`. */
export async function restoreDatabase(
  client: pg.ClientBase,
  file: string,
): Promise<{ tables: number; rows: number }> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await iterator.next();
    return done ? null : (value as string);
  };
  if ((await next()) !== MAGIC) throw new Error(`${file} is not a Sufra backup`);
  const header = JSON.parse((await next()) ?? '{}') as Header;
  const ours = readMigrationFiles({ migrationsFolder }).map((m) => m.hash);
  if (ours.length !== header.migrations.length || ours.some((h, i) => h !== header.migrations[i]))
    throw new Error(
      `this backup was made by a release with ${header.migrations.length} migrations, this release has ${ours.length}: restore it with the release that made it (docs/operations.md)`,
    );
  const { rows: su } = await client.query<{ on: string }>("SELECT current_setting('is_superuser') AS on");
  if (su[0]?.on !== 'on')
    throw new Error('restoring needs a superuser connection (it loads tables with their triggers off)');

  await client.query('BEGIN');
  let rows = 0;
  try {
    // The schema as this release makes it, empty; the migrations table is the backup's.
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('CREATE SCHEMA public');
    await client.query('CREATE SCHEMA drizzle');
    await client.query(
      'CREATE TABLE drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
    );
    for (const migration of readMigrationFiles({ migrationsFolder })) {
      for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
      await client.query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
    }
    await client.query('SET LOCAL session_replication_role = replica');
    for (let line = await next(); line !== null; line = await next()) {
      const table = /^#table (public\.[A-Za-z0-9_]+)$/.exec(line)?.[1];
      if (!table || !header.tables.includes(table)) throw new Error(`${file}: unexpected line in the backup`);
      const sink = client.query(copyFrom(`COPY ${quoted(table)} FROM STDIN`));
      for (let row = await next(); row !== END; row = await next()) {
        if (row === null) throw new Error(`${file} ends in the middle of ${table}`);
        if (!sink.write(`${row}\n`)) await new Promise((resolve) => sink.once('drain', resolve));
      }
      sink.end();
      await finished(sink);
      rows += sink.rowCount;
    }
    for (const s of header.sequences)
      if (s.value !== null)
        await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [s.name, s.value, s.called]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
  return { tables: header.tables.length, rows };
}
