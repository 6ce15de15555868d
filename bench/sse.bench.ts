// Live order status at scale (ADR 404, 753). Run on purpose: `npm run bench:sse -w bench` (the lead's
// full size: 5,000 streams); `-- --streams=200 --orders=20` proves it works in seconds.
// Seeds the demo into a temporary embedded PostgreSQL, starts the real app on 127.0.0.1 in a
// child process with the default rate limits (and TRUST_PROXY, so the streams come from many
// clients as they would behind a load balancer: 50 streams per client address), opens
// --streams / BENCH_STREAMS (5,000) order-status streams over --orders / BENCH_ORDERS (500)
// orders, then staff move every order through --rounds / BENCH_ROUNDS (3) statuses (accepted,
// ready, delivered), paced at --rate / BENCH_RATE (100) changes a second, so events keep flowing
// to every stream for the whole run. Reports the delay from each status change (the staff call
// being sent) to the event at each stream — p50/p99 per round, overall, and the medians over the
// rounds (goal: p99 ≤ --goal-p99-ms / BENCH_GOAL_P99_MS, 1,000 ms, no event missing) — and the
// server's memory per open stream against its own baseline before the streams opened (RSS and
// heap, idle and with events flowing). Everything stops by itself.
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { issueStaffToken } from '../apps/server/src/features/staff/staff-tokens.ts';
import { connect } from '../apps/server/src/platform/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.ts';
import { runMigrations } from '../apps/server/src/platform/db/migrate.ts';
import { demoSeed } from '../apps/server/src/platform/db/seed/demo-data.ts';
import { seedBusiness } from '../apps/server/src/platform/db/seed/seed.ts';
import { numberOption } from './support/args.ts';
import { openEventStream } from './support/event-stream.ts';
import { median, percentile } from './support/stats.ts';

const STREAMS = numberOption('streams', 'BENCH_STREAMS', 5000);
const ORDERS = Math.max(1, numberOption('orders', 'BENCH_ORDERS', 500));
const ROUNDS = Math.min(3, Math.max(1, numberOption('rounds', 'BENCH_ROUNDS', 3)));
const RATE = Math.max(1, numberOption('rate', 'BENCH_RATE', 100));
const STREAMS_PER_CLIENT = Math.max(1, numberOption('streams-per-client', 'BENCH_STREAMS_PER_CLIENT', 50));
const GOAL_P99_MS = numberOption('goal-p99-ms', 'BENCH_GOAL_P99_MS', 1000);
/** A car pickup's way through the board: accepted, ready, delivered (each a status event). */
const STATUSES = [1, 3, 5].slice(0, ROUNDS);
const OPEN_NOW = new Date('2026-03-09T13:00:00+03:00');

type Memory = { rss: number; heapUsed: number };

/** The child: the real app, reporting its memory when asked. */
async function serve(url: string): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
  });
  const database = connect(url, 20);
  const app = await buildApp({ config, database, logger: false, now: () => OPEN_NOW });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', async (m) => {
    if (m === 'memory') {
      globalThis.gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      process.send?.({ memory: { rss, heapUsed } });
      return;
    }
    await app.close();
    await database.close();
    process.exit(0);
  });
}

