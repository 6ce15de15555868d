import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverSql } from './support/database.ts';
import { demoOrderBody, orderLoad, type PlacedOrder } from './support/order-load.ts';
import { freePort, type RunningServer, startServer } from './support/server.ts';

/**
 * The order load is one guest's phone at one branch: the per-phone and per-branch guest limits
 * (ADR 1320) would hold it to 10 a minute; this file is about crashes, not limits.
 */
const LOAD_ENV = { RATE_LIMITS: JSON.stringify({ guestOrders: { perIp: 100_000, perCustomer: 100_000 } }) };

// ADR 740: the server is killed (kill -9, OOM) under order load and started again, 20 times.
// Every start succeeds within 10 s (a killed server leaves its PostgreSQL running: the next start
// stops it) and every order the server acknowledged (201) is there afterwards.

// `npm test` runs 5 cycles (~2 min); the issue's 20, timed against the 10 s goal, are `npm run
// bench:crash -w bench` (bench/crash.bench.ts), a few minutes on a quiet machine.
const CYCLES = Number(process.env.CRASH_CYCLES ?? 5);
// The target is 10 s a restart (the bench holds restarts to it). In `npm test`, on a shared machine
// where Node alone may need 10 s to load, the bound only catches a start that hangs or fails —
// the bug this guards against never started at all.
const START_LIMIT_MS = Number(process.env.CRASH_START_LIMIT_MS ?? 30_000);
const dirs: string[] = [];
let last: RunningServer | undefined;
afterAll(async () => {
  await last?.stop();
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

async function dataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-e2e-crash-'));
  dirs.push(dir);
  return dir;
}

const postmasterPid = (server: RunningServer) =>
  Number(readFileSync(path.join(server.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** PostgreSQL's postmaster and every backend of it (Linux /proc). */
function postgresProcesses(postmaster: number): number[] {
  const pids = [postmaster];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) pids.push(pid);
    } catch {}
  }
  return pids;
}

describe('kill -9 under order load', () => {
  it(`${CYCLES} times: every start within ${START_LIMIT_MS / 1000} s, every acknowledged order kept`, {
    timeout: 60_000 + CYCLES * 30_000,
  }, async () => {
    const dir = await dataDir();
    const port = await freePort();
    const acknowledged: PlacedOrder[] = [];
    const starts: number[] = [];
    let body: Record<string, unknown> | undefined;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const server = await startServer(LOAD_ENV, { dataDir: dir, port });
      starts.push(server.startMs);
      body ??= await demoOrderBody(server.baseUrl);
      const load = orderLoad(server.baseUrl, body);
      // Killed at a different point of the load each cycle, with requests in flight.
      await load.reached(3 + (cycle % 7) * 4);
      await server.kill();
      await load.stop();
      acknowledged.push(...load.acknowledged);
    }
    last = await startServer(LOAD_ENV, { dataDir: dir, port });
    starts.push(last.startMs);
    console.log(
      `kill -9 × ${CYCLES}: ${acknowledged.length} acknowledged orders; starts (ms) median ${Math.round(
        [...starts].sort((a, b) => a - b)[Math.floor(starts.length / 2)] ?? 0,
      )}, max ${Math.round(Math.max(...starts.slice(1)))} (first start ${Math.round(starts[0] ?? 0)})`,
    );
    const refs = acknowledged.map((o) => o.ref);
    const rows = await serverSql(
      last,
      'SELECT public_ref, token FROM orders WHERE public_ref = ANY($1::text[])',
      [refs],
    );
    const stored = new Map(rows.map((r) => [r.public_ref as string, r.token as string]));
    const missing = acknowledged.filter((o) => stored.get(o.ref) !== o.token);
    expect(missing).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(CYCLES * 3);
    // The first start creates the cluster and seeds the demo; every restart after a kill counts.
    for (const ms of starts.slice(1)) expect(ms).toBeLessThan(START_LIMIT_MS);
  });
});

/**
 * The server the kill -9 cycles left running (started once more if they did not run or it is
 * gone): the tests below break its database in turn, the last one stopping it. Each start is
 * seconds of the file (ADR 1352); what they check needs a running server, not a fresh one.
 */
async function runningServer(): Promise<RunningServer> {
  if (!last || last.process.exitCode !== null || last.process.signalCode !== null)
    last = await startServer(LOAD_ENV);
  return last;
}

describe('the database dies or hangs under a running server', () => {
  it('a killed PostgreSQL is restarted: /readyz unready meanwhile, orders placed again after', {
    timeout: 180_000,
  }, async () => {
    const server = await runningServer();
    try {
      const body = await demoOrderBody(server.baseUrl);
      process.kill(postmasterPid(server), 'SIGKILL');
      // Backends outlive their postmaster for a moment; the server notices its exit and restarts it.
      await expect
        .poll(async () => (await fetch(`${server.baseUrl}/readyz`)).status, { interval: 20, timeout: 10_000 })
        .toBe(503);
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
      const load = orderLoad(server.baseUrl, body, 2);
      await load.reached(5);
      await load.stop();
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
      expect(server.process.exitCode).toBeNull();
    } catch (error) {
      // Left running for the next test only when it recovered.
      await server.stop();
      throw error;
    }
  });

  it('SIGTERM while PostgreSQL hangs ends the process within a few seconds', {
    timeout: 180_000,
  }, async () => {
    const server = await runningServer();
    const postgres = postgresProcesses(postmasterPid(server));
    try {
      // A hung database (as behind a lost network): every process of it stopped.
      for (const pid of postgres) process.kill(pid, 'SIGSTOP');
      // A request waiting on the database is in flight when the signal comes.
      const pending = fetch(`${server.baseUrl}/readyz`).catch(() => null);
      const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve));
      const started = performance.now();
      server.process.kill('SIGTERM');
      await exited;
      const tookMs = performance.now() - started;
      await pending;
      expect(tookMs).toBeLessThan(8_000);
    } finally {
      for (const pid of postgres) {
        try {
          process.kill(pid, 'SIGKILL');
          process.kill(pid, 'SIGCONT');
        } catch {}
      }
      await server.stop();
    }
  });
});
