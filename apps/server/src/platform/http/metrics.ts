import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { JOBS_SCHEMA } from '../jobs/jobs.ts';
import { safeEqual } from '../secrets.ts';

/** The routes that place an order (a 2xx from one is an order acknowledged). */
const ORDER_ROUTES = new Set(['POST /api/webapp/order']);

/**
 * Prometheus metrics at GET /metrics (ADR 1336), for the operator's scraper only: a bearer token
 * (METRICS_TOKEN); unset, the route answers 404 — never public by default, and a loopback check
 * would be public behind a proxy on the same host. One registry per app (tests build many).
 * Requests by route pattern (never the raw URL: ids and tokens would explode the series and leak),
 * latencies, orders this instance acknowledged, the job queue by queue and state, the pool.
 */
export function registerMetrics(
  app: FastifyInstance,
  database: Pick<Database, 'pool'>,
  token: string | undefined,
): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'sufra_' });
  const requests = new Counter({
    name: 'sufra_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'sufra_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (to the last byte handed to the socket), by route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const orders = new Counter({
    name: 'sufra_orders_placed_total',
    help: 'Orders this instance acknowledged (2xx to an order placement)',
    registers: [registry],
  });
  new Gauge({
    name: 'sufra_jobs',
    help: 'Jobs in the queue (pg-boss) by queue and state: created and retry are waiting, active running, failed gave up',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await database.pool.query<{ name: string; state: string; n: string }>(
        `SELECT name, state::text AS state, count(*) AS n FROM ${JOBS_SCHEMA}.job
          WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY 1, 2`,
      );
      for (const row of rows) this.set({ queue: row.name, state: row.state }, Number(row.n));
    },
  });
  const pool = database.pool;
  const poolGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  poolGauge('sufra_db_pool_connections', 'Connections the pool holds', () => pool.totalCount);
  poolGauge('sufra_db_pool_idle', 'Idle connections in the pool', () => pool.idleCount);
  poolGauge('sufra_db_pool_waiting', 'Queries waiting for a connection', () => pool.waitingCount);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (reply.statusCode < 300 && ORDER_ROUTES.has(`${request.method} ${route}`)) orders.inc();
  });

  app.get('/metrics', async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    if (!given || !safeEqual(given, token))
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('A bearer token (METRICS_TOKEN) is required');
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
