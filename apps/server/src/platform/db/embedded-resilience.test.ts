import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { eventually } from '../test/eventually.ts';
import { connect } from './client.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { isAlive } from './stale-postmaster.ts';

// ADR 740: what happens when PostgreSQL, or the server in front of it, dies.

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-pg-resilience-'));
  await fs.chmod(dir, 0o755);
  dirs.push(dir);
  return path.join(dir, 'data');
}
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

const postmasterPid = async (dir: string) =>
  Number((await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);

describe('a checked-out client whose connection is terminated (57P01)', () => {
  it('fails its statement and does not end the process', async () => {
    const database = connect(inject('pgAdminUrl'), 2);
    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    try {
      const client = await database.pool.connect();
      await client.query('BEGIN');
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // Between two statements of a transaction, as in a payment's: no query is waiting, so the
      // error is emitted on the client itself — with no listener, an uncaught exception (which
      // fails this run). Only 'end' is awaited here: an 'error' listener would hide the bug.
      const ended = new Promise((resolve) => client.once('end', resolve));
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
      await ended;
      await expect(client.query('SELECT 1')).rejects.toThrow();
      client.release(true);
      expect((await database.pool.query('SELECT 1 AS ok')).rows[0]).toEqual({ ok: 1 });
    } finally {
      await admin.end();
      await database.close();
    }
  });
});

describe('a connection that dies between checkout and BEGIN', () => {
  it("goes back to the pool: drizzle's transaction fails, and the pool can still end", async () => {
    const database = connect(inject('pgAdminUrl'), 1);
    // The next checkout's connection dies before its first statement (drizzle's BEGIN).
    database.pool.once('acquire', (client) => {
      (
        client as pg.PoolClient & { connection: { stream: { destroy: () => void } } }
      ).connection.stream.destroy();
    });
    await expect(database.db.transaction(async (tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow();
    // The dead client was given back: the pool of one serves the next statement…
    expect((await database.pool.query('SELECT 1 AS ok')).rows[0]).toEqual({ ok: 1 });
    // …and ends (a client still checked out makes pool.end() wait for ever).
    const ended = await Promise.race([
      database.close().then(() => 'ended'),
      new Promise((resolve) => setTimeout(resolve, 5_000, 'still waiting')),
    ]);
    expect(ended).toBe('ended');
  });
});

describe('the embedded PostgreSQL', () => {
  it('dies and is restarted on the same port with backoff; unready meanwhile', async () => {
    const dir = await tempDir();
    const embedded = await startEmbeddedPostgres(dir, {
      supervise: true,
      backoff: { firstMs: 200, maxMs: 1_000 },
    });
    const database = connect(embedded.url, 2);
    try {
      expect(embedded.isUp()).toBe(true);
      process.kill(await postmasterPid(dir), 'SIGKILL');
      expect(
        await eventually(
          async () => embedded.isUp(),
          (up) => !up,
        ),
      ).toBe(false);
      await expect(database.pool.query('SELECT 1')).rejects.toThrow();
      expect(
        await eventually(
          async () => embedded.isUp(),
          (up) => up,
          15_000,
        ),
      ).toBe(true);
      const { rows } = await eventually(
        () => database.pool.query('SELECT 1 AS ok').catch(() => ({ rows: [] })),
        (r) => r.rows.length === 1,
        5_000,
      );
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      await database.close();
      await embedded.stop();
    }
    expect(embedded.isUp()).toBe(false);
  });

  it('left running by a server killed with SIGKILL is stopped, and the next start goes on', async () => {
    const dir = await tempDir();
    const module = path.join(path.dirname(fileURLToPath(import.meta.url)), 'embedded.ts');
    // A stand-in for the server: starts the embedded PostgreSQL, says so, waits to be killed.
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(module)}); await m.startEmbeddedPostgres(${JSON.stringify(dir)}); console.log('up'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d) => String(d).includes('up') && resolve());
      child.once('exit', (code) => reject(new Error(`child exited ${code}`)));
    });
    const stale = await postmasterPid(dir);
    // While its server lives, the directory is refused: two servers must not share it.
    await expect(startEmbeddedPostgres(dir)).rejects.toThrow(/in use by process/);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect(isAlive(stale)).toBe(true);
    const started = performance.now();
    const embedded = await startEmbeddedPostgres(dir);
    try {
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(isAlive(stale)).toBe(false);
      const database = connect(embedded.url, 1);
      expect((await database.pool.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
      await database.close();
    } finally {
      await embedded.stop();
    }
  });
});
