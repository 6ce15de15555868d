import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../config.ts';
import { exitWith, out } from '../cli.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { useOrStartEmbeddedPostgres } from './embedded.ts';
import { whereOf } from './open.ts';

/**
 * `npm run db:backup [-- <file>]` and `npm run db:restore -- <file>` (ADR 1334): DATABASE_URL's
 * database, or the embedded one (the running server's, or started for the command).
 */
const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || (command === 'restore' && !file)) {
  process.stderr.write('usage: npm run db:backup [-- <file>]  |  npm run db:restore -- <file>\n');
  process.exit(2);
}
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return exitWith((error as Error).message, 2);
  }
})();
const embedded = config.DATABASE_URL
  ? null
  : await useOrStartEmbeddedPostgres(path.join(config.DATA_DIR, 'postgres')).catch((error: Error) =>
      exitWith(`cannot open the embedded database: ${error?.message ?? error}`),
    );
const url = config.DATABASE_URL ?? embedded?.url ?? '';
const where = config.DATABASE_URL ? whereOf(url) : `the embedded database in ${config.DATA_DIR}`;
const client = new pg.Client({ connectionString: url, application_name: `sufra db:${command}` });
let code = 0;
try {
  await client.connect();
  if (command === 'backup') {
    const target = path.resolve(file ?? `sufra-${new Date().toISOString().replace(/[:.]/g, '-')}.backup`);
    const { tables, rows } = await backupDatabase(client, target);
    out(`Backed up ${where}: ${tables} tables, ${rows} rows, in ${target}`);
  } else {
    // A restore replaces everything: the instances must not be writing meanwhile.
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    if ((rows[0]?.n ?? 0) > 0)
      throw new Error(`${rows[0]?.n} other connections to ${where}: stop every Sufra instance first`);
    const restored = await restoreDatabase(client, path.resolve(file ?? ''));
    out(`Restored ${where} from ${file}: ${restored.tables} tables, ${restored.rows} rows`);
  }
} catch (error) {
  process.stderr.write(`sufra: ${(error as Error).message}\n`);
  code = 1;
} finally {
  await client.end().catch(() => {});
  await embedded?.stop();
}
process.exit(code);
