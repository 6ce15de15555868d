// `npm run sentry:sourcemaps`: builds the web app with hidden source maps, uploads them to Sentry
// under the build's release (its id in build.json, the release every report carries), then deletes
// them so they are never served (ADR 841). Needs SENTRY_AUTH_TOKEN, SENTRY_ORG, SENTRY_PROJECT
// (and SENTRY_URL for a self-hosted Sentry); runs Sentry's own CLI through npx.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildWeb, repoRoot } from './web-build.mjs';

for (const name of ['SENTRY_AUTH_TOKEN', 'SENTRY_ORG', 'SENTRY_PROJECT']) {
  if (!process.env[name]) {
    console.error(`sentry:sourcemaps needs ${name}`);
    process.exit(2);
  }
}
process.env.SOURCEMAPS = 'hidden';
if (buildWeb() !== 0) process.exit(1);
const buildDir = process.env.WEB_BUILD_DIR ?? path.join(repoRoot, 'apps/web/build');
const { id } = JSON.parse(readFileSync(path.join(buildDir, 'build.json'), 'utf8'));
const assets = path.join(buildDir, 'client/assets');
const upload = spawnSync(
  'npx',
  ['--yes', '@sentry/cli', 'sourcemaps', 'upload', `--release=${id}`, '--url-prefix=~/assets', assets],
  { stdio: 'inherit', env: process.env },
);
// Whatever the upload did, the maps leave the build: they are not for the public.
function* maps(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* maps(file);
    else if (/\.map(\.(br|gz))?$/.test(name)) yield file;
  }
}
for (const file of maps(path.join(buildDir, 'client'))) rmSync(file);
process.exit(upload.status ?? 1);
