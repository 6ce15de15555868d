// Wallet benchmark (ADR 760, 761). Run on purpose: `npm run bench:wallet -w bench`.
// Seeds the demo business (wallet on) into a temporary embedded PostgreSQL and runs the real app
// in this process (requests through app.inject: both phases pay the same, so their ratio is fair).
// 1. Throughput: cash orders and wallet + cash orders (each diner's balance locked, priced,
//    debited in the order's transaction), CONNECTIONS at once, in alternating rounds for DURATION s
//    of each kind; reports the median orders/s of each and their ratio (goal ≥ 70 %).
// 2. Invariants under chaos: OPS random operations (staff top-ups, orders with the wallet paid by
//    cash or online, approvals, declines, cancellations, the same submission twice at once) from
//    CONNECTIONS workers over DINERS diners, while random backends of the app's pool are killed
//    (pg_terminate_backend: a crash between steps). Then: every transaction sums to zero, no
//    balance is negative or differs from its entries, no hold outlives its order, and every hold
//    matches a still-payable order. Goal: 0 breaks over 100,000 operations.
// BENCH_DURATION (s per kind, 10), BENCH_ROUNDS (5), BENCH_CONNECTIONS (16), BENCH_OPS (100000),
// BENCH_DINERS (50).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createAdminSessions } from '../apps/server/src/features/admin/admin-auth.ts';
import { upsertMember } from '../apps/server/src/features/admin/admin-repository.ts';
import { post as postLedger } from '../apps/server/src/features/wallet/ledger-repository.ts';
import { connect } from '../apps/server/src/platform/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.ts';
import { runMigrations } from '../apps/server/src/platform/db/migrate.ts';
import * as s from '../apps/server/src/platform/db/schema/index.ts';
import { demoSeed } from '../apps/server/src/platform/db/seed/demo-data.ts';
import { seedBusiness } from '../apps/server/src/platform/db/seed/seed.ts';
import { median } from './support/stats.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const OPS = Number(process.env.BENCH_OPS ?? 100_000);
const DINERS = Number(process.env.BENCH_DINERS ?? 50);
/** Rounds of each kind, alternating, within DURATION s per kind (medians reported). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const OPEN_NOW = new Date('2026-03-09T13:00:00+03:00');
const GOAL = { ratio: 0.7, breaks: 0 };

type App = Awaited<ReturnType<typeof buildApp>>;

/** A small deterministic generator (the chaos run is repeatable by BENCH_SEED). */
function random(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

async function orderBody(app: App) {
  const res = await app.inject({ url: '/api/webapp/v5/restaurant/demo' });
  type Item = {
    id: number;
    available: boolean;
    types: Record<string, boolean>;
    comment_required: boolean;
    modifier_groups: unknown[];
    price_labels: { id: number; minimum: number }[];
  };
  type Category = { items: Item[]; subcategories?: Category[] };
  const r = res.json() as { restaurant: { branch_id: number }; menu: { categories: Category[] } };
  const items: Item[] = [];
  const walk = (cats: Category[]) => {
    for (const c of cats) {
      items.push(...c.items);
      walk(c.subcategories ?? []);
    }
  };
  walk(r.menu.categories);
  const item = items.find(
    (i) =>
      i.available &&
      i.types.car_pickup &&
      !i.comment_required &&
      i.modifier_groups.length === 0 &&
      (i.price_labels[0]?.minimum ?? 1) <= 1,
  );
  if (!item) throw new Error('no simple pickup item in the demo menu');
  return (paymentType: number, useWallet: boolean) => ({
    branch_id: r.restaurant.branch_id,
    selling_types: 'car_pickup',
    name: 'Bench Diner',
    phone: '50123456',
    dial_code: '965',
    payment_type: paymentType,
    use_wallet: useWallet,
    car: { brand: 'Lexus', color: 'White', plate: '12345' },
    order_lines: [{ item_id: item.id, price_label_id: item.price_labels[0]?.id, quantity: 1 }],
  });
}

/** `CONNECTIONS` workers calling `step` until `deadline` (ms) or `budget` calls; returns ok count. */
async function workers(step: (worker: number, n: number) => Promise<boolean>, until: () => boolean) {
  let ok = 0;
  let n = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, w) => {
      while (!until()) {
        n += 1;
        if (await step(w, n)) ok += 1;
      }
    }),
  );
  return ok;
}

