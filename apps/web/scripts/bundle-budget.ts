// The first-view JavaScript budget ([product: Speed and quality]; ADR 304, ADR 605, ADR 1440, ADR 1500):
// after `npm run build`, the scripts a full load of each storefront page fetches — React Router's entry (and its route manifest file, only when route discovery is
// `initial`), then each route of the page's match chain
// with its static imports — must stay within its page's line of `PAGE_BUDGET_KB` (at most 134 KB) as the server sends them: the build's
// brotli copy (scripts/precompress.ts). Lazy chunks (the item sheet, maps, phone rules) do not
// count: they load after the first view. Exit code 1 names each page over budget.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';

// Lowered from 140 KB by ADR 1440 (135) and ADR 1442 (134) to the largest page then (the checkout,
// 133.6 KB); 136 since ADR 1444 (the checkout 135.1 after five features merged at once); 135 since
// ADR 1500 (the checkout 134.2, every other page 122.5–130.0); 134 since ADR 1508 (the checkout
// 133.3); 131.5 since ADR 1510 (the checkout 130.8, the layouts' parts out of its first view). The
// goal is 125 KB (ADR 1500, ADR 1508, ADR 1510 say what stands in the way).
export const BUDGET_BYTES = 131.5 * 1024;

/**
 * Each page's own ceiling, KB (ADR 1508): what it weighs and about 1 KB, so that a change which adds
 * to any page's first view fails here, not only one that adds to the heaviest. A page made lighter
 * lowers its line; a feature that must add to a page raises its line in the same commit, with the
 * reason in an ADR. Never above `BUDGET_BYTES`.
 */
export const PAGE_BUDGET_KB: Record<string, number> = {
  // Since ADR 1510: each page's weight then and at most 0.5 KB. The landing, menu, category and
  // search pages rose (0.6–1.0 KB: the bars and the cart bar in chunks of their own, which they load
  // and the cart, checkout and dish page do not).
  landing: 127.4,
  menu: 128.1,
  category: 128.3,
  item: 128.9,
  search: 128.9,
  cart: 123.6,
  checkout: 131.2,
  order: 127.9,
  login: 122.5,
  reservation: 123.1,
};

/** The bytes a page may load: its own line, within the budget of every page. */
export const budgetOf = (page: string): number =>
  Math.min(BUDGET_BYTES, (PAGE_BUDGET_KB[page] ?? Number.POSITIVE_INFINITY) * 1024);

/** The pages guarded, by their route chain (ids of apps/web/app/routes.ts, root first). */
export const PAGES: Record<string, string[]> = {
  landing: ['root', 'business', 'routes/business-landing'],
  menu: ['root', 'business', 'selling-type', 'routes/menu-home'],
  category: ['root', 'business', 'selling-type', 'routes/category-page'],
  item: ['root', 'business', 'selling-type', 'routes/item-page'],
  search: ['root', 'business', 'selling-type', 'routes/search-page'],
  cart: ['root', 'business', 'selling-type', 'routes/cart-page'],
  checkout: ['root', 'business', 'selling-type', 'routes/checkout-page'],
  order: ['root', 'business', 'routes/order-status'],
  login: ['root', 'business', 'routes/login-page'],
  reservation: ['root', 'business', 'routes/reservation-form'],
};

/**
 * Chunks (by name, `apps/web/vite.config.ts`) a page must not load (ADR 608, ADR 1442): the menu
 * never downloads the checkout, nor the cart the menu; the order page and the reservation form
 * load neither, though they share a few modules with the checkout (those are the `orders` chunk).
 * The dish's detail (`item`) is the item page's and the item sheet's, which opens on a tap: the
 * pages that list dishes do not load it (ADR 1500).
 */
export const NOT_LOADED: Record<string, string[]> = {
  landing: ['item'],
  menu: ['checkout', 'item'],
  category: ['item'],
  search: ['item'],
  // The pages that hide the storefront's bars do not load them (ADR 1510).
  item: ['checkout', 'bars'],
  cart: ['menu', 'bars'],
  // The parts only the browser shows after hydration load after it (ADR 1505); the bars and the
  // menu's cart bar are not the checkout's (ADR 1510).
  checkout: ['order-figures', 'shipping-summary', 'bars', 'menu'],
  order: ['checkout', 'menu', 'order-updates', 'rate-order', 'install-prompt'],
  // The login shares a radio's look with the checkout, not the checkout's chunk (ADR 1505).
  login: ['checkout'],
  reservation: ['checkout', 'menu'],
};

