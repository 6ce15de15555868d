import { readFileSync, writeFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { PAGES } from './scripts/bundle-budget.ts';

/**
 * The offline order outbox (ADR 906) is one module for the page and the service worker: the
 * client build writes it, types stripped and exports dropped, into the worker's
 * `/* __SUFRA_OUTBOX__ *\/` line (the worker is a classic script, public/service-worker.js).
 */
function outboxIntoWorker(): Plugin {
  return {
    name: 'sufra-outbox-into-worker',
    apply: 'build',
    writeBundle(options) {
      if (this.environment?.name !== 'client' || !options.dir) return;
      const worker = path.join(options.dir, 'service-worker.js');
      const source = readFileSync(new URL('./app/features/offline/outbox.ts', import.meta.url), 'utf8');
      const code = stripTypeScriptTypes(source, { mode: 'strip' }).replace(/^export /gm, '');
      const marker = '/* __SUFRA_OUTBOX__ */';
      const template = readFileSync(worker, 'utf8');
      if (!template.includes(marker)) throw new Error(`service-worker.js lacks ${marker}`);
      writeFileSync(
        worker,
        template.replace(marker, () => code),
      );
    },
  };
}

// Chunks by folder (ADR 1301): what every page loads comes in a few chunks instead of dozens, since
// every script costs a request (and its headers) on a phone. The first view is a set of folders
// (ADR 600): the layers beneath the features (ui, i18n, the storefront shell) and the features the
// storefront layouts show on every page. The menu and the dish, and the cart's and checkout's own
// parts, each make one more chunk, so the menu never downloads the checkout nor the cart the menu
// (ADR 608). Every other folder stays with its route, as React Router splits it. A chunk takes
// along the libraries and domain rules its folders import, so no list of files or rules is kept
// here; what loads only behind a lazy `import()` (the item sheet, the drawer, maps, phone rules)
// is not `$initial` and keeps its own chunk (ADR 304). Within `app`'s folders, who imports a module
// decides (ADR 1500): `app` holds what the layouts import and what pages of two kinds share; what
// only the pages that list dishes import joins `menu`; what one page alone imports goes with it.
// The dish's detail (`features/item`) is a chunk of its own: the item page's and the item sheet's.
const CHUNKS: Record<string, string[]> = {
  app: [
    'ui',
    'i18n',
    'shell',
    'features/navigation',
    'features/storefront',
    'features/menu-layout',
    'features/cart',
    'features/marketing',
    'clsx',
  ],
  menu: ['features/menu'],
  item: ['features/item'],
  // `features/handover` is no folder of `checkout`: the order page and the receipt show its texts
  // (ADR 1442); its checkout sections ship with the checkout page's route.
  checkout: ['features/checkout', 'features/payments', 'features/wallet'],
};

/** A module's folder: `ui`, `shell`, `features/menu`… in the app; the package in node_modules. */
const FOLDER =
  /apps[\\/]web[\\/]app[\\/]((?:features[\\/])?[\w-]+)[\\/]|node_modules[\\/]((?:@[\w-]+[\\/])?[\w.-]+)[\\/]/;
const chunkOfFolder = new Map(
  Object.entries(CHUNKS).flatMap(([chunk, folders]) => folders.map((f) => [f, chunk] as const)),
);

/** A module's chunk by its folder, or null: then its route's, or its lazy import's own. */
function chunkOf(id: string): string | null {
  const match = FOLDER.exec(id);
  const folder = (match?.[1] ?? match?.[2])?.replace(/\\/g, '/');
  return (folder && chunkOfFolder.get(folder)) ?? null;
}

/**
 * The icons two first-view chunks share (ADR 1440). Icons are not a folder of `CHUNKS`: each
 * follows the chunk whose code draws it, so the back office's and the settings' icons stay off the
 * first view. An icon drawn by two chunks (the menu and the checkout, or a chunk and a route)
 * would then be captured by one of them and make the other page download it: it goes to `app`.
 */
const sharedIcons = new Set<string>();
function iconsBetweenChunks(): Plugin {
  const drawnBy = new Map<string, Set<string>>();
  let fileOf: Map<string, string> | null = null;
  return {
    name: 'sufra-icons-between-chunks',
    apply: 'build',
    async transform(code, id) {
      if (this.environment?.name !== 'client' || id.includes('node_modules')) return;
      for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g)) {
        if (!fileOf) {
          const barrel = await this.resolve('lucide-react', id);
          if (!barrel) return;
          fileOf = new Map();
          const text = readFileSync(barrel.id, 'utf8');
          for (const [, list, file] of text.matchAll(/export \{([^}]*)\} from '\.\/(icons\/[\w-]+\.mjs)'/g))
            for (const [, name] of (list ?? '').matchAll(/as (\w+)/g)) fileOf.set(name ?? '', file ?? '');
        }
        for (const name of (names ?? '').split(',').map((n) => n.trim().split(/\s+as\s+/)[0] ?? '')) {
          const file = fileOf.get(name);
          if (!file) continue;
          const owners = drawnBy.get(file) ?? new Set();
          // Layout parts are chunks of their own, though their folders are `app`'s (ADR 1510).
          owners.add(partChunkOf(id) ?? chunkOf(id) ?? id);
          drawnBy.set(file, owners);
        }
      }
    },
    buildEnd() {
      const chunks = new Set([...Object.keys(CHUNKS), ...Object.keys(PART_CHUNKS)]);
      for (const [file, owners] of drawnBy)
        if (owners.size > 1 && [...owners].some((o) => chunks.has(o))) sharedIcons.add(file);
    },
  };
}
/** A route module's file (`root`, `routes/menu-home`…), from a module id; null for other modules. */
const ROUTE = /apps[\\/]web[\\/]app[\\/](root|routes[\\/][\w-]+)\.tsx(?:\?|$)/;
/** The storefront's layouts: every page loads them and what they import. */
const LAYOUTS = new Set(['root', 'routes/business-layout', 'routes/selling-type-layout']);
/** The first-view pages' own routes (the budget's pages), by page. */
const PAGE_ROUTE = new Map(Object.entries(PAGES).map(([page, chain]) => [chain.at(-1) ?? '', page]));
/** The pages that load the `menu` chunk, and those that load `checkout`: a family each. */
const FAMILY: Record<string, string> = {
  landing: 'menu',
  menu: 'menu',
  category: 'menu',
  item: 'menu',
  search: 'menu',
  cart: 'checkout',
  checkout: 'checkout',
};
/** What the `orders` group holds (ADR 1442): shared by four pages, yet no part of `app`. */
const ORDERS =
  /packages[\\/]contract[\\/]src[\\/]orders[\\/]client\.ts$|packages[\\/]domain[\\/]src[\\/]address-form\.ts$|features[\\/](orders[\\/]order-problems\.ts|checkout[\\/]problem-list\.tsx)$/;
