// Page-speed benchmark: Lighthouse, mobile preset with simulated throttling, in Debian's
// Chromium, on every storefront page (ADR 1442): landing, menu home, category, item, search, cart,
// checkout, order status, login and the reservation form.
// Run on purpose: `npm run build && npm run bench:lighthouse -w bench` (RUNS=n, PAGES=a,b).
// LANGUAGES=ar,ja,hi measures each page in each interface language (the i18n_redirected cookie).
// A/B on a noisy machine: BASELINE_BUILD=<dir of another build, e.g. apps/web/base/build> starts a
// second server on that build and interleaves its runs with the current build's, run by run.
// BASELINE_URL=<origin of a server already running an older checkout, e.g. http://127.0.0.1:3100>
// interleaves that server's runs instead (its own server code and database, so any two commits compare).
// PIXELS=all configures the demo with all four browser pixels (Meta, Google, Snap, TikTok; their
// scripts from local stand-ins) and measures with the diner's consent given (ADR 842).
// Goals: score ≥ 98, LCP ≤ 2.0 s, TBT ≤ 50 ms, CLS ≤ 0.02, first-view JS ≤ 134 KB compressed (the
// budget of `npm run budget`, ADR 1442).
import path from 'node:path';
import lighthouse from 'lighthouse';
import { sqlOnServer } from '../tests/e2e/support/database.ts';
import { startPixelHosts } from '../tests/e2e/support/pixel-hosts.ts';
import { startServer } from '../tests/e2e/support/server.ts';
import { freePort, launchChromium } from './support/browser.ts';
import { median } from './support/stats.ts';

