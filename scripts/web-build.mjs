// `npm run build`: builds the web app and stamps the build with a hash of the sources it came
// from, so `npm start` rebuilds only when they changed (ADR 743).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = () => process.env.WEB_BUILD_DIR ?? path.join(repoRoot, 'apps/web/build');
const stampFile = () => path.join(buildDir(), '.sources-stamp');

/** What the web build is made of: its app, public files, config, the shared packages, the lockfile. */
const SOURCES = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/tsconfig.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

function* files(entry) {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return;
  }
  if (stat.isFile()) yield entry;
  else if (stat.isDirectory())
    for (const name of readdirSync(entry).sort()) {
      if (/\.test\.tsx?$/.test(name) || name === 'node_modules') continue;
      yield* files(path.join(entry, name));
    }
}

/** A hash of every source file's path and content (content, not mtime: a checkout touches mtimes). */
export function sourcesStamp(root = repoRoot) {
  const hash = createHash('sha256');
  for (const source of SOURCES)
    for (const file of files(path.join(root, source))) {
      hash.update(path.relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  return hash.digest('hex');
}

export function buildIsFresh() {
  try {
    return readFileSync(stampFile(), 'utf8').trim() === sourcesStamp();
  } catch {
    return false;
  }
}

export function buildWeb() {
  const stamp = sourcesStamp();
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) return result.status ?? 1;
  writeFileSync(stampFile(), `${stamp}\n`);
  writeBuildDescriptor();
  return 0;
}

/**
 * The build descriptor (ADR 843): the build's id — React Router's manifest version, which the
 * page knows as its own — and when it was made. Served by GET /build.json with no-cache; open
 * pages compare it with theirs. The same id is the error reports' release.
 */
export function writeBuildDescriptor(dir = buildDir()) {
  const manifest = readdirSync(path.join(dir, 'client/assets')).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!manifest) return;
  const id = manifest.replace(/^manifest-/, '').replace(/\.js$/, '');
  writeFileSync(path.join(dir, 'build.json'), `${JSON.stringify({ id, time: new Date().toISOString() })}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(buildWeb());