/**
 * CPU time used so far, in ms: by this process (the app), and by the PostgreSQL of `pgData` (its
 * postmaster's children, from /proc; 0 where there is no /proc).
 */
async function cpuMs(pgData: string): Promise<{ node: number; pg: number }> {
  const usage = process.cpuUsage();
  const node = (usage.user + usage.system) / 1000;
  const postmaster = Number((await fs.readFile(path.join(pgData, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  let pg = 0;
  for (const pid of await fs.readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // After the command's closing parenthesis: state, ppid, … utime (14th field), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    if (Number(pid) !== postmaster && ppid !== postmaster) continue;
    pg += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  }
  return { node, pg };
}

/** Where each client still checked out of `pool` was taken (for a teardown that does not end). */
function traceCheckouts(pool: pg.Pool): Map<pg.PoolClient, string> {
  const out = new Map<pg.PoolClient, string>();
  const connect = pool.connect.bind(pool) as (cb?: unknown) => unknown;
  const track = (client: pg.PoolClient, stack: string) => {
    out.set(client, stack);
    const release = client.release;
    client.release = (error?: Error | boolean) => {
      out.delete(client);
      return release.call(client, error);
    };
  };
  (pool as unknown as { connect: (cb?: unknown) => unknown }).connect = (cb?: unknown) => {
    const stack = new Error().stack ?? '';
    if (typeof cb === 'function')
      return connect((error: Error | undefined, client: pg.PoolClient, done: unknown) => {
        if (client) track(client, stack);
        return cb(error, client, done);
      });
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      track(client, stack);
      return client;
    });
  };
  return out;
}

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-bench-wallet-'));
  await fs.chmod(dir, 0o755);
  const pgData = path.join(dir, 'data');
  const pgServer = await startEmbeddedPostgres(pgData);
  const database = connect(pgServer.url, 20);
  const checkedOut = traceCheckouts(database.pool);
  // A teardown that does not end says what holds the process, and in which step (two chaos runs
  // once printed their results and never exited).
  let step = 'closing the app';
  let watching = false;
  const watchTeardown = () => {
    if (watching) return;
    watching = true;
    const pool = database.pool;
    setTimeout(() => {
      console.error(`teardown stuck ${step} after 60 s`, process.getActiveResourcesInfo(), {
        clients: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      });
      for (const stack of checkedOut.values()) console.error('a client never released, taken at', stack);
      process.exit(2);
    }, 60_000).unref();
  };
  try {
    await runMigrations(database.db);
    const businessId = await seedBusiness(database.db, demoSeed);
    const diners = await database.db
      .insert(s.customers)
      .values(
        Array.from({ length: 2 * DINERS }, (_, i) => ({
          businessId,
          phone: `+9655${String(1_000_000 + i)}`,
          dialCode: '965',
          name: `Diner ${i}`,
        })),
      )
      .returning({ id: s.customers.id });
    // Money by hand is a manager's (ADR 1321): the bench's credits and debits go with a session.
    const [demo] = await database.db
      .select({ id: s.businesses.id })
      .from(s.businesses)
      .where(eq(s.businesses.referenceId, 'demo'));
    const manager = await upsertMember(database.db, {
      businessId: demo?.id as number,
      phone: '+96550009901',
      name: 'Bench manager',
      role: 'manager',
      branchId: null,
    });
    const staff = await createAdminSessions({ db: database.db, now: () => new Date() }).issue(manager.id);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'off',
      DATABASE_URL: pgServer.url,
      SEED_DEMO: 'false',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX: 'allow',
      PAYMENT_WEBHOOK_SECRET: 'bench-webhook-secret-0123456789abcdef',
    });
    const app = await buildApp({
      config,
      database,
      logger: false,
      now: () => OPEN_NOW,
      resolveCustomer: async (token) => {
        const m = /^diner-(\d+)$/.exec(token);
        return m ? { id: Number(m[1]), businessId } : null;
      },
    });
    await app.ready();
    const body = await orderBody(app);
    const auth = (i: number) => ({ authorization: `Bearer diner-${diners[i]?.id}` });
    let keys = 0;
    const key = () => {
      keys += 1;
      return `bench-${process.pid}-${keys}`;
    };
    const credit = (i: number, amount: number) =>
      app.inject({
        method: 'POST',
        url: '/api/staff/wallet/adjust',
        headers: { authorization: `Bearer ${staff}` },
        payload: {
          customer_id: diners[i]?.id,
          direction: 'credit',
          amount,
          reason: 'bench top-up',
          key: key(),
        },
      });
    const place = (i: number, paymentType: number, useWallet: boolean, k = key()) =>
      app.inject({
        method: 'POST',
        url: '/api/webapp/order',
        headers: { ...auth(i), 'idempotency-key': k },
        payload: body(paymentType, useWallet),
      });

    // 1. Throughput.
    // Alternating rounds (cash, wallet, cash…) and the median of each: the machine's drift and the
    // growing tables weigh on both kinds alike, which one long phase after the other did not.
    const timed = async (useWallet: boolean, seconds: number) => {
      const cpu = await cpuMs(pgData);
      const end = Date.now() + seconds * 1000;
      const started = performance.now();
      const ok = await workers(
        async (w) => (await place(w, 2, useWallet)).statusCode === 201,
        () => Date.now() >= end,
      );
      const used = await cpuMs(pgData);
      return {
        ok,
        rate: ok / ((performance.now() - started) / 1000),
        cost: { node: (used.node - cpu.node) / ok, pg: (used.pg - cpu.pg) / ok },
      };
    };
    // The diners' funds, posted straight to the ledger: credits by hand are capped (ADR 1321).
    for (let i = 0; i < DINERS; i++)
      await postLedger(database.db, {
        businessId: manager.businessId,
        customerId: diners[i]?.id as number,
        key: `bench-fund-${process.pid}-${i}`,
        movement: { kind: 'staff_credit', amount: 1_000_000_000 },
        reason: 'bench funding',
        actor: 'bench',
      });
    const rounds = { cash: [] as number[], wallet: [] as number[] };
    const costs = { cash: [] as number[], wallet: [] as number[] };
    let placed = { cash: 0, wallet: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of round % 2 ? (['wallet', 'cash'] as const) : (['cash', 'wallet'] as const)) {
        const { ok, rate, cost } = await timed(kind === 'wallet', DURATION / ROUNDS);
        rounds[kind].push(rate);
        costs[kind].push(cost.node + cost.pg);
        placed = { ...placed, [kind]: placed[kind] + ok };
      }
    }
    const cash = median(rounds.cash);
    const wallet = median(rounds.wallet);
    const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join('/');
    console.log(
      `cash orders: ${placed.cash} orders, median ${cash.toFixed(0)} orders/s (${list(rounds.cash)})`,
    );
    console.log(
      `wallet + cash orders: ${placed.wallet} orders, median ${wallet.toFixed(0)} orders/s (${list(rounds.wallet)})`,
    );
    const ratio = wallet / cash;
    console.log(`wallet/cash: ${(ratio * 100).toFixed(1)} % (goal ≥ ${GOAL.ratio * 100} %)`);
    // What each order costs the two processes that do the work (this one and PostgreSQL's), in
    // CPU time: unlike a rate, it hardly moves when other work shares the machine.
    const [cashCost, walletCost] = [median(costs.cash), median(costs.wallet)];
    console.log(
      `CPU per order: cash ${cashCost.toFixed(2)} ms, wallet ${walletCost.toFixed(2)} ms; ` +
        `cash/wallet ${((cashCost / walletCost) * 100).toFixed(1)} %`,
    );

    // 2. Invariants under chaos, on the other half of the diners (small balances: orders split
    // between the wallet and the rest).
    const rnd = random(Number(process.env.BENCH_SEED ?? 1));
    const open: { id: number; token: string; url: string | null }[] = [];
    let done = 0;
    let killed = 0;
    const killer = setInterval(async () => {
      const { rows } = await database.db
        .execute<{ n: number }>(sql`
          SELECT count(pg_terminate_backend(pid))::int AS n FROM (
            SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'
              AND backend_type = 'client backend'
            ORDER BY random() LIMIT 1) x`)
        .catch(() => ({ rows: [{ n: 0 }] }));
      killed += rows[0]?.n ?? 0;
    }, 50);
    const started = performance.now();
    await workers(
      async () => {
        const pick = rnd();
        const diner = DINERS + Math.floor(rnd() * DINERS);
        done += 1;
        try {
          if (pick < 0.15) return (await credit(diner, 1 + Math.floor(rnd() * 3_000))).statusCode === 200;
          if (pick < 0.2) {
            const res = await app.inject({
              method: 'POST',
              url: '/api/staff/wallet/adjust',
              headers: { authorization: `Bearer ${staff}` },
              payload: {
                customer_id: diners[diner]?.id,
                direction: 'debit',
                amount: 1 + Math.floor(rnd() * 2_000),
                reason: 'bench',
                key: key(),
              },
            });
            return res.statusCode === 200;
          }
          if (pick < 0.6) {
            const online = rnd() < 0.5;
            const k = key();
            // The same submission twice at once, now and then.
            const copies = rnd() < 0.1 ? 2 : 1;
            const answers = await Promise.all(
              Array.from({ length: copies }, () => place(diner, online ? 4 : 2, true, k)),
            );
            const placed = answers.find((a) => a.statusCode === 201)?.json() as
              | { order: { id: number }; token: string; payment: { url: string } | null }
              | undefined;
            if (placed)
              open.push({ id: placed.order.id, token: placed.token, url: placed.payment?.url ?? null });
            return Boolean(placed);
          }
          const order = open[Math.floor(rnd() * open.length)];
          if (!order) return false;
          if (pick < 0.85 && order.url) {
            const page = await app.inject({ url: order.url });
            const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0] ?? '';
            const secret = /name="secret" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
            const decision = rnd() < 0.7 ? 'approve' : 'decline';
            const res = await app.inject({
              method: 'POST',
              url: order.url,
              payload: `decision=${decision}&card=4242&secret=${secret}`,
              headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
            });
            return res.statusCode < 500;
          }
          const res = await app.inject({
            method: 'POST',
            url: `/api/staff/orders/${order.id}/status`,
            headers: { authorization: `Bearer ${staff}` },
            payload: { status: rnd() < 0.5 ? 9 : 2 },
          });
          return res.statusCode < 500;
        } catch {
          return false;
        }
      },
      () => done >= OPS,
    );
    clearInterval(killer);
    const seconds = (performance.now() - started) / 1000;

    const q = async (text: ReturnType<typeof sql>) => (await database.db.execute(text)).rows.length;
    const breaks = {
      unbalanced: await q(
        sql`SELECT transaction_id FROM wallet_entries GROUP BY transaction_id HAVING sum(amount) <> 0`,
      ),
      drift: await q(sql`
        SELECT a.id FROM wallet_accounts a LEFT JOIN wallet_entries e ON e.account_id = a.id
        WHERE a.customer_id IS NOT NULL GROUP BY a.id
        HAVING a.balance <> coalesce(sum(e.amount), 0) OR a.balance < 0`),
      holdOutlivesOrder: await q(sql`
        SELECT o.id FROM orders o JOIN wallet_transactions t ON t.order_id = o.id AND t.kind = 'order_hold'
        WHERE (o.payment_state <> 'unpaid' OR o.status IN (2, 9))
          AND NOT EXISTS (SELECT 1 FROM wallet_transactions x WHERE x.order_id = o.id AND x.kind IN ('order_capture', 'order_release'))`),
      holdMismatch: await q(sql`
        SELECT a.id FROM wallet_accounts a
        WHERE a.kind = 'hold' AND a.balance <> coalesce((
          SELECT sum(o.wallet_discount) FROM orders o
          JOIN wallet_transactions t ON t.order_id = o.id AND t.kind = 'order_hold'
          WHERE t.customer_id = a.customer_id
            AND NOT EXISTS (SELECT 1 FROM wallet_transactions x WHERE x.order_id = o.id AND x.kind IN ('order_capture', 'order_release'))
        ), 0)`),
    };
    const total = Object.values(breaks).reduce((a, b) => a + b, 0);
    const [{ n: transactions } = { n: 0 }] = (
      await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM wallet_transactions`)
    ).rows;
    console.log(
      `chaos: ${done} operations in ${seconds.toFixed(1)} s, ${killed} backends killed, ${transactions} ledger transactions`,
    );
    console.log(`invariant breaks: ${total} ${JSON.stringify(breaks)} (goal ${GOAL.breaks})`);
    watchTeardown();
    await app.close();
    if (total > GOAL.breaks) process.exitCode = 1;
  } finally {
    watchTeardown();
    step = 'closing the pool';
    await database.close().catch(() => {});
    step = 'stopping PostgreSQL';
    await pgServer.stop();
    step = 'removing the data directory';
    await fs.rm(dir, { recursive: true, force: true });
  }
}

await main();
