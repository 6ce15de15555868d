import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// ADR 610: the feature folders form a layered graph, no cycle between two of them, type imports
// included. A plain walk of the import specifiers is enough for this tree (relative `.ts`
// specifiers only, no path aliases, no barrels across features); a cycle checker package would
// add a dependency and a parser for what forty lines do.

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const features = join(src, 'features');

/** Test code may use another feature's fixtures; the layering is about what ships. */
const isTestCode = (file: string) => /\.test\.ts$|-test-(fixture|support)\.ts$/.test(file);

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(path);
    return entry.name.endsWith('.ts') && !isTestCode(entry.name) ? [path] : [];
  });
}

const featureOf = (file: string): string | null => {
  const rel = relative(features, file);
  return rel.startsWith('..') ? null : (rel.split(sep)[0] ?? null);
};

/** feature → feature → the imports that make that edge (file → target, for the failure message). */
function featureGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of filesOf(features)) {
    const from = featureOf(file);
    if (!from) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const target = resolve(dirname(file), match[1] ?? match[2] ?? '');
      const to = featureOf(target);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges);
      const why = edges.get(to) ?? [];
      why.push(`${relative(features, file)} → ${relative(features, target)}`);
      edges.set(to, why);
    }
  }
  return graph;
}

/** A cycle through the graph as a list of features (first = last), or null (depth-first search). */
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

describe('feature folders import each other without cycles (ADR 610)', () => {
  it('finds a cycle when there is one, and only then', () => {
    const edges = (pairs: [string, string][]) => {
      const graph = new Map<string, Map<string, unknown>>();
      for (const [a, b] of pairs) graph.set(a, (graph.get(a) ?? new Map()).set(b, []));
      return graph;
    };
    expect(
      findCycle(
        edges([
          ['orders', 'payments'],
          ['payments', 'wallet'],
        ]),
      ),
    ).toBeNull();
    expect(
      findCycle(
        edges([
          ['orders', 'payments'],
          ['payments', 'wallet'],
          ['wallet', 'orders'],
        ]),
      ),
    ).toEqual(['orders', 'payments', 'wallet', 'orders']);
  });

  it('reads type imports, re-exports and dynamic imports as edges', () => {
    const sample = [
      "import type { A } from '../orders/a.ts';",
      "export { B } from '../wallet/b.ts';",
      "const c = await import('../payments/c.ts');",
    ].join('\n');
    expect([...sample.matchAll(IMPORT)].map((m) => m[1] ?? m[2])).toEqual([
      '../orders/a.ts',
      '../wallet/b.ts',
      '../payments/c.ts',
    ]);
  });

  it('the server tree has none', () => {
    const graph = featureGraph();
    // The walk must see the tree: orders use the payments, the wallet and the catalog.
    expect([...(graph.get('orders')?.keys() ?? [])]).toEqual(
      expect.arrayContaining(['catalog', 'payments', 'wallet']),
    );
    const cycle = findCycle(graph);
    const explain = cycle
      ?.slice(1)
      .map((to, i) =>
        graph
          .get(cycle[i] ?? '')
          ?.get(to)
          ?.join(', '),
      )
      .join('\n');
    expect(cycle, `import cycle ${cycle?.join(' → ')}:\n${explain}`).toBeNull();
  });
});
