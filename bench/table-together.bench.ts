// The shared table's live cart at scale (ADR 1401, 1406). Run on purpose:
// `npm run bench:table-together -w bench` (the size: 200 tables × 4 diners);
// `-- --tables=20` proves it works in seconds.
// Seeds the demo into a temporary embedded PostgreSQL with --tables / BENCH_TABLES (200) more
// tables, starts the real app on 127.0.0.1 in a child process (TRUST_PROXY: every diner is its own
// client address, as phones are), seats --diners / BENCH_DINERS (4) at each table, each with the
// table's live stream open, then all at once: every diner adds --adds / BENCH_ADDS (2) dishes,
// one diner per table sends the round, the bill is split evenly and every diner pays their part
// (cash to the waiter). Before that, as a baseline in the same run, one phone adds alone, one
// change at a time. For every change it measures the delay from the call being sent to the
// notice reaching each of the table's OTHER phones (the live cart update), reports p50/p99 per
// phase and overall, the medians over the phases, and the calls that failed (goal: p99 ≤
// --goal-p99-ms / BENCH_GOAL_P99_MS, 500 ms, 0 errors, no notice missing). Stops by itself.
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { connect } from '../apps/server/src/platform/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.ts';
import { runMigrations } from '../apps/server/src/platform/db/migrate.ts';
import { demoSeed } from '../apps/server/src/platform/db/seed/demo-data.ts';
import { seedBusiness } from '../apps/server/src/platform/db/seed/seed.ts';
import { numberOption } from './support/args.ts';
import { openEventStream } from './support/event-stream.ts';
import { median, percentile } from './support/stats.ts';

const TABLES = Math.max(1, numberOption('tables', 'BENCH_TABLES', 200));
const DINERS = Math.max(2, numberOption('diners', 'BENCH_DINERS', 4));
const ADDS = Math.max(1, numberOption('adds', 'BENCH_ADDS', 2));
const GOAL_P99_MS = numberOption('goal-p99-ms', 'BENCH_GOAL_P99_MS', 500);
const BASELINE = numberOption('baseline', 'BENCH_BASELINE', 30);
const OPEN_NOW = new Date('2026-03-09T13:00:00+03:00');

/** The child: the real app. */
async function serve(url: string): Promise<void> {
  // Every statement the app sends, counted (the report divides them by the changes): how many
  // round trips a change costs, the first thing to know about its price.
  let queries = 0;
  // BENCH_STATEMENTS=1: which statements, how many of each (the first words of each text).
  const byText = process.env.BENCH_STATEMENTS ? new Map<string, number>() : null;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    queries += 1;
    if (byText) {
      const [first] = args;
      const text = typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '');
      const key = text.replace(/\s+/g, ' ').trim().slice(0, 90);
      byText.set(key, (byText.get(key) ?? 0) + 1);
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
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
    if (m === 'statements-reset') {
      byText?.clear();
      return;
    }
    if (m === 'statements') {
      for (const [text, n] of [...(byText ?? [])].sort((a, b) => b[1] - a[1]).slice(0, 40))
        console.log(`${String(n).padStart(7)}  ${text}`);
      byText?.clear();
      return;
    }
    if (m === 'queries') {
      const cpu = process.cpuUsage();
      process.send?.({ queries, cpuMs: (cpu.user + cpu.system) / 1000 });
      return;
    }
    await app.close();
    await database.close();
    process.exit(0);
  });
}

