// Own fleet's live positions at scale (ADR 1413, 1415). Run on purpose: `npm run bench:fleet -w bench`
// (the issue's size: 500 drivers posting every 3 s, 5,000 diners watching); `-- --drivers=20
// --watchers=200 --seconds=10` proves it works in seconds. Seeds the demo into a temporary embedded
// PostgreSQL, starts the real app on 127.0.0.1 in a child process (TRUST_PROXY: drivers and groups
// of diners from their own client addresses), places one delivery order per driver, has the board
// assign it and the driver pick it up (all through the API), opens --watchers / BENCH_WATCHERS
// diner streams (`webapp/order/{id}/driver/events`) spread over the orders, then every driver posts
// a position every --every-ms (3,000) for --seconds (30), each post a new latitude. Reports the
// delay from each post being sent to its event at every watcher of that order, p50/p99 (goal: p99
// ≤ --goal-p99-ms, 1,000 ms; nothing missing), how long the posts took to be answered (and why any
// was refused), the server's memory (RSS, heap) before the streams, with them open, and with
// positions flowing, and the CPU the server, PostgreSQL and the bench's own clients spent per post
// while positions flowed, with the machine's load average (ADR 1415). BENCH_PROFILE=<dir> writes
// a CPU profile of the server. Everything stops by itself.
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createAdminSessions } from '../apps/server/src/features/admin/admin-auth.ts';
import { upsertMember } from '../apps/server/src/features/admin/admin-repository.ts';
import { issueStaffToken } from '../apps/server/src/features/staff/staff-tokens.ts';
import { connect } from '../apps/server/src/platform/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.ts';
import { runMigrations } from '../apps/server/src/platform/db/migrate.ts';
import { demoSeed } from '../apps/server/src/platform/db/seed/demo-data.ts';
import { seedBusiness } from '../apps/server/src/platform/db/seed/seed.ts';
import { numberOption } from './support/args.ts';
import { openEventStream } from './support/event-stream.ts';
import { percentile } from './support/stats.ts';

const DRIVERS = Math.max(1, numberOption('drivers', 'BENCH_DRIVERS', 500));
const WATCHERS = Math.max(1, numberOption('watchers', 'BENCH_WATCHERS', 5000));
const EVERY_MS = Math.max(100, numberOption('every-ms', 'BENCH_EVERY_MS', 3000));
const SECONDS = Math.max(1, numberOption('seconds', 'BENCH_SECONDS', 30));
const WATCHERS_PER_CLIENT = 50;
const GOAL_P99_MS = numberOption('goal-p99-ms', 'BENCH_GOAL_P99_MS', 1000);
const OPEN_NOW = new Date('2026-03-09T13:00:00+03:00');
/** The demo's delivery pin (inside its zone); drivers post about 3 km south of it. */
const PIN = { lat: 29.3356, lng: 48.0763 };

/** The server's memory after a GC, and the CPU it has used so far (user + system, ms). */
type Memory = { rss: number; heapUsed: number; cpuMs: number };

/** The child: the real app, reporting its memory when asked. */
async function serve(url: string): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    // The limits stay on (the streams' count is part of the cost), but the 500 orders placed to set
    // the runs up come from one bench phone at one branch: ADR 1320's per-phone and per-branch
    // guest budgets would refuse them.
    RATE_LIMITS: JSON.stringify({ guestOrders: { perIp: 100_000, perCustomer: 100_000 } }),
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
      const { user, system } = process.cpuUsage();
      process.send?.({ memory: { rss, heapUsed, cpuMs: (user + system) / 1000 } });
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
    // BENCH_PROFILE=<dir>: a CPU profile of the server (as bench:read-api).
    execArgv: [
      '--expose-gc',
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
    ],
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

