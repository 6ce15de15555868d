// Sign-in benchmark (ADR 700–706). Run on purpose: `npm run build && npm run bench:accounts -w bench`.
// Seeds the demo into a temporary embedded PostgreSQL and starts two servers on 127.0.0.1 in child
// processes (so the load generator does not share their event loop): the real app, whose message
// channel hands each code back to this process over IPC (a provider's stand-in), and a Fastify
// hello-world, the baseline of the same run. SESSIONS (100) diners at once each ask for a code for
// their own number from their own address (X-Forwarded-For: the per-number and per-address limits
// stay on) and verify it — every verify creates an account and a session.
// Then the signed-in reads: each session reads its profile (GET webapp/profile) and its order
// history (GET webapp/v5/orders/demo?page=1) with its bearer token, against the same app's
// anonymous read of the sign-in options (GET webapp/auth-options/demo) as the baseline of the
// same run: what a session costs on top of a read.
// Goal: verify p99 ≤ 50 ms; profile and history p99 ≤ 50 ms. Figures: median (p50) and p99 of
// send-otp, verify-otp, the hello-world, the signed-in reads and the anonymous read; the sign-ins
// per second as a share of the hello-world's requests per second; the reads' ratios.
// BENCH_ROUNDS (2,000 sign-ins), BENCH_SESSIONS (100), BENCH_READS (reads of each kind, 4,000).
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePhone } from '@sufra/domain';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { MessageChannel } from '../apps/server/src/features/accounts/message-channel.ts';
import { connect } from '../apps/server/src/platform/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.ts';
import { runMigrations } from '../apps/server/src/platform/db/migrate.ts';
import { demoSeed } from '../apps/server/src/platform/db/seed/demo-data.ts';
import { seedBusiness } from '../apps/server/src/platform/db/seed/seed.ts';
import { loadWebBuild } from '../apps/server/src/platform/ssr/web-handler.ts';
import { percentile } from './support/stats.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100);
const READS = Number(process.env.BENCH_READS ?? ROUNDS * 2);
const GOAL = { verifyP99: 50, readP99: 50, menuRatio: 2 };

/** The children: the real app (mode app) or a hello-world (mode hello), on loopback. */
async function serve(mode: string, url: string): Promise<void> {
  let app: Awaited<ReturnType<typeof buildApp>> | ReturnType<typeof Fastify>;
  if (mode === 'hello') {
    app = Fastify({ logger: false });
    app.post('/hello', async () => ({ error: 0, hello: 'world' }));
  } else {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      // The load generator stands for the diners' proxy: their addresses arrive in
      // X-Forwarded-For, so the code limits per address (ADR 700) apply per diner. The general
      // per-client rate limits (ADR 742) are off, as in the other benchmarks.
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMITS: 'off',
    });
    const database = connect(url, 20);
    const channel: MessageChannel = {
      name: 'ipc',
      channels: ['sms', 'whatsapp'],
      async send(message) {
        process.send?.({ to: message.to, code: message.code });
        return { providerRef: null };
      },
    };
    // The storefront's pages too (`npm run build` first): the menu page is read signed in and not.
    const web = await loadWebBuild(config.WEB_BUILD_DIR);
    app = await buildApp({ config, database, logger: false, accounts: { channel }, web });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', async (m) => {
    if (m === 'stop') {
      await app.close();
      process.exit(0);
    }
  });
}

