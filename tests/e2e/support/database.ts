import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { RunningServer } from './server.ts';

/**
 * Runs SQL on a test server's own embedded PostgreSQL, as an operator's console would, to set up
 * what the demo seed does not have (product service, cash off, suspended business…). The change
 * triggers of ADR 201 announce it, so the running server drops its caches like in production.
 */
export async function sqlOnServer(server: RunningServer, text: string, values: unknown[] = []) {
  // postmaster.pid's fourth line is the port the cluster listens on.
  const pid = await fs.readFile(path.join(server.dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]);
  const client = new pg.Client({ connectionString: `postgres://sufra:sufra@127.0.0.1:${port}/sufra` });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** `sqlOnServer`, answering the rows. */
export async function serverSql(server: RunningServer, text: string, values: unknown[] = []) {
  return (await sqlOnServer(server, text, values)).rows;
}
