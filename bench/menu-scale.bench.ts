// Menu-scale benchmark: a generated 1,000-item menu in the production build, on a
// phone-sized Chromium with the CPU slowed 4× (Lighthouse's mobile factor). Measures the page's
// weight, its main-thread blocking while loading, and the frames while scrolling the whole menu
// and jumping between category tabs — with the windowed rendering people get, and with every
// section rendered at once (what search engines get), to show what the windowing saves.
// Run on purpose: `npm run build && npm run bench:menu-scale -w bench`.
import { readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/open.ts';
import { seedBusiness } from '../apps/server/src/platform/db/seed/seed.ts';
import { loadWebBuild } from '../apps/server/src/platform/ssr/web-handler.ts';
import { generateBusiness } from './generate-business.ts';
import { launchChromium } from './support/browser.ts';

// Browser globals used inside page.evaluate callbacks (this workspace is typed for Node).
declare const window: {
  scrollBy(x: number, y: number): void;
  scrollTo(x: number, y: number): void;
  scrollY: number;
  innerHeight: number;
};
type Elementish = { getBoundingClientRect(): { top: number } };
declare const document: {
  getElementsByTagName(name: string): { length: number };
  querySelectorAll(selector: string): { length: number };
  querySelector(selector: string): Elementish | null;
  documentElement: { scrollHeight: number };
};
declare function requestAnimationFrame(callback: (now: number) => void): number;

const ITEMS = Number(process.env.ITEMS ?? 1000);
const PEOPLE_UA =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Mobile Safari/537.36';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pictures = readdirSync(path.join(repo, 'apps/web/public/demo/items')).map((f) => `/demo/items/${f}`);
const seed = generateBusiness('scale', ITEMS);
// The generator names pictures that do not exist; use the demo's, so the page loads real images.
let n = 0;
for (const c of seed.categories)
  for (const i of [...(c.items ?? []), ...(c.subcategories ?? []).flatMap((s) => s.items ?? [])])
    i.image = pictures[n++ % pictures.length] as string;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-scale-'));
// The embedded PostgreSQL runs as its own user, which must reach the directory.
await fs.chmod(dataDir, 0o755);
const config = loadConfig({
  RATE_LIMITS: 'off',
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
});
const database = await openDatabase(config, () => {});
await seedBusiness(database.db, seed);
const app = await buildApp({
  config,
  database,
  web: await loadWebBuild(config.WEB_BUILD_DIR),
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const url = `${base}/scale/delivery`;

async function serverSide() {
  const times: number[] = [];
  let html = '';
  for (let i = 0; i < 12; i++) {
    const started = performance.now();
    html = await (await fetch(url, { headers: { 'user-agent': PEOPLE_UA, 'accept-language': 'en' } })).text();
    if (i >= 2) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { html, medianMs: times[Math.floor(times.length / 2)] ?? 0 };
}

async function measure(page: Page, userAgent: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.context().setExtraHTTPHeaders({ 'user-agent': userAgent });
  await page.addInitScript(() => {
    sessionStorage.setItem('sufra:area-dismissed', '1');
    const w = window as unknown as { __long: number[] };
    w.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push(e.duration);
    }).observe({ type: 'longtask', buffered: true } as never);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const load = await page.evaluate(() => {
    const long = (window as unknown as { __long: number[] }).__long;
    return {
      blockingMs: Math.round(long.reduce((s, d) => s + Math.max(0, d - 50), 0)),
      longestTaskMs: Math.round(Math.max(0, ...long)),
      domNodes: document.getElementsByTagName('*').length,
      cards: document.querySelectorAll('article').length,
    };
  });
  // Scroll the whole menu as a thumb would, frame by frame, recording every frame's duration.
  const scroll = await page.evaluate(async () => {
    (window as unknown as { __long: number[] }).__long = [];
    const frames: number[] = [];
    let last = performance.now();
    const end = document.documentElement.scrollHeight;
    await new Promise<void>((done) => {
      const step = (now: number) => {
        frames.push(now - last);
        last = now;
        window.scrollBy(0, 120);
        if (
          window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2 ||
          frames.length > 4000
        )
          done();
        else requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    frames.sort((a, b) => a - b);
    const long = (window as unknown as { __long: number[] }).__long;
    return {
      frames: frames.length,
      p50FrameMs: Number((frames[Math.floor(frames.length * 0.5)] ?? 0).toFixed(1)),
      p95FrameMs: Number((frames[Math.floor(frames.length * 0.95)] ?? 0).toFixed(1)),
      framesOver50ms: frames.filter((f) => f > 50).length,
      blockingMs: Math.round(long.reduce((s, d) => s + Math.max(0, d - 50), 0)),
      pageHeightPx: end,
      domNodesAfter: document.getElementsByTagName('*').length,
    };
  });
  // Jump from the top to the last category with its tab.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  const tabs = page.getByRole('navigation', { name: 'Categories' }).getByRole('link');
  const started = Date.now();
  await tabs.last().click();
  const lastId = await tabs.last().getAttribute('href');
  await page.waitForFunction(
    (id) => {
      const el = document.querySelector(id ?? '');
      return !!el && Math.abs(el.getBoundingClientRect().top) < 80;
    },
    lastId,
    { timeout: 15000 },
  );
  return { load, scroll, tabJumpMs: Date.now() - started };
}

const browser = await launchChromium();
try {
  const server = await serverSide();
  const data = server.html.indexOf('window.__reactRouterContext');
  console.log(`\n${ITEMS}-item menu at ${url}`);
  console.table({
    'HTML (people)': {
      KB: Math.round(server.html.length / 1024),
      'KB gzip': Math.round(gzipSync(server.html).length / 1024),
      'markup KB': Math.round(data / 1024),
      'server median ms': Math.round(server.medianMs),
    },
  });
  const rows: Record<string, Record<string, number>> = {};
  for (const [label, ua] of [
    ['windowed (people)', PEOPLE_UA],
    ['everything at once (bots)', BOT_UA],
  ] as const) {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      userAgent: ua,
    });
    const result = await measure(await context.newPage(), ua);
    rows[label] = {
      'load blocking ms': result.load.blockingMs,
      'longest task ms': result.load.longestTaskMs,
      'DOM nodes': result.load.domNodes,
      'cards rendered': result.load.cards,
      'scroll frames': result.scroll.frames,
      'p50 frame ms': result.scroll.p50FrameMs,
      'p95 frame ms': result.scroll.p95FrameMs,
      'frames > 50 ms': result.scroll.framesOver50ms,
      'scroll blocking ms': result.scroll.blockingMs,
      'DOM nodes after scroll': result.scroll.domNodesAfter,
      'tab jump ms': result.tabJumpMs,
    };
    await context.close();
  }
  console.table(rows);
  console.log('CPU slowed 4×; frames are requestAnimationFrame intervals while scrolling 120 px per frame.');
} finally {
  await browser.close();
  await app.close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
