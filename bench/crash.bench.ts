// Crash-safe restarts (ADR 740, 753). Run on purpose: `npm run bench:crash -w bench` (the
// lead's full size: 20 cycles); `-- --cycles=3` proves it works in a minute or two.
// The production server (`apps/server/src/server.ts`, the web build, its own embedded
// PostgreSQL in a temporary data directory) is started, put under order traffic (--workers /
// CRASH_WORKERS clients, 6, placing orders back to back from 127.0.0.1), killed with SIGKILL
// mid-traffic — as an OOM killer would, leaving its PostgreSQL behind — and started again on the
// same data directory, --cycles / CRASH_CYCLES (20) times. After every restart: the time from
// spawn to /readyz answering 200 (goal ≤ --goal-ms / CRASH_GOAL_MS, 10,000 ms) and every order
// the server acknowledged (201) before any kill, read back from the database with its token.
// Prints each cycle, the median and worst time to ready, and the verdict. Everything stops by
// itself; the data directory is removed.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serverSql } from '../tests/e2e/support/database.ts';
import { demoOrderBody, orderLoad, type PlacedOrder } from '../tests/e2e/support/order-load.ts';
import { freePort, type RunningServer, startServer } from '../tests/e2e/support/server.ts';
import { numberOption } from './support/args.ts';
import { median, percentile } from './support/stats.ts';

const CYCLES = Math.max(1, numberOption('cycles', 'CRASH_CYCLES', 20));
const GOAL_MS = numberOption('goal-ms', 'CRASH_GOAL_MS', 10_000);
const WORKERS = Math.max(1, numberOption('workers', 'CRASH_WORKERS', 6));

/** Spawn → /readyz 200, in ms (the server prints "ready" once it listens; readiness includes the database). */
async function startReady(
  dataDir: string,
  port: number,
): Promise<{ server: RunningServer; readyMs: number }> {
  const server = await startServer({}, { dataDir, port });
  const listening = performance.now();
  while ((await fetch(`${server.baseUrl}/readyz`).catch(() => null))?.status !== 200) {
    if (performance.now() - listening > 60_000) throw new Error('not ready 60 s after listening');
    await new Promise((r) => setTimeout(r, 20));
  }
  return { server, readyMs: server.startMs + (performance.now() - listening) };
}

/** The acknowledged orders missing (or with another token) in the server's database. */
async function missingOf(server: RunningServer, acknowledged: PlacedOrder[]): Promise<PlacedOrder[]> {
  if (!acknowledged.length) return [];
  const rows = await serverSql(
    server,
    'SELECT public_ref, token FROM orders WHERE public_ref = ANY($1::text[])',
    [acknowledged.map((o) => o.ref)],
  );
  const stored = new Map(rows.map((r) => [r.public_ref as string, r.token as string]));
  return acknowledged.filter((o) => stored.get(o.ref) !== o.token);
}

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-bench-crash-'));
  const port = await freePort();
  const acknowledged: PlacedOrder[] = [];
  const restarts: number[] = [];
  let lost = 0;
  let server: RunningServer | undefined;
  try {
    const first = await startReady(dir, port);
    server = first.server;
    console.log(`first start (creates the cluster, seeds the demo): ${Math.round(first.readyMs)} ms`);
    const body = await demoOrderBody(server.baseUrl);
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const load = orderLoad(server.baseUrl, body, WORKERS);
      // Killed at a different point of the traffic each cycle, with requests in flight.
      await load.reached(3 + (cycle % 7) * 4);
      await server.kill();
      await load.stop();
      acknowledged.push(...load.acknowledged);
      const next = await startReady(dir, port);
      server = next.server;
      restarts.push(next.readyMs);
      const missing = await missingOf(server, acknowledged);
      lost = missing.length;
      console.log(
        `cycle ${String(cycle).padStart(2)}: ${String(load.acknowledged.length).padStart(4)} orders acknowledged under traffic, killed; ready again in ${String(Math.round(next.readyMs)).padStart(5)} ms; ${acknowledged.length} acknowledged so far, ${missing.length} missing`,
      );
      if (missing.length) console.log(`  missing: ${missing.map((o) => o.ref).join(', ')}`);
    }
  } finally {
    await server?.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
  const sorted = [...restarts].sort((a, b) => a - b);
  const worst = sorted[sorted.length - 1] ?? Number.NaN;
  const late = restarts.filter((ms) => ms > GOAL_MS).length;
  console.log(
    `\nSIGKILL × ${CYCLES} under order traffic (${WORKERS} clients), ${acknowledged.length} orders acknowledged; ${os.cpus().length} CPUs shared by server, PostgreSQL and clients`,
  );
  console.log(
    `time to ready after a kill   median ${Math.round(median(restarts))} ms   p90 ${Math.round(percentile(sorted, 90))} ms   worst ${Math.round(worst)} ms   (goal ≤ ${GOAL_MS} ms each)`,
  );
  console.log(`acknowledged orders missing  ${lost}`);
  const pass = late === 0 && lost === 0;
  console.log(
    pass
      ? `PASS: every restart ready within ${GOAL_MS} ms, every acknowledged order kept`
      : `FAIL: ${late} restarts over ${GOAL_MS} ms, ${lost} acknowledged orders missing`,
  );
  process.exitCode = pass ? 0 : 1;
}

await main();