function startServer(url: string): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(import.meta.url), ['serve', url], {
    stdio: 'inherit',
    execArgv: ['--expose-gc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, port: (m as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const memoryOf = (child: ChildProcess) =>
  new Promise<Memory>((resolve) => {
    const on = (m: unknown) => {
      const memory = (m as { memory?: Memory }).memory;
      if (memory) {
        child.off('message', on);
        resolve(memory);
      }
    };
    child.on('message', on);
    child.send('memory');
  });

const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** One open stream: when each status's event arrived at it. */
type Stream = { orderId: number; arrived: Map<number, number>; request: http.ClientRequest };

/** Opens one status stream; resolves once its snapshot has arrived. */
async function openStream(
  port: number,
  order: { id: number; token: string },
  client: number,
  agent: http.Agent,
): Promise<Stream> {
  const arrived = new Map<number, number>();
  let snapshotArrived = () => {};
  const snapshot = new Promise<void>((resolve) => {
    snapshotArrived = resolve;
  });
  let seen = false;
  const request = await openEventStream(
    {
      port,
      agent,
      path: `/api/webapp/order/${order.id}/events?token=${order.token}`,
      headers: { 'x-forwarded-for': clientAddress(client) },
    },
    ({ data }) => {
      if (data === undefined) return;
      const status = (data as { status?: number }).status;
      if (!seen) {
        seen = true;
        snapshotArrived();
      } else if (status !== undefined && !arrived.has(status)) arrived.set(status, performance.now());
    },
  );
  await snapshot;
  return { orderId: order.id, arrived, request };
}

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-bench-sse-'));
  await fs.chmod(dir, 0o755);
  const db = await startEmbeddedPostgres(path.join(dir, 'data'));
  let server: ChildProcess | undefined;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const streams: Stream[] = [];
  try {
    const database = connect(db.url, 2);
    await runMigrations(database.db);
    await seedBusiness(database.db, demoSeed);
    const staffToken = (await issueStaffToken(database.db, demoSeed.referenceId)) ?? '';
    await database.close();
    const started = await startServer(db.url);
    server = started.child;
    const base = `http://127.0.0.1:${started.port}`;

    // Orders to follow, each from its own client address (as diners would).
    const restaurant = (await (await fetch(`${base}/api/webapp/v5/restaurant/demo`)).json()) as {
      restaurant: { branch_id: number };
      menu: {
        categories: {
          items: {
            id: number;
            available: boolean;
            types: Record<string, boolean>;
            comment_required: boolean;
            modifier_groups: unknown[];
            price_labels: { id: number; minimum: number }[];
          }[];
        }[];
      };
    };
    const item = restaurant.menu.categories
      .flatMap((c) => c.items)
      .find(
        (i) =>
          i.available &&
          i.types.car_pickup &&
          !i.comment_required &&
          !i.modifier_groups.length &&
          (i.price_labels[0]?.minimum ?? 1) <= 1,
      );
    if (!item) throw new Error('no simple item in the demo');
    const body = JSON.stringify({
      branch_id: restaurant.restaurant.branch_id,
      selling_types: 'car_pickup',
      name: 'Bench Customer',
      phone: '50123456',
      dial_code: '965',
      payment_type: 2,
      car: { brand: 'Lexus', color: 'White', plate: '12345' },
      order_lines: [
        { item_id: item.id, price_label_id: item.price_labels[0]?.id, quantity: 1, modifiers: '' },
      ],
    });
    const orders: { id: number; token: string }[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const res = await fetch(`${base}/api/webapp/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(100_000 + i) },
        body,
      });
      const json = (await res.json()) as { order: { id: number }; token: string };
      if (res.status !== 201) throw new Error(`order refused: ${res.status} ${JSON.stringify(json)}`);
      orders.push({ id: json.order.id, token: json.token });
    }

    const before = await memoryOf(server);
    const openedAt = performance.now();
    for (let i = 0; i < STREAMS; i += 250) {
      const batch = Array.from({ length: Math.min(250, STREAMS - i) }, (_, k) => {
        const n = i + k;
        return openStream(
          started.port,
          orders[n % orders.length] as never,
          Math.floor(n / STREAMS_PER_CLIENT),
          agent,
        );
      });
      streams.push(...(await Promise.all(batch)));
    }
    const openMs = performance.now() - openedAt;
    const after = await memoryOf(server);

    // Staff move every order through the statuses, paced: events flow to every stream all along.
    const changedAt = new Map<string, number>();
    const gap = 1000 / RATE;
    const rounds: { status: number; p50: number; p99: number; missing: number }[] = [];
    let flowing: Memory | null = null;
    const all: number[] = [];
    let missing = 0;
    for (const status of STATUSES) {
      const roundStart = performance.now();
      for (const [i, order] of orders.entries()) {
        // From the moment the change is asked for: the commit happens during this call.
        const asked = performance.now();
        const res = await fetch(`${base}/api/staff/orders/${order.id}/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
          body: JSON.stringify({ status }),
        });
        if (res.status !== 200) throw new Error(`status change refused: ${res.status} ${await res.text()}`);
        changedAt.set(`${order.id}:${status}`, asked);
        const due = roundStart + (i + 1) * gap;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
      // Memory while events flow: sampled once, mid-run.
      flowing ??= await memoryOf(server);
      const until = performance.now() + 10_000;
      while (streams.some((x) => !x.arrived.has(status)) && performance.now() < until)
        await new Promise((r) => setTimeout(r, 50));
      const delays = streams
        .filter((x) => x.arrived.has(status))
        .map((x) =>
          Math.max(
            0,
            (x.arrived.get(status) as number) - (changedAt.get(`${x.orderId}:${status}`) as number),
          ),
        )
        .sort((x, y) => x - y);
      const lost = streams.length - delays.length;
      rounds.push({ status, p50: percentile(delays, 50), p99: percentile(delays, 99), missing: lost });
      all.push(...delays);
      missing += lost;
    }
    all.sort((x, y) => x - y);
    const p50 = percentile(all, 50);
    const p99 = percentile(all, 99);
    const kb = (bytes: number) => bytes / 1024 / Math.max(1, STREAMS);
    console.log(
      `\n${STREAMS} streams over ${ORDERS} orders from ${Math.ceil(STREAMS / STREAMS_PER_CLIENT)} client addresses, opened in ${(openMs / 1000).toFixed(1)} s; ${ROUNDS} rounds of ${ORDERS} status changes at ${RATE}/s; ${os.cpus().length} CPUs shared by server, clients and PostgreSQL`,
    );
    for (const r of rounds)
      console.log(
        `  round: status ${r.status}   p50 ${r.p50.toFixed(0)} ms   p99 ${r.p99.toFixed(0)} ms   missing ${r.missing}`,
      );
    console.log(
      `status change → event   p50 ${p50.toFixed(0)} ms   p99 ${p99.toFixed(0)} ms   (all ${all.length} events)`,
    );
    console.log(
      `median over rounds      p50 ${median(rounds.map((r) => r.p50)).toFixed(0)} ms   p99 ${median(rounds.map((r) => r.p99)).toFixed(0)} ms   (goal p99 ≤ ${GOAL_P99_MS} ms)`,
    );
    console.log(`events missing          ${missing}`);
    console.log(
      `server memory / stream  idle ${kb(after.rss - before.rss).toFixed(1)} KB RSS, ${kb(after.heapUsed - before.heapUsed).toFixed(1)} KB heap; events flowing ${kb((flowing?.rss ?? 0) - before.rss).toFixed(1)} KB RSS, ${kb((flowing?.heapUsed ?? 0) - before.heapUsed).toFixed(1)} KB heap (baseline before the streams: ${(before.rss / 2 ** 20).toFixed(0)} MB RSS)`,
    );
    const pass = p99 <= GOAL_P99_MS && missing === 0;
    console.log(
      pass
        ? `PASS: p99 ${p99.toFixed(0)} ms ≤ ${GOAL_P99_MS} ms, no event missing`
        : `FAIL: p99 ${p99.toFixed(0)} ms (goal ≤ ${GOAL_P99_MS} ms), ${missing} events missing`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    for (const s of streams) s.request.destroy();
    agent.destroy();
    if (server) {
      const exited = new Promise((r) => server?.once('exit', r));
      server.send('stop');
      await exited;
    }
    await db.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'serve') await serve(process.argv[3] ?? '');
else await main();
