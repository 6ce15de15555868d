// Read-API benchmark. Run on purpose: `npm run bench:read-api -w bench`
// (or `node bench/read-api.bench.ts`). Generates a 250-item and a 1,000-item business into a
// temporary embedded PostgreSQL, starts the real app on 127.0.0.1 in a child process (so the
// load generator does not share its event loop), and runs autocannon (100 connections, 10 s)
// against a hello-world route of that same server and against the restaurant endpoint.
// Goals: ≥ 40 % of hello-world req/s for 250 items, ≥ 25 % for 1,000 items, p99 ≤ 30 ms.
// BENCH_DURATION (s per route and round, 10), BENCH_ROUNDS (3), BENCH_PROFILE=<dir> (server CPU profile).
// Besides what autocannon sees, it prints the server's own CPU time per request: autocannon
// parses bodies in JavaScript, so on a small machine it can be the bottleneck, not the server.
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { connect } from '../apps/server/src/platform/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.ts';
import { runMigrations } from '../apps/server/src/platform/db/migrate.ts';
import { seedBusiness } from '../apps/server/src/platform/db/seed/seed.ts';
import { generateBusiness } from './generate-business.ts';
import { median } from './support/stats.ts';

// autocannon appends every response body to a string (`body += chunk`, a UTF-8 decode of the
// brotli bytes) only to offer it to callbacks this benchmark does not use; on a small machine that
// decode, not the server, caps the req/s of big responses. Bytes are still counted and every
// response still goes through its HTTP parser. BENCH_KEEP_BODIES=1 keeps autocannon as shipped.
const KEEP_BODIES = Boolean(process.env.BENCH_KEEP_BODIES);
if (!KEEP_BODIES) {
  const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
  queue.prototype.addBody = () => {};
}

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
// Routes are measured in interleaved rounds and reported as medians, so a burst of other load
// on the machine shifts every route alike instead of one.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 100;
// What the storefront's typed client sends ([product: Selling types]), and what a browser accepts.
const HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'br, gzip',
  'x-webapp': 'true',
  'x-api-version': '5',
  locale: 'en',
};

/** The child: the real app on loopback, plus /bench/hello registered only here. */
async function serve(url: string): Promise<void> {
  const config = loadConfig({
    RATE_LIMITS: 'off',
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    SEED_DEMO: 'false',
  });
  const database = connect(url, 20);
  const app = await buildApp({ config, database, logger: false });
  app.get('/bench/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', async (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpu: user + system });
      return;
    }
    await app.close();
    await database.close();
    process.exit(0);
  });
}

function startServer(url: string): Promise<{ child: ChildProcess; port: number }> {
  const profile = process.env.BENCH_PROFILE;
  const execArgv = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = fork(fileURLToPath(import.meta.url), ['serve', url], { stdio: 'inherit', execArgv });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, port: (m as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** The server process's CPU time so far, in microseconds (user + system). */
function serverCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve((m as { cpu: number }).cpu));
    child.send('cpu');
  });
}

type Sample = { reqPerSec: number; p50: number; p99: number; cpuPerRequest: number };
type Route = { name: string; url: string; goal?: number; samples: Sample[] };