/**
 * Domain rules every importer reaches through the package's index (so `kindsOf` sees the layouts
 * among them) that the menu pages and the reservation form's pre-order share: the discounts (ADR
 * 1510). The layouts no longer import the cart bar that brought them into `app`; without this
 * the dish's chunk took them and the reservation form downloaded `item` and `menu` (+11.6 KB).
 */
const APP_DOMAIN = /packages[\\/]domain[\\/]src[\\/]discounts\.ts$/;
/**
 * Layout parts (ADR 1510) that only some pages show, and which those pages import (`provide-*.ts`):
 * the storefront's bars (the landing, the menu pages but the dish's, the order page, the sign-in,
 * the reservation form) and the menu pages' cart bar, item sheet and shared-table link (the menu
 * home, category, search and dish pages). Pages of several kinds share them, which would make them
 * `app`, and the landing, which shows no cart bar, loads `menu`: so each is a chunk of its own.
 */
const PART_CHUNKS: Record<string, RegExp> = {
  bars: /features[\\/]navigation[\\/](menu-header|bottom-nav|provide-bars)\.tsx?$/,
};
/** The layout part's chunk a module belongs to, or null. */
const partChunkOf = (id: string) =>
  Object.entries(PART_CHUNKS).find(([, test]) => test.test(id))?.[0] ?? null;
/** Our modules (the web app's and the packages'), which `app` may hold by who imports them. */
const OURS = /apps[\\/]web[\\/]app[\\/]|packages[\\/](domain|contract)[\\/]/;
/** Our modules but the route modules, which React Router loads as the routes' own chunks. */
const isOurs = (id: string) => OURS.test(id) && !ROUTE.test(id);

/** The route modules that import a module, directly or through others (static imports only). */
function routesOf(id: string, ctx: ChunkingContext, seen = new Set<string>(), found = new Set<string>()) {
  if (seen.has(id)) return found;
  seen.add(id);
  const route = ROUTE.exec(id)?.[1]?.replace(/\\/g, '/');
  if (route) found.add(route);
  else for (const by of ctx.getModuleInfo(id)?.importers ?? []) routesOf(by, ctx, seen, found);
  return found;
}

/** The kinds of first-view page that import a module (a family counts once), or null under a layout. */
function kindsOf(id: string, ctx: ChunkingContext): Set<string> | null {
  const routes = [...routesOf(id, ctx)];
  if (routes.some((r) => LAYOUTS.has(r))) return null;
  return new Set(routes.flatMap((r) => PAGE_ROUTE.get(r) ?? []).map((p) => FAMILY[p] ?? p));
}

/**
 * Where a module of no `CHUNKS` folder (the domain, the contract, `platform`, other features) goes
 * when pages of two kinds share it and no layout imports it (ADR 1500): else the first chunk that
 * imports it takes it along and makes the other kind load that chunk. With the menu pages it is
 * `app`; between the cart or checkout and the order page, the login or the reservation form it is
 * `orders`. Otherwise (null) it goes where its importers take it, as before.
 */
