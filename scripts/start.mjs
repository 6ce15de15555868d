// `npm start`: checks the Node version (one clear line on an old one), builds the web app only
// when its sources changed since the last build, then runs the server in this process (ADR 743).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { nodeVersionProblem } from './node-version.mjs';
import { buildIsFresh, buildWeb, repoRoot } from './web-build.mjs';

const { engines } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const problem = nodeVersionProblem(process.version, engines.node);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
if (buildIsFresh()) {
  process.stdout.write('The web build is up to date.\n');
} else {
  process.stdout.write('Building the web app (its sources changed since the last build)…\n');
  const code = buildWeb();
  if (code !== 0) process.exit(code);
}
// server.ts starts itself only as the entry file (`npm run dev` imports it too): start it here.
const { runServer, exitOnStartFailure } = await import(
  pathToFileURL(path.join(repoRoot, 'apps/server/src/server.ts')).href
);
await runServer().catch(exitOnStartFailure);