/** The named chunks among a page's scripts that it must not load. */
export function forbiddenChunks(scripts: string[], forbidden: string[]): string[] {
  return forbidden.filter((name) => scripts.some((url) => new RegExp(`/${name}-[\\w-]{8}\\.js$`).test(url)));
}

type RouteAssets = { module: string; imports?: string[] };
type BrowserManifest = { entry: RouteAssets; routes: Record<string, RouteAssets>; url: string };

/** React Router's browser manifest, as the page loads it (`window.__reactRouterManifest = …`). */
export function readManifest(clientDir: string): BrowserManifest {
  const assets = path.join(clientDir, 'assets');
  const file = fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`No React Router manifest in ${assets}: run npm run build first`);
  const sandbox: { window: { __reactRouterManifest?: BrowserManifest } } = { window: {} };
  vm.runInNewContext(fs.readFileSync(path.join(assets, file), 'utf8'), sandbox);
  const manifest = sandbox.window.__reactRouterManifest;
  if (!manifest) throw new Error(`${file} holds no manifest`);
  return manifest;
}

/**
 * Whether pages load React Router's whole route manifest file. With lazy route discovery (React
 * Router's default) they do not: the document carries the routes of its own URL and the rest is
 * asked for later (`/__manifest`), so the back office's routes cost the storefront nothing.
 */
export function loadsManifestFile(configText: string): boolean {
  return /mode:\s*['"]initial['"]/.test(configText);
}

/** Every script URL a full load of the route chain fetches before the page is interactive. */
export function firstViewScripts(
  manifest: BrowserManifest,
  chain: string[],
  withManifestFile = false,
): string[] {
  const urls = new Set<string>([
    ...(withManifestFile ? [manifest.url] : []),
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
  ]);
  for (const id of chain) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`No route ${id} in the build`);
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  return [...urls];
}

/** The bytes the server sends for a script: its brotli copy, else compressed as on the fly. */
function sentBytes(file: string): number {
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  const bytes = fs.readFileSync(file);
  return zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
}

export function measure(clientDir: string, withManifestFile = false) {
  const manifest = readManifest(clientDir);
  return Object.entries(PAGES).map(([page, chain]) => {
    const scripts = firstViewScripts(manifest, chain, withManifestFile).map((url) => ({
      url,
      bytes: sentBytes(path.join(clientDir, url)),
    }));
    return { page, total: scripts.reduce((sum, s) => sum + s.bytes, 0), scripts };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.main) {
  const clientDir = path.resolve(import.meta.dirname, '../build/client');
  const config = fs.readFileSync(path.resolve(import.meta.dirname, '../react-router.config.ts'), 'utf8');
  const results = measure(clientDir, loadsManifestFile(config));
  let over = 0;
  for (const { page, total, scripts } of results) {
    const stray = forbiddenChunks(
      scripts.map((s) => s.url),
      NOT_LOADED[page] ?? [],
    );
    const budget = budgetOf(page);
    const ok = total <= budget && !stray.length;
    if (!ok) over++;
    console.log(`${ok ? 'ok  ' : 'OVER'} ${page.padEnd(11)} ${kb(total).padStart(9)} of ${kb(budget)}`);
    if (stray.length)
      console.log(`       loads the ${stray.join(' and ')} chunk, which it must not (ADR 1442)`);
    if (!ok) {
      for (const s of [...scripts].sort((a, b) => b.bytes - a.bytes)) {
        console.log(`       ${kb(s.bytes).padStart(9)}  ${s.url}`);
      }
    }
  }
  if (over) {
    console.error(
      `First-view JavaScript over budget on ${over} page(s): move what the first view does not need behind a lazy import (ADR 304, ADR 1505), or raise the page's line in PAGE_BUDGET_KB with an ADR saying why (ADR 1508).`,
    );
    process.exit(1);
  }
}
