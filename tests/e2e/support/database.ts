import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { RunningServer } from './server.ts';

/**
 * Runs SQL on a test server's own embedded PostgreSQL, to set up a business the demo seed does not
 * have (product service, cash off…). The port is the one postgres wrote in its postmaster.pid; the
 * triggers of ADR 201 tell the server, which drops its caches as for any settings change.
 */
export async function sqlOnServer(server: RunningServer, text: string, values: unknown[] = []) {
  const pid = await fs.readFile(path.join(server.dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]);
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'sufra',
    password: 'sufra',
    database: 'sufra',
  });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
