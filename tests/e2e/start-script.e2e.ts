import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript scripts (they must run on an old Node), no declarations
import { nodeVersionProblem, satisfiesMinimum } from '../../scripts/node-version.mjs';
// @ts-expect-error see above
import { sourcesStamp } from '../../scripts/web-build.mjs';
import { freePort } from './support/server.ts';

// ADR 743: `npm start` on an old Node says so in one line; it rebuilds the web app only when
// its sources changed.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const temp: string[] = [];
afterAll(async () => {
  for (const dir of temp) await fs.rm(dir, { recursive: true, force: true });
});

describe('the Node version check', () => {
  it('names the version needed and how to get it, in one line', async () => {
    const { engines } = JSON.parse(await fs.readFile(path.join(repoRoot, 'package.json'), 'utf8'));
    expect(satisfiesMinimum('v24.21.0', engines.node)).toBe(true);
    expect(satisfiesMinimum('v22.18.0', '>=22.18.0')).toBe(true);
    expect(satisfiesMinimum('v22.17.9', '>=22.18.0')).toBe(false);
    expect(satisfiesMinimum('v20.19.2', engines.node)).toBe(false);
    const line = nodeVersionProblem('v20.19.2', engines.node) as string;
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toContain('v20.19.2');
    expect(line).toContain(engines.node);
    expect(line).toContain('scripts/ensure-node.sh');
    expect(nodeVersionProblem(process.version, engines.node)).toBeNull();
    // npm refuses to install on an unsupported Node instead of failing later.
    expect(await fs.readFile(path.join(repoRoot, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m);
  });
});

describe('the web build stamp', () => {
  it('changes with a source’s content, not with its modification time', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-stamp-'));
    temp.push(root);
    const file = path.join(root, 'apps/web/app/page.tsx');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, 'export const a = 1;\n');
    const first = sourcesStamp(root);
    await fs.utimes(file, new Date(), new Date(Date.now() + 60_000));
    expect(sourcesStamp(root)).toBe(first);
    await fs.writeFile(file, 'export const a = 2;\n');
    expect(sourcesStamp(root)).not.toBe(first);
    // Tests are no part of the build.
    const again = sourcesStamp(root);
    await fs.writeFile(path.join(root, 'apps/web/app/page.test.tsx'), 'test');
    expect(sourcesStamp(root)).toBe(again);
  });

  it('npm start on a built tree does not rebuild and serves the first page', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-e2e-start-'));
    await fs.chmod(dataDir, 0o755);
    temp.push(dataDir);
    const port = await freePort();
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', () => output.includes('Sufra is ready') && resolve());
        child.once('exit', () => reject(new Error(output)));
      });
      expect(output).toContain('The web build is up to date.');
      expect(output).not.toContain('Building the web app');
      expect((await fetch(`http://127.0.0.1:${port}/demo`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
