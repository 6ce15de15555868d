import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstViewScripts, loadsManifestFile } from '../../scripts/bundle-budget.ts';

const manifest = {
  url: '/assets/manifest-1.js',
  entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
  routes: {
    root: { module: '/assets/root.js', imports: ['/assets/framework.js'] },
    menu: { module: '/assets/menu.js' },
  },
};

describe('the first-view budget counts what the page loads', () => {
  it('with lazy route discovery (this app) the route manifest file is not part of the first view', () => {
    const config = fs.readFileSync(path.resolve(import.meta.dirname, '../../react-router.config.ts'), 'utf8');
    expect(loadsManifestFile(config)).toBe(false);
    expect(firstViewScripts(manifest, ['root', 'menu'])).toEqual([
      '/assets/entry.js',
      '/assets/framework.js',
      '/assets/root.js',
      '/assets/menu.js',
    ]);
  });

  it("with discovery 'initial' it is", () => {
    expect(loadsManifestFile("routeDiscovery: { mode: 'initial' }")).toBe(true);
    expect(firstViewScripts(manifest, ['root'], true)[0]).toBe('/assets/manifest-1.js');
  });
});
