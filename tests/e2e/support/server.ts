import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type RunningServer = {
  baseUrl: string;
  port: number;
  /** The server's own data directory (its embedded PostgreSQL lives in `postgres/` under it). */
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string;
  /** Milliseconds from spawn to "Sufra is ready". */
  startMs: number;
  stop: () => Promise<number | null>;
  /** SIGKILL, as a crash or an OOM killer would; the data directory is kept. */
  kill: () => Promise<void>;
};

export type StartOptions = {
  /** Reuse a data directory (a restart); it is then left in place by stop(). */
  dataDir?: string;
  port?: number;
  /** A new cluster, migrated and seeded by this start, even when the run has a template. */
  fresh?: boolean;
};

/**
 * The run's seeded data directory (made once by the e2e global set-up, ADR 1190): a start copies
 * it instead of creating a cluster, migrating and seeding again — about two seconds a server.
 * What the seeding start printed (the demo's staff token) comes with it, as `.log` beside it.
 */
export const TEMPLATE_ENV = 'SUFRA_E2E_TEMPLATE';

async function copyTemplate(dataDir: string): Promise<string> {
  const template = process.env[TEMPLATE_ENV] ?? '';
  // A copy made ahead, while the previous file's tests ran: renamed into place (atomic, so two
  // servers never share one; an empty directory is replaced). Copying takes 0.7–2 s of waiting on
  // the disk on this machine, at every start (ADR 1190, fifth pass).
  const taken = await takeSpare(template, dataDir);
  // cp -a keeps owners and modes: under root, PostgreSQL runs as its own user and refuses a
  // data directory it does not own.
  if (!taken) await promisify(execFile)('cp', ['-a', `${template}/.`, dataDir]);
  await makeSpare(template);
  return fs.readFile(`${template}.log`, 'utf8');
}

/** Copies of the template made ahead (`-spare-`), and those still being made (`-making-`). */
async function sparesOf(template: string): Promise<{ ready: string[]; making: string[] }> {
  const parent = path.dirname(template);
  const names = (await fs.readdir(parent)).map((n) => path.join(parent, n));
  return {
    ready: names.filter((n) => n.startsWith(`${template}-spare-`)),
    making: names.filter((n) => n.startsWith(`${template}-making-`)),
  };
}

async function takeSpare(template: string, dataDir: string): Promise<boolean> {
  for (const spare of (await sparesOf(template)).ready) {
    try {
      await fs.rename(spare, dataDir);
      return true;
    } catch {
      // Taken by another start a moment ago: try the next.
    }
  }
  return false;
}

/**
 * Starts copying the template for the next start, unless a copy is ready or on its way. The copy
 * is made under another name and renamed when complete, so a half-made one is never taken; it
 * outlives this test file (detached), and the global teardown waits for it.
 */
export async function makeSpare(template: string): Promise<void> {
  const spares = await sparesOf(template);
  if (spares.ready.length + spares.making.length > 0) return;
  const id = `${process.pid}-${Date.now()}`;
  const making = `${template}-making-${id}`;
  // Made here, before the copy starts: the teardown, seeing it, waits for the copy.
  await fs.mkdir(making, { mode: 0o755 });
  const script = 'cp -a "$1/." "$2" && mv "$2" "$3"';
  const args = [template, making, `${template}-spare-${id}`];
  spawn('sh', ['-c', script, 'sh', ...args], { detached: true, stdio: 'ignore' }).unref();
}

/** The global teardown's part: waits for a copy still being made, then removes what is left. */
export async function removeSpares(template: string): Promise<void> {
  for (let waited = 0; (await sparesOf(template)).making.length > 0 && waited < 30_000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const { ready, making } = await sparesOf(template);
  await Promise.all([...ready, ...making].map((dir) => fs.rm(dir, { recursive: true, force: true })));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Starts the production server (`npm run serve`'s command) on a free port with its own data
 * directory, so it starts its own embedded PostgreSQL and seeds the demo, as on a fresh machine.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  // A caller that must know the origin beforehand (PUBLIC_URL for a gateway) passes its PORT.
  const chosen = options.port ?? (env.PORT ? Number(env.PORT) : undefined);
  if (chosen !== undefined) return startOn(chosen, env, options);
  // A port this harness picked may be taken by another test file's server before ours binds it
  // (files run in parallel): another free port then, as a person would (ADR 1470).
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), env, options);
    } catch (error) {
      if (attempt >= 3 || !/already in use/.test((error as Error).message)) throw error;
    }
  }
}

async function startOn(
  port: number,
  env: Record<string, string>,
  options: StartOptions,
): Promise<RunningServer> {
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-e2e-')));
  await fs.chmod(dataDir, 0o755);
  const fromTemplate = ownDir && !options.fresh && !!process.env[TEMPLATE_ENV] && !env.DATABASE_URL;
  const inherited = fromTemplate ? await copyTemplate(dataDir) : '';
  let output = '';
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Vitest sets NODE_ENV=test, which would give the server React's development build and skip
      // production-only paths (the inlined stylesheet): e2e tests what users get.
      NODE_ENV: 'production',
      // What `npm start` runs with (apps/server/demo.env): the demo's sandbox payments.
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX: 'allow',
      // …and its Web Push key pair, made once in the data directory (ADR 909).
      VAPID_KEYS: 'generate',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  await new Promise<void>((resolve, reject) => {
    // 110 s: a fresh embedded PostgreSQL, migrations and the seed take over a minute on a busy 2-core machine.
    const timer = setTimeout(() => reject(new Error(`server did not start in 110 s:\n${output}`)), 110_000);
    const check = () => {
      if (output.includes('Sufra is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  }).catch(async (error) => {
    if (ownDir && child.exitCode !== null) await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  const startMs = performance.now() - spawnedAt;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    process: child,
    output: () => inherited + output,
    startMs,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      // PostgreSQL may still be writing its last WAL as the server exits (a bounded shutdown on a
      // busy machine): retried, as ENOTEMPTY then clears.
      if (ownDir) await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      return code;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Runs the server expecting it to fail at start; returns its exit code and what it printed on stderr. */
export async function runFailingServer(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-e2e-fail-'));
  await fs.chmod(dataDir, 0o755);
  const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  await fs.rm(dataDir, { recursive: true, force: true });
  return { code, stderr };
}