function sharedChunkOf(id: string, ctx: ChunkingContext): 'app' | 'orders' | null {
  if (ORDERS.test(id)) return 'orders';
  if (APP_DOMAIN.test(id)) return 'app';
  const kinds = kindsOf(id, ctx);
  if (!kinds || kinds.size < 2) return null;
  if (kinds.has('menu')) return 'app';
  return kinds.has('checkout') ? 'orders' : null;
}

/**
 * The chunk of a module of `app`'s folders by who imports it (ADR 1500): `app` is what every page
 * loads, so it holds what a layout imports and what pages of more than one kind share; what only
 * the pages that list dishes import (the hero, the type switch, the price) joins `menu`; what one
 * other page alone imports (the checkout's banner, the login's field) ships with that page.
 */
function appChunkOf(id: string, ctx: ChunkingContext): 'app' | 'menu' | null {
  if (partChunkOf(id)) return null;
  const kinds = kindsOf(id, ctx);
  if (!kinds || kinds.size > 1) return 'app';
  return kinds.has('menu') ? 'menu' : null;
}

/**
 * Whether a module of the `checkout` folders joins the `checkout` chunk (ADR 1505): only when the
 * cart page and the checkout page both import it, as the chunk is what the two share. What one of
 * them alone imports ships with its route; what other routes share (the cart's lines with the
 * basket rail, the wallet's cards with the wallet pages, the delivery-mode switch with the
 * address steps) goes with them, not into the checkout's first view.
 */
function inCheckoutChunk(id: string, ctx: ChunkingContext): boolean {
  const routes = routesOf(id, ctx);
  return routes.has('routes/cart-page') && routes.has('routes/checkout-page');
}

const isSharedIcon = (id: string) => {
  const match = /lucide-react[\\/]dist[\\/]esm[\\/](icons[\\/][\w-]+\.mjs)$/.exec(id);
  return !!match && sharedIcons.has((match[1] ?? '').replace(/\\/g, '/'));
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), outboxIntoWorker(), iconsBetweenChunks()],
  build: {
    target: 'es2022',
    // Source maps only for the error-reporting upload (`npm run sentry:sourcemaps`, ADR 841):
    // written without a sourceMappingURL, uploaded, then deleted — never served.
    sourcemap: process.env.SOURCEMAPS === 'hidden' ? 'hidden' : false,
    rolldownOptions: {
      // Pure modules (the domain package and @date-fns/tz) declare no `sideEffects`; saying so here
      // lets unused parts of them (time zones, phone rules…) drop out of the browser bundle.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/packages[\\/]domain[\\/]|node_modules[\\/]@date-fns[\\/]tz[\\/]/.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|vite[\\/]preload-helper|rolldown[\\/]runtime/,
              priority: 4,
            },
            // What the cart, the checkout, the order page and the reservation form share of orders —
            // the orders API client, the address form's rules, the problems' texts and their list —
            // is a chunk of its own: in `checkout` (which takes along its modules' imports) it made
            // the order page and the reservation form download that whole chunk (ADR 1442). It also
            // takes what the cart or checkout shares with those pages and no layout imports (the
            // payment texts, limits, relative time: ADR 1500), instead of sub-kilobyte chunks.
            {
              name: (id: string, ctx: ChunkingContext) =>
                sharedChunkOf(id, ctx) === 'orders' ? 'orders' : null,
              test: (id: string) => ORDERS.test(id) || (!chunkOf(id) && isOurs(id)),
              priority: 1.5,
            },
            ...Object.entries(PART_CHUNKS).map(([name, test]) => ({
              name,
              test,
              tags: ['$initial' as const],
              priority: 1.8,
            })),
            // One group per chunk, the first view's first: a group takes along what its modules
            // import, so a library or domain rule lands in the first chunk that needs it.
            ...Object.keys(CHUNKS).map((name, i) => ({
              name:
                name === 'app' || name === 'menu'
                  ? (id: string, ctx: ChunkingContext) => {
                      if (name === 'app' && isSharedIcon(id)) return name;
                      const chunk = chunkOf(id);
                      if (chunk === 'app') return appChunkOf(id, ctx) === name ? name : null;
                      // A module of no folder goes where its importers take it, as before, unless the
                      // `menu` chunk would take it from other pages that need it: then `app` does.
                      if (!chunk && isOurs(id))
                        return name === 'app' && sharedChunkOf(id, ctx) === 'app' ? name : null;
                      return chunk === name ? name : null;
                    }
                  : name === 'checkout'
                    ? (id: string, ctx: ChunkingContext) => (inCheckoutChunk(id, ctx) ? name : null)
                    : name,
              test: (id: string) =>
                chunkOf(id) === name ||
                (name === 'app' && (isSharedIcon(id) || (!chunkOf(id) && isOurs(id)))) ||
                (name === 'menu' && chunkOf(id) === 'app'),
              tags: ['$initial' as const],
              priority: 3 - i,
              ...(name === 'checkout' ? { minShareCount: 2 } : {}),
            })),
          ],
        },
      },
    },
  },
});
