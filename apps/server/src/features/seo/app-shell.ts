import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import type { AppShell } from './plugin.ts';

/**
 * Chunks a page loads on a tap, precached so the tap works offline too (an order can be placed
 * offline, ADR 906): the checkout's day and time chips ("Later", ADR 608), about 1 KB. Vite names a
 * lazy chunk after its module. The pin map and the phone rules are not here: leaflet and
 * libphonenumber's metadata are too heavy for every visitor, and the checkout works without them
 * (a typed address; the server checks the number).
 */
const ON_TAP = /^(slot-picker|item-sheet)-[\w-]+\.js$/;
// And the storefront's own pages reached by a tap on a menu opened offline (ADR 1450): the item
// sheet (with the drawer it imports), the item, category, menu, landing, cart and "Your orders"
// routes, so a tap opens the page with its kept data instead of failing to load its script.
const ON_TAP_ROUTES = [
  'routes/item-page',
  'routes/category-page',
  'routes/menu-home',
  'routes/business-landing',
  'routes/cart-page',
  'routes/orders-history',
];

/** The chunks a chunk imports statically, and theirs: all of them are needed before it runs. */
async function withImports(assetsDir: string, publicPath: string, files: string[]): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(path.join(assetsDir, file), 'utf8').catch(() => '');
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) if (m[1]) queue.push(m[1]);
  }
  return [...seen].map((file) => `${publicPath}assets/${file}`);
}

/**
 * The running web build's app shell for the service worker (ADR 822): its release version, the
 * entry and root scripts and styles to precache, and the worker's source (apps/web/public).
 * Null when the build has no worker source (an old build): no worker is served then.
 */
export async function appShellOf(webBuildDir: string, build: ServerBuild): Promise<AppShell | null> {
  const template = await readFile(path.join(webBuildDir, 'client', 'service-worker.js'), 'utf8').catch(
    () => null,
  );
  if (!template) return null;
  const { assets } = build;
  const root = assets.routes.root;
  const assetsDir = path.join(webBuildDir, 'client', 'assets');
  const onTap = await withImports(
    assetsDir,
    build.publicPath,
    (await readdir(assetsDir).catch(() => [])).filter((file) => ON_TAP.test(file)),
  );
  const routes = ON_TAP_ROUTES.flatMap((id) => {
    const route = assets.routes[id];
    return route ? [route.module, ...(route.imports ?? []), ...(route.css ?? [])] : [];
  });
  const urls = new Set<string>([
    assets.entry.module,
    ...assets.entry.imports,
    ...(root ? [root.module, ...(root.imports ?? []), ...(root.css ?? [])] : []),
    ...onTap,
    ...routes,
  ]);
  return { version: assets.version, urls: [...urls], template };
}
