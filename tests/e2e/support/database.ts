import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { embeddedUrl } from '../../../apps/server/src/platform/db/embedded.ts';
import type { RunningServer } from './server.ts';

/**
 * Runs SQL on a test server's own embedded PostgreSQL, as an operator's console would, to set up
 * what the demo seed does not have (product service, cash off, suspended business…). The change
 * triggers of ADR 201 announce it, so the running server drops its caches like in production.
 */
export async function sqlOnServer(server: RunningServer, text: string, values: unknown[] = []) {
  // postmaster.pid's fourth line is the port the cluster listens on.
  const client = new pg.Client({ connectionString: await serverDatabaseUrl(server) });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/**
 * The URL of a test server's embedded PostgreSQL: the port from postmaster.pid (its fourth line),
 * the cluster's own password from its directory (ADR 1335).
 */
export async function serverDatabaseUrl(server: Pick<RunningServer, 'dataDir'>): Promise<string> {
  const dir = path.join(server.dataDir, 'postgres');
  const pid = await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8');
  return embeddedUrl(dir, Number(pid.split('\n')[3]));
}

/** `sqlOnServer`, answering the rows. */
export async function serverSql(server: RunningServer, text: string, values: unknown[] = []) {
  return (await sqlOnServer(server, text, values)).rows;
}