async function measure(child: ChildProcess, route: Route, warmUp: boolean): Promise<void> {
  const { url } = route;
  // Warm up: fills the response cache and the business directory, JIT-compiles the path.
  if (warmUp) await autocannon({ url, connections: 10, duration: 1, headers: HEADERS });
  const before = await serverCpu(child);
  const result: Result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: HEADERS,
  });
  const cpu = (await serverCpu(child)) - before;
  if (result.non2xx || result.errors)
    throw new Error(`${route.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  route.samples.push({
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest: cpu / result.requests.total,
  });
}

function report(routes: Route[]): void {
  const [hello] = routes;
  if (!hello) return;
  const m = (route: Route, key: keyof Sample) => median(route.samples.map((s) => s[key]));
  const cell = (value: string | number, width: number) => String(value).padStart(width);
  console.log(
    `\nMedians of ${ROUNDS} interleaved rounds; ${CONNECTIONS} connections, ${DURATION} s per route and round; ${os.cpus().length} CPUs shared by server, load generator and PostgreSQL`,
  );
  console.log(
    `${'route'.padEnd(24)}${cell('req/s', 8)}${cell('p50 ms', 8)}${cell('p99 ms', 8)}${cell('ratio', 8)}${cell('server µs/req', 15)}${cell('cpu ratio', 11)}  verdict`,
  );
  for (const route of routes) {
    const ratio = m(route, 'reqPerSec') / m(hello, 'reqPerSec');
    // What the server could do if the load generator were not the limit: its CPU cost per request.
    const cpuRatio = m(hello, 'cpuPerRequest') / m(route, 'cpuPerRequest');
    const p99 = m(route, 'p99');
    const verdict = route.goal
      ? `${ratio >= route.goal && p99 <= 30 ? 'PASS' : 'FAIL'} (goal ≥ ${route.goal * 100} %, p99 ≤ 30 ms)`
      : 'baseline';
    console.log(
      `${route.name.padEnd(24)}${cell(Math.round(m(route, 'reqPerSec')), 8)}${cell(m(route, 'p50'), 8)}${cell(p99, 8)}${cell(`${(ratio * 100).toFixed(1)}%`, 8)}${cell(Math.round(m(route, 'cpuPerRequest')), 15)}${cell(`${(cpuRatio * 100).toFixed(1)}%`, 11)}  ${verdict}`,
    );
  }
  // The figures are only comparable with others measured the same way: say which way it was.
  console.log(
    KEEP_BODIES
      ? 'autocannon as shipped (BENCH_KEEP_BODIES=1): it decodes every response body, which caps big responses on a small machine'
      : 'autocannon patched: response bodies are counted but not decoded into strings (addBody is a no-op); BENCH_KEEP_BODIES=1 runs it as shipped',
  );
  console.log(
    `per round (req/s): ${routes.map((r) => `${r.name} ${r.samples.map((s) => Math.round(s.reqPerSec)).join('/')}`).join('; ')}`,
  );
}

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-bench-'));
  await fs.chmod(dir, 0o755); // postgres runs as its own user when we are root
  const pg = await startEmbeddedPostgres(path.join(dir, 'data'));
  let server: ChildProcess | undefined;
  try {
    const database = connect(pg.url, 2);
    await runMigrations(database.db);
    const t0 = performance.now();
    await seedBusiness(database.db, generateBusiness('bench-250', 250));
    await seedBusiness(database.db, generateBusiness('bench-1000', 1000));
    await database.close();
    console.log(`Seeded 250 + 1,000 items in ${Math.round(performance.now() - t0)} ms`);

    const started = await startServer(pg.url);
    server = started.child;
    const base = `http://127.0.0.1:${started.port}`;
    for (const ref of ['bench-250', 'bench-1000']) {
      const url = `${base}/api/webapp/v5/restaurant/${ref}`;
      const raw = (await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
        .byteLength;
      const br = (await fetch(url, { headers: { 'accept-encoding': 'br' } })).headers.get('content-length');
      console.log(
        `${ref}: ${Math.round(raw / 1024)} KiB of JSON, ${Math.round(Number(br) / 1024)} KiB as brotli`,
      );
    }
    const routes: Route[] = [
      { name: 'hello-world', url: `${base}/bench/hello`, samples: [] },
      {
        name: 'restaurant 250 items',
        url: `${base}/api/webapp/v5/restaurant/bench-250`,
        goal: 0.4,
        samples: [],
      },
      {
        name: 'restaurant 1,000 items',
        url: `${base}/api/webapp/v5/restaurant/bench-1000`,
        goal: 0.25,
        samples: [],
      },
    ];
    for (let round = 0; round < ROUNDS; round++) {
      for (const route of routes) await measure(server, route, round === 0);
    }
    report(routes);
  } finally {
    if (server?.connected) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.send('stop');
      await exited;
    }
    await pg.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'serve') await serve(process.argv[3] ?? '');
else await main();
