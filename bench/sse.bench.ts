// Live order status at scale (issue 15). Run on purpose: `npm run bench:sse -w bench`.
// Seeds the demo into a temporary embedded PostgreSQL, starts the real app on 127.0.0.1 in a
// child process with the default rate limits (and TRUST_PROXY, so the streams come from many
// clients as they would behind a load balancer: 50 streams per client address), opens
// BENCH_STREAMS (5,000) order-status streams over BENCH_ORDERS (500) orders, then staff accept
// every order, paced over a few seconds. Reports the delay from each status change (the staff
// call being sent) to the event at each stream (p50/p99; goal p99 ≤ 1 s) and the server's memory
// per open stream. Everything stops by itself.
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

const STREAMS = Number(process.env.BENCH_STREAMS ?? 5000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 500);
const STREAMS_PER_CLIENT = 50;
const GOAL_P99_MS = 1000;
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

type Stream = { orderId: number; acceptedAt: number | null; request: http.ClientRequest };

/** Opens one status stream; resolves once its snapshot has arrived. */
function openStream(
  port: number,
  order: { id: number; token: string },
  client: number,
  agent: http.Agent,
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { orderId: order.id, acceptedAt: null, request: undefined as never };
    stream.request = http.get(
      {
        host: '127.0.0.1',
        port,
        agent,
        path: `/api/webapp/order/${order.id}/events?token=${order.token}`,
        headers: { accept: 'text/event-stream', 'x-forwarded-for': clientAddress(client) },
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream answered ${res.statusCode}`));
          res.resume();
          return;
        }
        let buffer = '';
        let snapshot = false;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = event.split('\n').find((l) => l.startsWith('data: '));
            if (data) {
              const status = (JSON.parse(data.slice(6)) as { status?: number }).status;
              if (!snapshot) {
                snapshot = true;
                resolve(stream);
              } else if (status === 1 && stream.acceptedAt === null) stream.acceptedAt = performance.now();
            }
            end = buffer.indexOf('\n\n');
          }
        });
      },
    );
    stream.request.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

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

    // Staff accept every order, paced: ~100 changes a second.
    const changedAt = new Map<number, number>();
    for (const order of orders) {
      // From the moment the change is asked for: the commit happens during this call.
      const asked = performance.now();
      const res = await fetch(`${base}/api/staff/orders/${order.id}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
        body: JSON.stringify({ status: 1 }),
      });
      if (res.status !== 200) throw new Error(`status change refused: ${res.status} ${await res.text()}`);
      changedAt.set(order.id, asked);
      await new Promise((r) => setTimeout(r, 10));
    }
    const until = performance.now() + 10_000;
    while (streams.some((s) => s.acceptedAt === null) && performance.now() < until)
      await new Promise((r) => setTimeout(r, 50));

    const delays = streams
      .filter((s) => s.acceptedAt !== null)
      .map((s) => Math.max(0, (s.acceptedAt as number) - (changedAt.get(s.orderId) as number)))
      .sort((x, y) => x - y);
    const missing = streams.length - delays.length;
    const p50 = percentile(delays, 50);
    const p99 = percentile(delays, 99);
    const perStreamKb = (after.rss - before.rss) / 1024 / STREAMS;
    const heapPerStreamKb = (after.heapUsed - before.heapUsed) / 1024 / STREAMS;
    console.log(
      `\n${STREAMS} streams over ${ORDERS} orders from ${Math.ceil(STREAMS / STREAMS_PER_CLIENT)} client addresses, opened in ${(openMs / 1000).toFixed(1)} s; ${os.cpus().length} CPUs shared by server, clients and PostgreSQL`,
    );
    console.log(
      `status change → event   p50 ${p50.toFixed(0)} ms   p99 ${p99.toFixed(0)} ms   (goal p99 ≤ ${GOAL_P99_MS} ms)`,
    );
    console.log(`events missing          ${missing}`);
    console.log(
      `server memory / stream  ${perStreamKb.toFixed(1)} KB RSS, ${heapPerStreamKb.toFixed(1)} KB heap`,
    );
    const pass = p99 <= GOAL_P99_MS && missing === 0;
    console.log(pass ? 'PASS' : 'FAIL');
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