/** CPU used so far (ms) by the embedded PostgreSQL: its postmaster and the backends under it, live or exited. */
async function postgresCpuMs(dataDir: string): Promise<number> {
  const postmaster = Number((await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  let ticks = 0;
  for (const pid of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // Fields after the command's closing parenthesis: state ppid … utime(14) stime(15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // The postmaster's own, and (cutime, cstime) its backends that have exited (idle pool
    // connections close); the live backends' own.
    if (Number(pid) === postmaster)
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    else if (Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

type Watcher = { orderId: number; arrived: Map<string, number>; request: http.ClientRequest };

/** Opens one diner's driver stream; resolves once it answers 200. */
async function watch(port: number, order: { id: number; token: string }, client: number, agent: http.Agent) {
  const arrived = new Map<string, number>();
  const request = await openEventStream(
    {
      port,
      agent,
      path: `/api/webapp/order/${order.id}/driver/events?token=${order.token}`,
      headers: { 'x-forwarded-for': clientAddress(client) },
    },
    ({ name, data }) => {
      if (name !== 'driver') return;
      const key = (data as { lat: number }).lat.toFixed(7);
      if (!arrived.has(key)) arrived.set(key, performance.now());
    },
  );
  return { orderId: order.id, arrived, request } satisfies Watcher;
}

async function post(base: string, route: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${base}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${route} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-bench-fleet-'));
  await fs.chmod(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  const db = await startEmbeddedPostgres(dataDir);
  let server: ChildProcess | undefined;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const watchers: Watcher[] = [];
  try {
    const database = connect(db.url, 2);
    await runMigrations(database.db);
    const businessId = await seedBusiness(database.db, demoSeed);
    const staffToken = (await issueStaffToken(database.db, demoSeed.referenceId)) ?? '';
    const sessions = createAdminSessions({ db: database.db, now: () => new Date() });
    const drivers: { id: number; token: string }[] = [];
    for (let i = 0; i < DRIVERS; i++) {
      const member = await upsertMember(database.db, {
        businessId,
        phone: `+9655${String(6_000_000 + i)}`,
        name: `Driver ${i}`,
        role: 'driver',
      });
      drivers.push({ id: member.id, token: await sessions.issue(member.id) });
    }
    await database.close();
    const started = await startServer(db.url);
    server = started.child;
    const base = `http://127.0.0.1:${started.port}`;
    const board = { authorization: `Bearer ${staffToken}` };

    // One delivery order per driver: placed, accepted, ready, assigned, picked up — by the API.
    const orders: { id: number; token: string; driver: { id: number; token: string } }[] = [];
    for (const [i, driver] of drivers.entries()) {
      const placed = (await post(
        base,
        'webapp/order',
        {
          branch_id: 1,
          selling_types: 'delivery',
          order_lines: [{ item_id: 11, price_label_id: 18, quantity: 4 }],
          name: 'Bench Diner',
          phone: '50123456',
          dial_code: '965',
          payment_type: 2,
          address: {
            ...PIN,
            block: '10',
            street: 'Salem Al Mubarak',
            house_number: '12',
            form_type: 'house',
          },
        },
        { 'x-forwarded-for': clientAddress(200_000 + i) },
      )) as { order: { id: number; public_ref: string }; token: string };
      // The number staff calls take, as the board lists it (no diner answer carries it, ADR 1472).
      const listed = (await (
        await fetch(`${base}/api/staff/orders?scope=recent`, { headers: board })
      ).json()) as { orders: { id: number; public_ref: string }[] };
      placed.order.id = listed.orders.find((o) => o.public_ref === placed.order.public_ref)?.id ?? 0;
      for (const status of [1, 3])
        await post(base, `staff/orders/${placed.order.id}/status`, { status }, board);
      await post(base, 'staff/fleet/assign', { driver_id: driver.id, order_ids: [placed.order.id] }, board);
      await post(
        base,
        `staff/driver/demo/drops/${placed.order.id}/step`,
        { step: 'picked_up' },
        { authorization: `Bearer ${driver.token}` },
      );
      orders.push({ id: placed.order.id, token: placed.token, driver });
    }

    console.log(`${orders.length} drivers on a run, each with one order picked up`);
    const before = await memoryOf(server);
    const openedAt = performance.now();
    for (let i = 0; i < WATCHERS; i += 250) {
      const batch = Array.from({ length: Math.min(250, WATCHERS - i) }, (_, k) => {
        const n = i + k;
        return watch(
          started.port,
          orders[n % orders.length] as never,
          Math.floor(n / WATCHERS_PER_CLIENT),
          agent,
        );
      });
      watchers.push(...(await Promise.all(batch)));
    }
    const openMs = performance.now() - openedAt;
    const open = await memoryOf(server);

    // Every driver posts every EVERY_MS, spread evenly over the period; each post a new latitude.
    const cpuAt = { server: open.cpuMs, postgres: await postgresCpuMs(dataDir), bench: process.cpuUsage() };
    const sent = new Map<string, { at: number; orderId: number }>();
    let failed = 0;
    const refusals = new Map<string, number>();
    const answered: number[] = [];
    let flowing: Memory | null = null;
    const startedAt = performance.now();
    const end = startedAt + SECONDS * 1000;
    const slot = EVERY_MS / orders.length;
    const inflight = new Set<Promise<void>>();
    for (let tick = 0; performance.now() < end; tick++) {
      const order = orders[tick % orders.length] as (typeof orders)[number];
      const wait = startedAt + tick * slot - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const lat = PIN.lat - 0.03 + (tick + 1) * 1e-7;
      const key = lat.toFixed(7);
      sent.set(key, { at: performance.now(), orderId: order.id });
      const p = post(
        base,
        'staff/driver/demo/position',
        { order_id: order.id, lat, lng: PIN.lng },
        {
          authorization: `Bearer ${order.driver.token}`,
          'x-forwarded-for': clientAddress(300_000 + (tick % orders.length)),
        },
      ).then(
        () => {
          answered.push(performance.now() - (sent.get(key)?.at ?? 0));
        },
        (error: Error) => {
          failed += 1;
          const cause = (error.cause as { code?: string } | undefined)?.code;
          const reason = `${error.message.slice(0, 110)}${cause ? ` (${cause})` : ''}`;
          refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
          sent.delete(key);
        },
      );
      inflight.add(p);
      void p.finally(() => inflight.delete(p));
      if (!flowing && performance.now() > startedAt + (SECONDS * 1000) / 2) flowing = await memoryOf(server);
    }
    await Promise.all(inflight);
    const flowSeconds = (performance.now() - startedAt) / 1000;
    const after = await memoryOf(server);
    const cpu = {
      server: after.cpuMs - cpuAt.server,
      postgres: (await postgresCpuMs(dataDir)) - cpuAt.postgres,
      bench: (() => {
        const { user, system } = process.cpuUsage(cpuAt.bench);
        return (user + system) / 1000;
      })(),
    };
    await new Promise((r) => setTimeout(r, 2000));

    const delays: number[] = [];
    let missing = 0;
    const watchersOf = new Map<number, Watcher[]>();
    for (const w of watchers) watchersOf.set(w.orderId, [...(watchersOf.get(w.orderId) ?? []), w]);
    for (const [key, { at, orderId }] of sent)
      for (const w of watchersOf.get(orderId) ?? []) {
        const arrived = w.arrived.get(key);
        if (arrived === undefined) missing += 1;
        else delays.push(Math.max(0, arrived - at));
      }
    delays.sort((a, b) => a - b);
    const p50 = percentile(delays, 50);
    const p99 = percentile(delays, 99);
    const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
    console.log(
      `\n${DRIVERS} drivers posting every ${EVERY_MS} ms for ${SECONDS} s (${sent.size} posts, ${failed} refused), ${WATCHERS} diners watching (opened in ${(openMs / 1000).toFixed(1)} s); ${os.cpus().length} CPUs shared by server, clients and PostgreSQL`,
    );
    console.log(
      `position post → diner's event   p50 ${p50.toFixed(0)} ms   p99 ${p99.toFixed(0)} ms   (${delays.length} events)`,
    );
    answered.sort((a, b) => a - b);
    console.log(
      `position post answered         p50 ${percentile(answered, 50).toFixed(0)} ms   p99 ${percentile(answered, 99).toFixed(0)} ms`,
    );
    console.log(`events missing                  ${missing}`);
    for (const [reason, n] of refusals) console.log(`refused ×${n}: ${reason}`);
    console.log(
      `server memory                   before ${mb(before.rss)} MB RSS (${mb(before.heapUsed)} MB heap); streams open ${mb(open.rss)} MB (${mb(open.heapUsed)}); positions flowing ${mb(flowing?.rss ?? 0)} MB (${mb(flowing?.heapUsed ?? 0)})`,
    );
    const share = (ms: number) =>
      `${(ms / sent.size).toFixed(2)} ms a post (${((ms / 1000 / flowSeconds) * 100).toFixed(0)}% of a core)`;
    console.log(
      `CPU while positions flowed      server ${share(cpu.server)}; PostgreSQL ${share(cpu.postgres)}; the bench's own clients ${share(cpu.bench)}`,
    );
    console.log(
      `machine load average            ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} (1 / 5 / 15 min)`,
    );
    const pass = p99 <= GOAL_P99_MS && missing === 0 && failed === 0;
    console.log(
      pass
        ? `PASS: p99 ${p99.toFixed(0)} ms ≤ ${GOAL_P99_MS} ms, nothing missing`
        : `FAIL: p99 ${p99.toFixed(0)} ms (goal ≤ ${GOAL_P99_MS} ms), ${missing} events missing, ${failed} posts refused`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    for (const w of watchers) w.request.destroy();
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
