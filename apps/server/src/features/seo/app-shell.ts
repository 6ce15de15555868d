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
const ON_TAP = /^slot-picker-[\w-]+\.js$/;

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
  const onTap = (await readdir(path.join(webBuildDir, 'client', 'assets')).catch(() => []))
    .filter((file) => ON_TAP.test(file))
    .map((file) => `${build.publicPath}assets/${file}`);
  const urls = new Set<string>([
    assets.entry.module,
    ...assets.entry.imports,
    ...(root ? [root.module, ...(root.imports ?? []), ...(root.css ?? [])] : []),
    ...onTap,
  ]);
  return { version: assets.version, urls: [...urls], template };
}
