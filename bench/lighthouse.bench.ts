// Page-speed benchmark (issue #6): Lighthouse, mobile preset with simulated throttling, in Debian's
// Chromium, on the production build's menu home, a category page and an item page.
// Run on purpose: `npm run build && npm run bench:lighthouse -w bench`.
// Goals: score ≥ 98, LCP ≤ 2.0 s, TBT ≤ 50 ms, CLS ≤ 0.02, first-view JS ≤ 140 KB compressed.
import lighthouse from 'lighthouse';
import { startServer } from '../tests/e2e/support/server.ts';
import { freePort, launchChromium } from './support/browser.ts';

const ONLY = process.env.PAGES?.split(',');
const ALL_PAGES = [
  ['menu home', '/demo/delivery'],
  ['category', '/demo/delivery/1'],
  ['item', '/demo/delivery/2/5'],
  ['landing', '/demo'],
  ['cart', '/demo/pickup/cart'],
  ['checkout', '/demo/pickup/checkout'],
] as const;
const PAGES = ONLY ? ALL_PAGES.filter(([name]) => ONLY.includes(name)) : ALL_PAGES;

const GOALS = { score: 98, lcp: 2000, tbt: 50, cls: 0.02, jsKb: 140 };

type Audit = { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } };

const server = await startServer({ MAP_TILE_URL: '' });
const port = await freePort();
const browser = await launchChromium(port);
const rows: Array<Record<string, string | number>> = [];
// A production server is warm: render each page a few times first, so the first request's
// one-off costs (module loading, JIT) are not counted as the page's server time.
for (let i = 0; i < 5; i++) {
  for (const [, path] of PAGES) {
    await fetch(`${server.baseUrl}${path}`, {
      headers: { 'user-agent': 'Mozilla/5.0 Chrome/130', 'accept-language': 'en-US' },
    });
  }
}
let failed = false;
try {
  for (const [name, path] of PAGES) {
    const result = await lighthouse(`${server.baseUrl}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
    if (lhr.runtimeError)
      console.error(name, 'Lighthouse runtime error:', lhr.runtimeError.code, lhr.runtimeError.message);
    const audit = (id: string) => lhr.audits[id] as Audit | undefined;
    const scripts = (audit('network-requests')?.details?.items ?? []).filter(
      (r) => r.resourceType === 'Script',
    );
    if (process.env.VERBOSE) {
      for (const r of scripts)
        console.log(name, Math.round(Number(r.transferSize ?? 0)), String(r.url).replace(server.baseUrl, ''));
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
      ]) {
        const a = lhr.audits[id];
        if (a) console.log(name, id, a.displayValue ?? '', JSON.stringify(a.details ?? {}).slice(0, 800));
      }
    }
    const jsKb = scripts.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0) / 1024;
    const row = {
      page: name,
      path,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      'LCP ms': Math.round(audit('largest-contentful-paint')?.numericValue ?? 0),
      'TBT ms': Math.round(audit('total-blocking-time')?.numericValue ?? 0),
      CLS: Number((audit('cumulative-layout-shift')?.numericValue ?? 0).toFixed(3)),
      'JS KB (compressed)': Number(jsKb.toFixed(1)),
      scripts: scripts.length,
    };
    const ok =
      row.score >= GOALS.score &&
      row['LCP ms'] <= GOALS.lcp &&
      row['TBT ms'] <= GOALS.tbt &&
      row.CLS <= GOALS.cls &&
      row['JS KB (compressed)'] <= GOALS.jsKb;
    failed ||= !ok;
    rows.push({ ...row, goals: ok ? 'met' : 'MISSED' });
  }
} finally {
  await browser.close();
  await server.stop();
}
console.table(rows);
console.log(
  `Goals: score ≥ ${GOALS.score}, LCP ≤ ${GOALS.lcp} ms, TBT ≤ ${GOALS.tbt} ms, CLS ≤ ${GOALS.cls}, JS ≤ ${GOALS.jsKb} KB`,
);
process.exitCode = failed ? 1 : 0;
