import path from 'node:path';
import type { Config } from '../../config.ts';
import { connect, type Database } from './client.ts';
import { ensureWritableDataDir } from './data-dir.ts';
import { startEmbeddedPostgres, useOrStartEmbeddedPostgres } from './embedded.ts';
import { runMigrations } from './migrate.ts';

export type OpenDatabase = Database & {
  embedded: boolean;
  /** Which database this is, for the start-up line (ADR 1335): never a password. */
  description: string;
};

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL when it is unset, then applies
 * pending migrations. `close` ends the pool and stops the embedded server.
 */
export async function openDatabase(
  config: Config,
  log: (line: string) => void,
  /** A command-line tool: use the running server's embedded PostgreSQL if there is one (ADR 748). */
  { shared = false }: { shared?: boolean } = {},
): Promise<OpenDatabase> {
  const dir = path.join(config.DATA_DIR, 'postgres');
  // One clear line for a read-only data directory, not initdb's ENOENT and a stack (ADR 1387).
  if (!config.DATABASE_URL) await ensureWritableDataDir(config.DATA_DIR);
  const embedded = config.DATABASE_URL
    ? null
    : shared
      ? await useOrStartEmbeddedPostgres(dir, log)
      : await startEmbeddedPostgres(dir, { log, supervise: true, avoidPorts: [config.PORT] });
  const url = config.DATABASE_URL ?? embedded?.url;
  if (!url) throw new Error('No database URL');
  const database = connect(url, 20);
  try {
    await database.pool.query('SELECT 1');
    await runMigrations(database.db);
  } catch (error) {
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    const where = config.DATABASE_URL ? redact(config.DATABASE_URL) : 'the embedded database';
    throw new Error(`Cannot use ${where}: ${(error as Error).message}`);
  }
  return {
    ...database,
    embedded: embedded !== null,
    description: config.DATABASE_URL
      ? `PostgreSQL at ${whereOf(config.DATABASE_URL)} (DATABASE_URL)`
      : `embedded PostgreSQL in ${dir} on 127.0.0.1:${embedded?.port} (set DATABASE_URL for a PostgreSQL of your own)`,
    ...(embedded ? { isUp: embedded.isUp } : {}),
    close: async () => {
      await database.close();
      await embedded?.stop();
    },
  };
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** `host:port/database` of a URL: what an operator needs to recognise it, nothing secret. */
export function whereOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
