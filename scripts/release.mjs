// `npm run release [-- <folder>]`: one folder that runs with `node` against DATABASE_URL, with the
// production dependencies only (ADR 1338): the server's sources (Node runs TypeScript as it is),
// its migrations, the web build, the shared packages, and node_modules limited to what those
// packages depend on (walked from package-lock.json, so no dev dependency comes along). The
// Dockerfile copies this folder; `tests/e2e/release.e2e.ts` runs it against its own PostgreSQL.
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { buildIsFresh, buildWeb, repoRoot } from './web-build.mjs';

const args = process.argv.slice(2);
/**
 * `--link`: hard links instead of copies (same file system only; the tests use it — copying 23,000
 * files took two minutes on a busy disk). Never for a folder that is shipped or edited.
 */
const link = args.includes('--link');
const out = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(repoRoot, 'release/sufra'));
const started = performance.now();

// What is released is the production build: never React's development one, whatever NODE_ENV the
// caller has (vitest sets `test`).
process.env.NODE_ENV = 'production';
if (!buildIsFresh()) {
  process.stdout.write('Building the web app first…\n');
  const code = buildWeb();
  if (code !== 0) process.exit(code);
}

/** The workspaces that run in production (tests/e2e and bench do not). */
const RUNTIME = ['packages/domain', 'packages/contract', 'apps/web', 'apps/server'];
/** What of each is needed at run time (tests and sources of the web build stay behind). */
const FILES = {
  'packages/domain': ['package.json', 'src'],
  'packages/contract': ['package.json', 'src'],
  'apps/web': ['package.json', 'build', 'public'],
  'apps/server': ['package.json', 'src', 'drizzle'],
};

/** Copies (or links) a file tree; `keep` says which paths (relative to `from`) come along. */
function copyTree(from, to, keep = () => true) {
  const stat = lstatSync(from);
  if (stat.isSymbolicLink()) {
    mkdirSync(path.dirname(to), { recursive: true });
    symlinkSync(readlinkSync(from), to);
  } else if (stat.isDirectory()) {
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from)) {
      const child = path.join(from, name);
      if (keep(child)) copyTree(child, path.join(to, name), keep);
    }
  } else {
    mkdirSync(path.dirname(to), { recursive: true });
    if (link) linkSync(from, to);
    else copyFileSync(from, to);
  }
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const skip = (src) => !/\.test\.tsx?$/.test(src) && !src.endsWith('.tsbuildinfo');
for (const workspace of RUNTIME)
  for (const name of FILES[workspace]) {
    const from = path.join(repoRoot, workspace, name);
    if (existsSync(from)) copyTree(from, path.join(out, workspace, name), skip);
  }

const root = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
writeFileSync(
  path.join(out, 'package.json'),
  `${JSON.stringify(
    {
      name: root.name,
      private: true,
      type: 'module',
      description: root.description,
      engines: root.engines,
      scripts: {
        start: 'node apps/server/src/server.ts',
        'db:backup': 'node apps/server/src/platform/db/backup-cli.ts backup',
        'db:restore': 'node apps/server/src/platform/db/backup-cli.ts restore',
      },
    },
    null,
    2,
  )}\n`,
);

// The production closure: every package a runtime workspace depends on (dependencies, optional and
// peer dependencies that are installed), resolved the way Node resolves them, from the lockfile.
const packages = lock.packages;
const needed = new Set();
const resolve = (from, name) => {
  for (let dir = from; ; dir = path.posix.dirname(dir)) {
    const key = dir === '.' || dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (packages[key] && existsSync(path.join(repoRoot, key))) return key;
    if (dir === '.' || dir === '') return null;
  }
};
const visit = (location) => {
  const entry = packages[location];
  // Optional peers (typescript for a library's types, say) are someone else's to bring.
  const optionalPeers = Object.entries(entry?.peerDependenciesMeta ?? {})
    .filter(([, meta]) => meta.optional)
    .map(([name]) => name);
  const peers = Object.keys(entry?.peerDependencies ?? {}).filter((name) => !optionalPeers.includes(name));
  const deps = {
    ...entry?.dependencies,
    ...entry?.optionalDependencies,
    ...Object.fromEntries(peers.map((name) => [name, '*'])),
  };
  for (const name of Object.keys(deps)) {
    const key = resolve(location, name);
    if (!key || needed.has(key)) continue;
    needed.add(key);
    // A workspace's link: its target is a runtime workspace, copied above.
    visit(packages[key].link ? packages[key].resolved : key);
  }
};
for (const workspace of RUNTIME) {
  // The workspaces import one another by name (@sufra/domain…) through their links.
  needed.add(
    `node_modules/${JSON.parse(readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8')).name}`,
  );
  visit(workspace);
}

let links = 0;
for (const key of [...needed].sort()) {
  const entry = packages[key];
  const target = path.join(out, key);
  if (entry.link) {
    if (!RUNTIME.includes(entry.resolved)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(path.relative(path.dirname(target), path.join(out, entry.resolved)), target);
    links += 1;
    continue;
  }
  // Nested node_modules of a package are copied as their own entries.
  copyTree(path.join(repoRoot, key), target, (src) => path.basename(src) !== 'node_modules');
}

/** Bytes of the files under `dir`. */
const size = (dir) => {
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  return total;
};

process.stdout.write(
  `Release in ${out}: ${needed.size - links} packages, ${(size(out) / 1024 / 1024).toFixed(0)} MB, ${Math.round(performance.now() - started)} ms.\n` +
    'Run it: DATABASE_URL=postgres://… node apps/server/src/server.ts (docs/operations.md)\n',
);
