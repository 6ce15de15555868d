// Read-API benchmark (issue #4). Run on purpose: `npm run bench:read-api -w bench`
// (or `node bench/read-api.bench.ts`). Generates a 250-item and a 1,000-item business into a
// temporary embedded PostgreSQL, starts the real app on 127.0.0.1 in a child process (so the
// load generator does not share its event loop), and runs autocannon (100 connections, 10 s)
// against a hello-world route of that same server and against the restaurant endpoint.
// Goals: ≥ 40 % of hello-world req/s for 250 items, ≥ 25 % for 1,000 items, p99 ≤ 30 ms.
// Besides what autocannon sees, it prints the server's own CPU time per request: autocannon
// parses bodies in JavaScript, so on a small machine it can be the bottleneck, not the server.
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import autocannon, { type Result } from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { connect } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seedBusiness } from '../apps/server/src/db/seed/seed.ts';
import { generateBusiness } from './generate-business.ts';

// autocannon appends every response body to a string (`body += chunk`, a UTF-8 decode of the
// brotli bytes) only to offer it to callbacks this benchmark does not use; on a small machine that
// decode, not the server, caps the req/s of big responses. Bytes are still counted and every
// response still goes through its HTTP parser. BENCH_KEEP_BODIES=1 keeps autocannon as shipped.
if (!process.env.BENCH_KEEP_BODIES) {
  const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
  queue.prototype.addBody = () => {};
}

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 100;
// What the storefront's typed client sends (SPEC §7), and what a browser accepts.
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

type Run = { name: string; result: Result; cpuPerRequest: number; goal?: number };

async function measure(child: ChildProcess, name: string, url: string, goal?: number): Promise<Run> {
  // Warm up: fills the response cache and the business directory, JIT-compiles the path.
  await autocannon({ url, connections: 10, duration: 1, headers: HEADERS });
  const before = await serverCpu(child);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: HEADERS });
  const cpu = (await serverCpu(child)) - before;
  if (result.non2xx || result.errors)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { name, result, cpuPerRequest: cpu / result.requests.total, ...(goal ? { goal } : {}) };
}

function report(runs: Run[]): void {
  const [hello] = runs;
  if (!hello) return;
  const cell = (value: string | number, width: number) => String(value).padStart(width);
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per route, ${os.cpus().length} CPUs shared by server, load generator and PostgreSQL`,
  );
  console.log(
    `${'route'.padEnd(24)}${cell('req/s', 8)}${cell('p50 ms', 8)}${cell('p99 ms', 8)}${cell('ratio', 8)}${cell('server µs/req', 15)}${cell('cpu ratio', 11)}  verdict`,
  );
  for (const run of runs) {
    const { result } = run;
    const ratio = result.requests.average / hello.result.requests.average;
    // What the server could do if the load generator were not the limit: its CPU cost per request.
    const cpuRatio = hello.cpuPerRequest / run.cpuPerRequest;
    const verdict = run.goal
      ? `${ratio >= run.goal && result.latency.p99 <= 30 ? 'PASS' : 'FAIL'} (goal ≥ ${run.goal * 100} %, p99 ≤ 30 ms)`
      : 'baseline';
    console.log(
      `${run.name.padEnd(24)}${cell(Math.round(result.requests.average), 8)}${cell(result.latency.p50, 8)}${cell(result.latency.p99, 8)}${cell(`${(ratio * 100).toFixed(1)}%`, 8)}${cell(Math.round(run.cpuPerRequest), 15)}${cell(`${(cpuRatio * 100).toFixed(1)}%`, 11)}  ${verdict}`,
    );
  }
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
    report([
      await measure(server, 'hello-world', `${base}/bench/hello`),
      await measure(server, 'restaurant 250 items', `${base}/api/webapp/v5/restaurant/bench-250`, 0.4),
      await measure(server, 'restaurant 1,000 items', `${base}/api/webapp/v5/restaurant/bench-1000`, 0.25),
    ]);
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
