import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** Liveness (process up) and readiness (database reachable), for load balancers and orchestrators. */
export function registerHealth(app: FastifyInstance, database: Database): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    // A restarting embedded PostgreSQL: unready at once, not after a connection timeout.
    if (database.isUp && !database.isUp())
      return reply.status(503).send({ status: 'unavailable', message: 'The database is restarting' });
    try {
      await database.pool.query('SELECT 1');
      return { status: 'ready' };
    } catch (error) {
      return reply.status(503).send({ status: 'unavailable', message: (error as Error).message });
    }
  });
}
