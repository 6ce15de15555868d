import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// ADR 1300, the web twin of the server's apps/server/src/platform/feature-cycles.test.ts (ADR 610):
// the folders of apps/web/app form a layered graph. From the bottom: `platform/` (requests,
// cookies, environment), `i18n/`, `ui/` (primitives, no business), `shell/` (the storefront
// shell: the business and storefront hooks, the cart store, device orders, tracking calls,
// money), then the feature folders, which import the layers below and each other without a
// cycle, then `routes/` and the app's root files. Type imports count: a type import of a route's
// loader was how the business hook made every feature depend on every route. A plain walk of the
// relative specifiers is enough (no path aliases, no barrels).

const app = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Test code may use anything; the layering is about what ships. */
const isTestCode = (file: string) => /\.test\.tsx?$|-test-(fixture|support)\.tsx?$/.test(file);

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Each folder's layer: an import may go to its own layer or one below, never above. */
const LAYERS: Record<string, number> = {
  locales: 0,
  platform: 0,
  i18n: 1,
  ui: 2,
  shell: 3,
  features: 4,
  routes: 5,
  '.': 6,
};

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('+') ? [] : filesOf(path);
    return /\.tsx?$/.test(entry.name) && !isTestCode(entry.name) ? [path] : [];
  });
}

/** `features/<name>` for a feature, the top folder otherwise, `.` for the app's root files. */
export const folderOf = (file: string): string | null => {
  const parts = relative(app, file).split(sep);
  // `./+types/…` are React Router's generated route types (rootDirs), not a folder of the app.
  if (parts[0] === '..' || parts.some((part) => part === '+types')) return null;
  if (parts.length === 1) return '.';
  return parts[0] === 'features' ? `features/${parts[1]}` : (parts[0] ?? null);
};

const layerOf = (folder: string) => LAYERS[folder.split('/')[0] ?? ''];

/** folder → folder → the imports that make that edge (file → target, for the failure message). */
function folderGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of filesOf(app)) {
    const from = folderOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), match[1] ?? match[2] ?? '');
      const to = folderOf(target);
      if (!to || to === from) continue;
      const why = edges.get(to) ?? [];
      why.push(`${relative(app, file)} → ${relative(app, target)}`);
      edges.set(to, why);
    }
  }
  return graph;
}

/** A cycle through the graph as a list of folders (first = last), or null (depth-first search). */
function findCycle(graph: Map<string, Map<string, unknown>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    if (state.has(node)) continue;
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

/** Imports that go up a layer (`ui/` or the shell importing a feature, a feature a route…). */
function upwardImports(graph: Map<string, Map<string, string[]>>): string[] {
  const found: string[] = [];
  for (const [from, edges] of graph) {
    for (const [to, why] of edges) {
      const [a, b] = [layerOf(from), layerOf(to)];
      if (a === undefined || b === undefined) found.push(`${from} → ${to}: a folder with no layer`);
      else if (b > a) found.push(...why);
    }
  }
  return found;
}

const explainCycle = (graph: Map<string, Map<string, string[]>>, cycle: string[] | null) =>
  cycle
    ?.slice(1)
    .map((to, i) =>
      graph
        .get(cycle[i] ?? '')
        ?.get(to)
        ?.join(', '),
    )
    .join('\n');

describe('the web app in layers, its folders without import cycles (ADR 1300)', () => {
  const edges = (pairs: [string, string][]) => {
    const graph = new Map<string, Map<string, string[]>>();
    for (const [a, b] of pairs) graph.set(a, (graph.get(a) ?? new Map()).set(b, [`${a}/x.ts → ${b}/y.ts`]));
    return graph;
  };

  it('finds a cycle when there is one, and only then', () => {
    expect(
      findCycle(
        edges([
          ['features/menu', 'features/item'],
          ['features/item', 'shell'],
        ]),
      ),
    ).toBeNull();
    expect(
      findCycle(
        edges([
          ['features/menu', 'features/item'],
          ['features/item', 'features/cart'],
          ['features/cart', 'features/menu'],
        ]),
      ),
    ).toEqual(['features/menu', 'features/item', 'features/cart', 'features/menu']);
  });

  it('finds an import that goes up a layer: ui/ or platform/ importing a feature, the shell a route', () => {
    expect(upwardImports(edges([['ui', 'features/storefront']]))).toEqual([
      'ui/x.ts → features/storefront/y.ts',
    ]);
    expect(upwardImports(edges([['platform', 'features/cart']]))).toHaveLength(1);
    expect(upwardImports(edges([['shell', 'routes']]))).toHaveLength(1);
    expect(upwardImports(edges([['features/menu', 'features/item']]))).toEqual([]);
    expect(upwardImports(edges([['routes', 'shell']]))).toEqual([]);
    expect(upwardImports(edges([['lib', 'ui']]))).toEqual(['lib → ui: a folder with no layer']);
  });

  it('reads type imports, re-exports and dynamic imports as edges, and tells folders apart', () => {
    const sample = [
      "import type { A } from '../routes/a.tsx';",
      "export { B } from '../../shell/b.ts';",
      "const c = lazy(() => import('./item-sheet.tsx'));",
    ].join('\n');
    expect([...sample.matchAll(IMPORT)].map((m) => m[1] ?? m[2])).toEqual([
      '../routes/a.tsx',
      '../../shell/b.ts',
      './item-sheet.tsx',
    ]);
    expect(folderOf(join(app, 'features/menu/item-card.tsx'))).toBe('features/menu');
    expect(folderOf(join(app, 'ui/button.tsx'))).toBe('ui');
    expect(folderOf(join(app, 'root.tsx'))).toBe('.');
  });

  const graph = folderGraph();

  it('the web tree has no cycle between its folders', () => {
    // The walk must see the tree: the menu uses the shell and the item, the routes use the features.
    expect([...(graph.get('features/menu')?.keys() ?? [])]).toEqual(
      expect.arrayContaining(['shell', 'ui', 'features/item']),
    );
    const cycle = findCycle(graph);
    expect(cycle, `import cycle ${cycle?.join(' → ')}:\n${explainCycle(graph, cycle)}`).toBeNull();
  });

  it('no folder imports one in a layer above it: ui/ and platform/ import no feature, the shell no feature or route', () => {
    expect(upwardImports(graph)).toEqual([]);
  });
});