const ONLY = process.env.PAGES?.split(',');
// The order page needs an order: one is placed on each server (cash, car pickup) before measuring.
const ORDER_PAGE = '/demo/order/{placed}';
const orderPathOn = new Map<string, string>();
async function placeOrder(baseUrl: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/webapp/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${Date.now()}-${baseUrl}` },
    body: JSON.stringify({
      branch_id: 1,
      selling_types: 'car_pickup',
      order_lines: [{ item_id: 11, price_label_id: 18, quantity: 1 }],
      car: { brand: 'Nissan Patrol', color: 'White', plate: '12345' },
      name: 'Noura',
      phone: '50123456',
      dial_code: '965',
      payment_type: 2,
    }),
  });
  const placed = (await res.json()) as { order?: { public_ref: string }; token?: string };
  if (res.status !== 201 || !placed.order) throw new Error(`order not placed: ${JSON.stringify(placed)}`);
  orderPathOn.set(baseUrl, `/demo/order/${placed.order.public_ref}?token=${placed.token}`);
}
const pathOn = (baseUrl: string, page: string) =>
  page === ORDER_PAGE ? (orderPathOn.get(baseUrl) ?? page) : page;
const ALL_PAGES = [
  ['menu home', '/demo/delivery'],
  ['category', '/demo/delivery/1'],
  ['item', '/demo/delivery/2/5'],
  ['landing', '/demo'],
  ['cart', '/demo/pickup/cart'],
  ['checkout', '/demo/pickup/checkout'],
  ['search', '/demo/delivery/search?q=coffee'],
  ['order status', ORDER_PAGE],
  ['login', '/demo/login'],
  ['reservation', '/demo/reservation/table'],
] as const;
const PAGES = ONLY ? ALL_PAGES.filter(([name]) => ONLY.includes(name)) : ALL_PAGES;
const LANGUAGES: Array<string | null> = process.env.LANGUAGES?.split(',') ?? [null];

const GOALS = { score: 98, lcp: 2000, tbt: 50, cls: 0.02, jsKb: 134 };
// Lantern's simulation replays the observed load, which varies on a shared machine: each page
// runs RUNS times (default 5) and the table shows medians, with every run's score beside them.
const RUNS = Number(process.env.RUNS ?? 5);

type Audit = { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } };

const builds: Array<[string, Record<string, string>]> = [['current', {}]];
if (process.env.BASELINE_BUILD)
  builds.push(['baseline', { WEB_BUILD_DIR: path.resolve(process.env.BASELINE_BUILD) }]);
const pixelHosts = process.env.PIXELS === 'all' ? await startPixelHosts() : null;
const started = await Promise.all(
  builds.map(([, env]) => startServer({ MAP_TILE_URL: '', ...pixelHosts?.env, ...env })),
);
const servers: Array<{ baseUrl: string; stop: () => Promise<unknown> }> = [...started];
if (process.env.BASELINE_URL) {
  builds.push(['baseline', {}]);
  servers.push({ baseUrl: process.env.BASELINE_URL.replace(/\/$/, ''), stop: async () => {} });
}
if (pixelHosts)
  for (const server of started)
    await sqlOnServer(
      server,
      `insert into pixels (business_id, kind, pixel_id)
       select id, k, p from businesses, (values (1, '1111'), (2, 'G-BENCH'), (3, 'snap-bench'), (4, 'TTBENCH')) v(k, p)
       where reference_id = 'demo'`,
    );
if (PAGES.some(([, page]) => page === ORDER_PAGE))
  for (const server of servers) await placeOrder(server.baseUrl);
const consentCookie = pixelHosts ? 'sufra_consent_demo=granted' : null;
const port = await freePort();
const browser = await launchChromium(port);
// A production server is warm: render each page a few times first, so the first request's
// one-off costs (module loading, JIT) are not counted as the page's server time.
for (let i = 0; i < 5; i++) {
  for (const server of servers) {
    for (const [, page] of PAGES) {
      await fetch(`${server.baseUrl}${pathOn(server.baseUrl, page)}`, {
        headers: { 'user-agent': 'Mozilla/5.0 Chrome/130', 'accept-language': 'en-US' },
      });
    }
  }
}

type Run = Record<string, number>;

async function measure(baseUrl: string, name: string, page: string, language: string | null): Promise<Run> {
  const result = await lighthouse(`${baseUrl}${pathOn(baseUrl, page)}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(language || consentCookie
      ? {
          extraHeaders: {
            Cookie: [language && `i18n_redirected=${language}`, consentCookie].filter(Boolean).join('; '),
          },
        }
      : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
  if (lhr.runtimeError) {
    // A failed trace (NO_NAVSTART…) scores 0: measure again rather than count it.
    console.error(name, 'Lighthouse runtime error:', lhr.runtimeError.code, '(measuring again)');
    return measure(baseUrl, name, page, language);
  }
  // LHR_DIR=<dir> keeps each run's full report, for reading the main-thread breakdown afterwards.
  if (process.env.LHR_DIR) {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(process.env.LHR_DIR, { recursive: true });
    const file = `${name.replace(/\W+/g, '-')}-${language ?? 'default'}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.LHR_DIR, file), JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id] as Audit | undefined;
  const scripts = (audit('network-requests')?.details?.items ?? []).filter(
    (r) => r.resourceType === 'Script',
  );
  if (process.env.VERBOSE) {
    for (const r of scripts)
      console.log(name, Math.round(Number(r.transferSize ?? 0)), String(r.url).replace(baseUrl, ''));
    const m = audit('metrics')?.details?.items?.[0] ?? {};
    console.log(
      name,
      'metrics',
      JSON.stringify(
        Object.fromEntries(
          Object.entries(m).filter(([k]) =>
            /ContentfulPaint|speedIndex|timeToFirstByte|interactive/i.test(k),
          ),
        ),
      ),
    );
    const lcp = audit('largest-contentful-paint-element')?.details?.items?.[0];
    console.log(name, 'LCP element', JSON.stringify(lcp ?? null).slice(0, 1500));
    for (const id of [
      'lcp-breakdown-insight',
      'render-blocking-insight',
      'network-dependency-tree-insight',
      'server-response-time',
      'render-blocking-resources',
      'long-tasks',
      'bootup-time',
    ]) {
      const a = lhr.audits[id];
      if (a) console.log(name, id, a.displayValue ?? '', JSON.stringify(a.details ?? {}).slice(0, 800));
    }
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint')?.numericValue ?? 0,
    lcp: audit('largest-contentful-paint')?.numericValue ?? 0,
    tbt: audit('total-blocking-time')?.numericValue ?? 0,
    cls: audit('cumulative-layout-shift')?.numericValue ?? 0,
    jsKb: scripts.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0) / 1024,
    scripts: scripts.length,
  };
}

const rows: Array<Record<string, string | number>> = [];
let failed = false;
try {
  for (const [name, page] of PAGES)
    for (const language of LANGUAGES) {
      const runs = servers.map((): Run[] => []);
      // Run by run, build by build: a busy moment on the machine hits both builds alike.
      for (let run = 0; run < RUNS; run++) {
        for (const [i, server] of servers.entries())
          runs[i]?.push(await measure(server.baseUrl, name, page, language));
      }
      for (const [i, [build]] of builds.entries()) {
        const mine = runs[i] ?? [];
        const med = (key: string) => median(mine.map((r) => r[key] ?? 0));
        const row = {
          page: name,
          ...(language ? { language } : {}),
          ...(builds.length > 1 ? { build } : {}),
          path: page,
          score: Math.round(med('score')),
          'scores (runs)': mine.map((r) => r.score).join('/'),
          'FCP ms': Math.round(med('fcp')),
          'LCP ms': Math.round(med('lcp')),
          'TBT ms': Math.round(med('tbt')),
          CLS: Number(med('cls').toFixed(3)),
          'JS KB (compressed)': Number(med('jsKb').toFixed(1)),
          scripts: Math.round(med('scripts')),
        };
        const ok =
          row.score >= GOALS.score &&
          row['LCP ms'] <= GOALS.lcp &&
          row['TBT ms'] <= GOALS.tbt &&
          row.CLS <= GOALS.cls &&
          row['JS KB (compressed)'] <= GOALS.jsKb;
        if (i === 0) failed ||= !ok;
        rows.push({ ...row, goals: ok ? 'met' : 'MISSED' });
      }
    }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
  await pixelHosts?.close();
}
console.table(rows);
console.log(
  `Goals: score ≥ ${GOALS.score}, LCP ≤ ${GOALS.lcp} ms, TBT ≤ ${GOALS.tbt} ms, CLS ≤ ${GOALS.cls}, JS ≤ ${GOALS.jsKb} KB`,
);
process.exitCode = failed ? 1 : 0;
