import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/**
 * Whether the data directory (uploaded pictures, the embedded database) takes a write: a full or
 * read-only disk answered 500s while /readyz said ready (ADR 1320). A directory that does
 * not exist (an external database, no uploads yet) is not probed.
 */
async function dataDirProblem(dataDir: string | undefined): Promise<string | null> {
  if (!dataDir) return null;
  const exists = await fs.stat(dataDir).then(
    () => true,
    () => false,
  );
  if (!exists) return null;
  const probe = path.join(dataDir, `.ready-probe-${process.pid}`);
  try {
    await fs.writeFile(probe, 'ok');
    await fs.unlink(probe);
    return null;
  } catch (error) {
    return `The data directory ${dataDir} cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
  }
}

/**
 * Liveness (process up) and readiness (database reachable, data directory writable), for load
 * balancers and orchestrators.
 */
export function registerHealth(app: FastifyInstance, database: Database, dataDir?: string): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    // A restarting embedded PostgreSQL: unready at once, not after a connection timeout.
    if (database.isUp && !database.isUp())
      return reply.status(503).send({ status: 'unavailable', message: 'The database is restarting' });
    try {
      await database.pool.query('SELECT 1');
      const problem = await dataDirProblem(dataDir);
      if (problem) return reply.status(503).send({ status: 'unavailable', message: problem });
      return { status: 'ready' };
    } catch (error) {
      return reply.status(503).send({ status: 'unavailable', message: (error as Error).message });
    }
  });
}
