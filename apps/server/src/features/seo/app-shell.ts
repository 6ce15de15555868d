import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import type { AppShell } from './plugin.ts';

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
  const urls = new Set<string>([
    assets.entry.module,
    ...assets.entry.imports,
    ...(root ? [root.module, ...(root.imports ?? []), ...(root.css ?? [])] : []),
  ]);
  return { version: assets.version, urls: [...urls], template };
}
