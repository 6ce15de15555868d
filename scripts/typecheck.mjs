// Type-checks every workspace, as many at once as the machine has cores: each `tsc` runs on one
// core, so one after another left the other core idle for most of a minute (ADR 1190).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

const { workspaces } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// The longest first, so the end is not one long check alone on one core.
const HEAVIEST = ['apps/server', 'apps/web', 'bench', 'tests/e2e'];
const weight = (w) => (HEAVIEST.includes(w) ? HEAVIEST.indexOf(w) : HEAVIEST.length);
const queue = workspaces
  .filter((w) => JSON.parse(readFileSync(`${w}/package.json`, 'utf8')).scripts?.typecheck)
  .sort((a, b) => weight(a) - weight(b));
let failed = false;

function check(workspace) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', 'typecheck', '--silent', '-w', workspace], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${workspace} (${seconds} s)\n`);
      if (code !== 0) {
        failed = true;
        process.stdout.write(output);
      }
      resolve();
    });
  });
}

async function worker() {
  for (let next = queue.shift(); next; next = queue.shift()) await check(next);
}

await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
process.exit(failed ? 1 : 0);