function start(mode: string, url: string, onCode?: (to: string, code: string) => void) {
  const child = fork(fileURLToPath(import.meta.url), ['serve', mode, url], { stdio: 'inherit' });
  return new Promise<{ child: ChildProcess; port: number }>((resolve, reject) => {
    child.on('message', (m) => {
      const msg = m as { port?: number; to?: string; code?: string };
      if (msg.port !== undefined) resolve({ child, port: msg.port });
      else if (msg.to && msg.code) onCode?.(msg.to, msg.code);
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

/** Valid Kuwaiti mobile numbers, one per sign-in. */
function numbers(count: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < count; i++) {
    const candidate = `+9655${String(1_000_000 + i * 37).slice(-7)}`;
    const parsed = parsePhone(candidate, 'KW');
    if (parsed.ok && parsed.valid) out.push(candidate);
  }
  return out;
}

async function post(url: string, body: unknown, ip: string): Promise<[number, unknown, number]> {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-forwarded-for': ip,
      'x-webapp': 'true',
    },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  return [res.status, json, performance.now() - started];
}

/** A token is sent as the bearer header, or (`cookie:` prefix) as the storefront's session cookie. */
async function get(url: string, token?: string): Promise<[number, number]> {
  const started = performance.now();
  const auth = !token
    ? {}
    : token.startsWith('cookie:')
      ? { cookie: `sufra_session=${token.slice(7)}` }
      : { authorization: `Bearer ${token}` };
  const res = await fetch(url, {
    headers: { accept: url.includes('/api/') ? 'application/json' : 'text/html', ...auth },
  });
  await res.arrayBuffer();
  return [res.status, performance.now() - started];
}

/** `reads` GETs from SESSIONS concurrent clients; the i-th uses `url(i)` and `token(i)`. */
async function readLoad(
  reads: number,
  url: (i: number) => string,
  token: (i: number) => string | undefined,
): Promise<{ times: number[]; failures: number }> {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: SESSIONS }, async () => {
      for (let i = next++; i < reads; i = next++) {
        const [status, t] = await get(url(i), token(i));
        times.push(t);
        if (status !== 200) failures++;
      }
    }),
  );
  return { times, failures };
}

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-bench-accounts-'));
  await fs.chmod(dir, 0o755);
  const db = await startEmbeddedPostgres(path.join(dir, 'data'));
  const children: ChildProcess[] = [];
  const waiting = new Map<string, (code: string) => void>();
  const arrived = new Map<string, string>();
  const codeFor = (to: string) =>
    new Promise<string>((resolve) => {
      const code = arrived.get(to);
      if (code) resolve(code);
      else waiting.set(to, resolve);
    });
  try {
    const database = connect(db.url, 2);
    await runMigrations(database.db);
    await seedBusiness(database.db, demoSeed);
    await database.close();
    const [app, hello] = await Promise.all([
      start('app', db.url, (to, code) => {
        const resolve = waiting.get(to);
        if (resolve) {
          waiting.delete(to);
          resolve(code);
        } else arrived.set(to, code);
      }),
      start('hello', db.url),
    ]);
    children.push(app.child, hello.child);
    const base = `http://127.0.0.1:${app.port}/api`;
    const phones = numbers(ROUNDS + 20);

    // Warm both servers (module loading, JIT, pool connections) outside the measured runs.
    for (let i = 0; i < 20; i++) {
      const phone = phones[ROUNDS + i] ?? '';
      const [, sent] = await post(
        `${base}/send-otp`,
        { reference_id: 'demo', phone },
        `10.250.${i >> 8}.${i & 255}`,
      );
      const code = await codeFor(phone);
      await post(
        `${base}/verify-otp`,
        { request_id: (sent as { request_id: string }).request_id, code },
        '10.251.0.1',
      );
      await post(`http://127.0.0.1:${hello.port}/hello`, {}, '10.0.0.1');
    }

    const send: number[] = [];
    const verify: number[] = [];
    const tokens: string[] = [];
    let failures = 0;
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: SESSIONS }, async () => {
        for (let i = next++; i < ROUNDS; i = next++) {
          const phone = phones[i] ?? '';
          const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
          const [s1, sent, tSend] = await post(`${base}/send-otp`, { reference_id: 'demo', phone }, ip);
          send.push(tSend);
          if (s1 !== 202) {
            if (!failures) console.error('send-otp refused', s1, JSON.stringify(sent));
            failures++;
            continue;
          }
          const code = await codeFor(phone);
          const [s2, verified, tVerify] = await post(
            `${base}/verify-otp`,
            { request_id: (sent as { request_id: string }).request_id, code },
            ip,
          );
          verify.push(tVerify);
          if (s2 !== 200) failures++;
          else tokens.push((verified as { token: string }).token);
        }
      }),
    );
    const appSeconds = (performance.now() - t0) / 1000;

    const baseline: number[] = [];
    let n = 0;
    const t1 = performance.now();
    await Promise.all(
      Array.from({ length: SESSIONS }, async () => {
        while (n++ < ROUNDS * 2) {
          const [, , t] = await post(`http://127.0.0.1:${hello.port}/hello`, {}, '10.0.0.1');
          baseline.push(t);
        }
      }),
    );
    const helloSeconds = (performance.now() - t1) / 1000;

    // Signed-in reads against the anonymous read, interleaved in rounds so that neither side gets
    // the quieter moments of the machine.
    const profile: number[] = [];
    const history: number[] = [];
    const anonymous: number[] = [];
    // The menu as a diner reads it: the server-rendered page and the restaurant call, signed in
    // (the session cookie, as the storefront sends it) and not, in the same rounds.
    const menuPage: number[] = [];
    const menuPageAuth: number[] = [];
    const menuApi: number[] = [];
    const menuApiAuth: number[] = [];
    const origin = `http://127.0.0.1:${app.port}`;
    const token = (i: number) => tokens[i % Math.max(1, tokens.length)];
    const cookie = (i: number) => `cookie:${token(i)}`;
    for (let round = 0; round < 4; round++) {
      const share = Math.ceil(READS / 4);
      for (const [times, url, tok] of [
        [anonymous, () => `${base}/webapp/auth-options/demo`, () => undefined],
        [profile, () => `${base}/webapp/profile`, token],
        [history, () => `${base}/webapp/v5/orders/demo?page=1`, token],
        [menuPage, () => `${origin}/demo/pickup`, () => undefined],
        [menuPageAuth, () => `${origin}/demo/pickup`, cookie],
        [menuApi, () => `${base}/webapp/v5/restaurant/demo`, () => undefined],
        [menuApiAuth, () => `${base}/webapp/v5/restaurant/demo`, token],
      ] as const) {
        const r = await readLoad(share, url, tok);
        times.push(...r.times);
        failures += r.failures;
      }
    }

    const signInsPerSecond = ROUNDS / appSeconds;
    const requestsPerSecond = (ROUNDS * 2) / appSeconds;
    const helloPerSecond = baseline.length / helloSeconds;
    const row = (name: string, v: number[]) =>
      `${name.padEnd(16)} median ${percentile(v, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(v, 99).toFixed(1).padStart(6)} ms   (${v.length})`;
    const ratio = (a: number[], b: number[], p: number) => (percentile(a, p) / percentile(b, p)).toFixed(2);
    console.log(
      `\n${SESSIONS} concurrent sessions, ${ROUNDS} sign-ins, ${os.cpus().length} CPUs shared by servers, load generator and PostgreSQL`,
    );
    console.log(row('send-otp', send));
    console.log(row('verify-otp', verify));
    console.log(row('hello-world', baseline));
    console.log(row('profile (auth)', profile));
    console.log(row('history (auth)', history));
    console.log(row('auth-options', anonymous));
    console.log(row('menu page', menuPage));
    console.log(row('menu page (auth)', menuPageAuth));
    console.log(row('menu api', menuApi));
    console.log(row('menu api (auth)', menuApiAuth));
    console.log(
      `menu signed-in/anon   page ×${ratio(menuPageAuth, menuPage, 50)} median, ×${ratio(menuPageAuth, menuPage, 99)} p99; api ×${ratio(menuApiAuth, menuApi, 50)} median, ×${ratio(menuApiAuth, menuApi, 99)} p99 (goal ≤ ×${GOAL.menuRatio})`,
    );
    console.log(
      `signed-in/anon   profile ×${ratio(profile, anonymous, 50)} median, ×${ratio(profile, anonymous, 99)} p99; history ×${ratio(history, anonymous, 50)} median, ×${ratio(history, anonymous, 99)} p99`,
    );
    console.log(
      `throughput   ${signInsPerSecond.toFixed(0)} sign-ins/s = ${requestsPerSecond.toFixed(0)} req/s vs hello-world ${helloPerSecond.toFixed(0)} req/s (${((requestsPerSecond / helloPerSecond) * 100).toFixed(1)} %)`,
    );
    console.log(`failures     ${failures}`);
    const pass =
      percentile(verify, 99) <= GOAL.verifyP99 &&
      percentile(profile, 99) <= GOAL.readP99 &&
      percentile(history, 99) <= GOAL.readP99 &&
      failures === 0;
    console.log(
      `goal         verify p99 ≤ ${GOAL.verifyP99} ms, profile and history p99 ≤ ${GOAL.readP99} ms, 0 failures: ${pass ? 'met' : 'NOT met'}`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    for (const child of children) child.send('stop');
    await Promise.all(
      children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
    );
    await db.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'serve') await serve(process.argv[3] ?? 'app', process.argv[4] ?? '');
else await main();