function startServer(url: string): Promise<{ child: ChildProcess; port: number }> {
  // BENCH_PROFILE=<dir>: a CPU profile of the server (as bench:read-api and bench:fleet).
  const profile = process.env.BENCH_PROFILE;
  const execArgv = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = fork(fileURLToPath(import.meta.url), ['serve', url], { stdio: 'inherit', execArgv });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, port: (m as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** The statements the server has sent PostgreSQL so far, and the CPU time it has used. */
function queriesOf(child: ChildProcess): Promise<{ queries: number; cpuMs: number }> {
  return new Promise((resolve) => {
    const on = (m: unknown) => {
      if (typeof m !== 'object' || m === null || !('queries' in m)) return;
      child.off('message', on);
      resolve(m as { queries: number; cpuMs: number });
    };
    child.on('message', on);
    child.send('queries');
  });
}

/**
 * The CPU time PostgreSQL's processes have used (the postmaster and its children, from /proc):
 * with the server's, what a change costs whatever the neighbours' load does to the delays.
 */
async function postgresCpuMs(dataDir: string): Promise<number> {
  const postmaster = Number((await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const tick = 1000 / 100; // USER_HZ
  let ms = 0;
  for (const pid of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // Fields after the command's closing parenthesis: state(3) ppid(4) … utime(14) stime(15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pid) !== postmaster && Number(fields[1]) !== postmaster) continue;
    ms += (Number(fields[11]) + Number(fields[12])) * tick;
  }
  return ms;
}

const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

type Table = { id: number; token: string; session: number; diners: Diner[] };
/** A phone at a table: its key, its client address, and when each version's notice reached it. */
type Diner = { key: string; client: number; seen: Map<number, number>; request?: http.ClientRequest };
/** A change made by one phone: when it was asked and the version it made. */
type Change = { table: Table; by: Diner; asked: number; version: number; phase: string };

let errors = 0;
/** The refusals by status and code: what failed, not just how many. */
const refusals = new Map<string, number>();
let port = 0;

async function callAs(diner: Diner | null, client: number, url: string, body: object) {
  const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': clientAddress(client),
      ...(diner ? { 'x-table-diner': diner.key } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as {
    diner_key?: string;
    view?: { session_id: number; version: number; bill: { parts: { id: number }[] } | null };
  };
  if (res.status !== 200) {
    errors += 1;
    const what = `${url.replace(/\/\d+/g, '/:id')} ${res.status} ${(json as { code?: string }).code ?? ''}`;
    refusals.set(what, (refusals.get(what) ?? 0) + 1);
    return null;
  }
  return json;
}

/** Opens a diner's live stream; resolves once the server said it is ready. */
async function openStream(table: Table, diner: Diner, agent: http.Agent): Promise<void> {
  let ready = () => {};
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  diner.request = await openEventStream(
    {
      port,
      agent,
      path: `/api/webapp/shared-table/session/${table.session}/events?table=${table.id}`,
      headers: {
        'x-forwarded-for': clientAddress(diner.client),
        cookie: `sufra_td_${table.id}=${encodeURIComponent(diner.key)}`,
      },
    },
    ({ name, data }) => {
      if (name === 'ready') ready();
      const version = (data as { version?: number } | undefined)?.version;
      if (typeof version === 'number' && !diner.seen.has(version)) diner.seen.set(version, performance.now());
    },
  );
  await isReady;
}

/** One change by a diner; records the version it made for the others' streams to be timed. */
async function change(changes: Change[], phase: string, table: Table, by: Diner, url: string, body: object) {
  const asked = performance.now();
  const res = await callAs(by, by.client, url, { table: table.token, ...body });
  if (res?.view) changes.push({ table, by, asked, version: res.view.version, phase });
  return res;
}

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-bench-table-'));
  await fs.chmod(dir, 0o755);
  const db = await startEmbeddedPostgres(path.join(dir, 'data'));
  let server: ChildProcess | undefined;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const tables: Table[] = [];
  try {
    const database = connect(db.url, 2);
    await runMigrations(database.db);
    await seedBusiness(database.db, demoSeed);
    // The bench's tables in the demo's first branch (the demo has shared tables on).
    const { rows } = await database.db.execute<{ id: number; qr_token: string }>(sql`
      INSERT INTO dining_tables (business_id, branch_id, name)
      SELECT b.id, (SELECT min(id) FROM branches WHERE business_id = b.id), 'B' || n
      FROM businesses b, generate_series(1, ${TABLES}) n WHERE b.reference_id = ${demoSeed.referenceId}
      RETURNING id, qr_token`);
    await database.close();
    const started = await startServer(db.url);
    server = started.child;
    port = started.port;

    const restaurant = (await (
      await fetch(`http://127.0.0.1:${port}/api/webapp/v5/restaurant/demo`)
    ).json()) as {
      restaurant: { branch_id: number };
      menu: {
        categories: {
          items: {
            id: number;
            available: boolean;
            visible?: boolean;
            types: Record<string, boolean>;
            modifier_groups: { min: number }[];
            price_labels: { id: number }[];
          }[];
        }[];
      };
    };
    const branch = restaurant.restaurant.branch_id;
    const item = restaurant.menu.categories
      .flatMap((c) => c.items)
      .find((i) => i.available && i.types.dine_in && i.modifier_groups.every((g) => g.min === 0));
    if (!item) throw new Error('no dine-in dish without choices in the demo');
    const base = `/webapp/shared-table/${branch}`;

    // Seat everyone and open their streams.
    let client = 0;
    const seatedAt = performance.now();
    await Promise.all(
      rows.map(async (row) => {
        const table: Table = { id: row.id, token: row.qr_token, session: 0, diners: [] };
        for (let d = 0; d < DINERS; d++) {
          // This phone's own address: taken before the await (the counter is shared by every table).
          client += 1;
          const me = client;
          const res = await callAs(null, me, `${base}/join`, {
            table: row.qr_token,
            name: `Diner ${d + 1}`,
          });
          if (!res?.diner_key || !res.view) throw new Error('join refused');
          table.session = res.view.session_id;
          table.diners.push({ key: res.diner_key, client: me, seen: new Map() });
        }
        tables.push(table);
      }),
    );
    for (let i = 0; i < tables.length; i += 50)
      await Promise.all(tables.slice(i, i + 50).flatMap((t) => t.diners.map((d) => openStream(t, d, agent))));
    const seatMs = performance.now() - seatedAt;

    // Baseline in the same run (the machine is shared): one phone adding alone, one change at a
    // time, on an otherwise idle server — what a live update costs without the crowd.
    const changes: Change[] = [];
    const [lone] = tables;
    const loneDiner = lone?.diners[0];
    if (lone && loneDiner)
      for (let i = 0; i < BASELINE; i++) {
        await change(changes, 'baseline', lone, loneDiner, `${base}/lines`, {
          item_id: item.id,
          price_label_id: item.price_labels[0]?.id,
          quantity: 1,
        });
        const made = changes.at(-1);
        const until = performance.now() + 5_000;
        while (
          made &&
          performance.now() < until &&
          lone.diners.some((d) => d !== loneDiner && ![...d.seen.keys()].some((v) => v >= made.version))
        )
          await new Promise((r) => setTimeout(r, 5));
      }

    // Everything at once, table by table in parallel: adds, the round, the bill, the payments.
    const before = await queriesOf(server);
    if (process.env.BENCH_STATEMENTS) server.send('statements-reset');
    const pgBefore = await postgresCpuMs(path.join(dir, 'data'));
    const clientsBefore = process.cpuUsage();
    const changesBefore = changes.length;
    const ranAt = performance.now();
    await Promise.all(
      tables.map(async (table) => {
        await Promise.all(
          table.diners.map(async (diner) => {
            for (let a = 0; a < ADDS; a++)
              await change(changes, 'add', table, diner, `${base}/lines`, {
                item_id: item.id,
                price_label_id: item.price_labels[0]?.id,
                quantity: 1,
              });
          }),
        );
        const [first] = table.diners;
        if (!first) return;
        await change(changes, 'round', table, first, `${base}/rounds`, {});
        const bill = await change(changes, 'bill', table, first, `${base}/bill`, {
          mode: 'even',
          people: DINERS,
        });
        const parts = bill?.view?.bill?.parts ?? [];
        await Promise.all(
          table.diners.map((diner, i) =>
            change(changes, 'pay', table, diner, `${base}/parts/${parts[i]?.id ?? 0}/pay`, {
              method: 'cash',
              tip: 0,
            }),
          ),
        );
      }),
    );
    const runMs = performance.now() - ranAt;
    const after = await queriesOf(server);
    if (process.env.BENCH_STATEMENTS) server.send('statements');
    const pgMs = (await postgresCpuMs(path.join(dir, 'data'))) - pgBefore;
    // This process (every phone's calls and streams): the third user of the same 2 CPUs.
    const clientsCpu = process.cpuUsage(clientsBefore);
    const clientsMs = (clientsCpu.user + clientsCpu.system) / 1000;
    const runQueries = after.queries - before.queries;
    const serverMs = after.cpuMs - before.cpuMs;
    const runChanges = changes.length - changesBefore;
    // Notices still on their way: wait for them (10 s at most).
    const reached = (c: Change, d: Diner) => [...d.seen].find(([v]) => v >= c.version)?.[1];
    const until = performance.now() + 10_000;
    while (
      performance.now() < until &&
      changes.some((c) => c.table.diners.some((d) => d !== c.by && reached(c, d) === undefined))
    )
      await new Promise((r) => setTimeout(r, 100));

    const byPhase = new Map<string, number[]>();
    let missing = 0;
    for (const c of changes)
      for (const d of c.table.diners) {
        if (d === c.by) continue;
        const at = reached(c, d);
        if (at === undefined) missing += 1;
        else {
          const list = byPhase.get(c.phase) ?? [];
          list.push(Math.max(0, at - c.asked));
          byPhase.set(c.phase, list);
        }
      }
    const baseline = (byPhase.get('baseline') ?? []).sort((a, b) => a - b);
    byPhase.delete('baseline');
    const all = [...byPhase.values()].flat().sort((a, b) => a - b);
    console.log(
      `\n${TABLES} tables × ${DINERS} diners (${TABLES * DINERS} phones, each its own stream), seated in ${(seatMs / 1000).toFixed(1)} s; ${changes.length} changes in ${(runMs / 1000).toFixed(1)} s; ${os.cpus().length} CPUs shared by server, clients and PostgreSQL`,
    );
    const phases: { p50: number; p99: number }[] = [];
    for (const [phase, list] of byPhase) {
      list.sort((a, b) => a - b);
      const p = { p50: percentile(list, 50), p99: percentile(list, 99) };
      phases.push(p);
      console.log(
        `  ${phase.padEnd(6)} p50 ${p.p50.toFixed(0)} ms   p99 ${p.p99.toFixed(0)} ms   (${list.length} updates reaching the other phones)`,
      );
    }
    const p99 = percentile(all, 99);
    console.log(
      `change → other phones   p50 ${percentile(all, 50).toFixed(0)} ms   p99 ${p99.toFixed(0)} ms`,
    );
    console.log(
      `median over phases      p50 ${median(phases.map((p) => p.p50)).toFixed(0)} ms   p99 ${median(phases.map((p) => p.p99)).toFixed(0)} ms   (goal p99 ≤ ${GOAL_P99_MS} ms)`,
    );
    const alone = percentile(baseline, 50);
    console.log(
      `baseline (one phone alone, ${baseline.length} updates)   p50 ${alone.toFixed(0)} ms   p99 ${percentile(baseline, 99).toFixed(0)} ms   → crowd p99 / alone p50 = ${(p99 / alone).toFixed(1)}×   (load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs)`,
    );
    const per = (n: number) => (n / Math.max(1, runChanges)).toFixed(1);
    console.log(
      `while everyone changed: ${runQueries} statements to PostgreSQL (${per(runQueries)} per change); CPU: server ${serverMs.toFixed(0)} ms (${per(serverMs)} per change), PostgreSQL ${pgMs.toFixed(0)} ms (${per(pgMs)} per change), the phones ${clientsMs.toFixed(0)} ms (${per(clientsMs)} per change)`,
    );
    console.log(`errors ${errors}   notices missing ${missing}`);
    for (const [what, n] of refusals) console.log(`  ${n} × ${what}`);
    const pass = p99 <= GOAL_P99_MS && errors === 0 && missing === 0;
    console.log(
      pass
        ? `PASS: p99 ${p99.toFixed(0)} ms ≤ ${GOAL_P99_MS} ms, 0 errors, no notice missing`
        : `FAIL: p99 ${p99.toFixed(0)} ms (goal ≤ ${GOAL_P99_MS} ms), ${errors} errors, ${missing} notices missing`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    for (const t of tables) for (const d of t.diners) d.request?.destroy();
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
