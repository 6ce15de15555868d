import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import { registerApi } from './api.ts';
import type { Config } from './config.ts';
import type { ResolveCustomer } from './platform/auth/identity.ts';
import type { Database } from './platform/db/client.ts';
import { frameworkErrors, MAX_PARAM_LENGTH, registerErrorHandling } from './platform/http/errors.ts';
import { registerHealth } from './platform/http/health.ts';
import { startJobs } from './platform/jobs/jobs.ts';
import { createInjectFetch } from './platform/ssr/inject-fetch.ts';
import { createWebHandler } from './platform/ssr/web-handler.ts';

export type AppOptions = {
  config: Config;
  database: Database;
  /** The React Router server build; without it only the API and health routes are served. */
  web?: ServerBuild | null;
  logger?: FastifyServerOptions['logger'];
  /** The clock of the API; tests pass a fixed one. */
  now?: () => Date;
  /** Who a bearer token is, for orders (ADR 400); without it every customer is a guest. */
  resolveCustomer?: ResolveCustomer;
};

export type App = FastifyInstance;

/** Builds the one Fastify app that serves the API under /api, static assets and the SSR pages. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    trustProxy: true,
    // New requests during shutdown get 503 while in-flight ones finish.
    return503OnClosing: true,
    requestTimeout: 30_000,
    forceCloseConnections: 'idle',
    rewriteUrl: rewriteMalformedUrl,
    // A too-long path parameter (an oversize search term) must reach its route and get a 400
    // naming the limit, not the router's 404 at 100 characters; past this limit the router
    // refuses it, and frameworkErrors turns that into the same 400 shape.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    // React Router streams inline hydration scripts; a nonce-based CSP is a later step (ADR 006).
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Not `no-referrer`: with it Chromium sends `Origin: null` on a form post, which React Router's
    // action guard refuses (400), so forms posted before the scripts run were lost. Same-origin
    // keeps order tokens in URLs (ADR 400) from ever reaching another site (ADR 786).
    referrerPolicy: { policy: 'same-origin' },
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  redirectTrailingSlash(app);
  registerHealth(app, database);
  const jobs = startJobs({ pool: database.pool, log: app.log, pollSeconds: config.JOBS_POLL_SECONDS });
  // After every route has closed (the pool closes after the app).
  app.addHook('onClose', () => jobs.stop());
  await app.register(
    async (api) => {
      await registerApi(api, {
        config,
        database,
        jobs,
        now: options.now ?? (() => new Date()),
        resolveCustomer: options.resolveCustomer,
      });
      api.setNotFoundHandler((request, reply) =>
        reply
          .status(404)
          .send({ error: 1, code: 'not_found', message: `No API route ${request.method} ${request.url}` }),
      );
    },
    { prefix: '/api' },
  );

  if (options.web) await registerWeb(app, config, options.web);
  else
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ error: 1, message: 'Page not found' }),
    );
  return app;
}

/**
 * A URL with broken percent-encoding is a page that does not exist: it gets the 404 page
 * (or the API's 404 JSON), not Fastify's generic 400.
 */
export function rewriteMalformedUrl(request: { url?: string }): string {
  const url = request.url ?? '/';
  try {
    decodeURIComponent(url.split('?', 1)[0] ?? '');
    return url;
  } catch {
    return url.startsWith('/api/') ? '/api/not-found' : '/404';
  }
}

/** SPEC §2: a trailing slash is redirected to the path without it (query kept). */
function redirectTrailingSlash(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const [pathname = '/', query] = request.url.split('?', 2);
    if (pathname.length > 1 && pathname.endsWith('/') && !pathname.startsWith('/api/')) {
      const target = pathname.replace(/\/+$/, '') || '/';
      return reply.redirect(query ? `${target}?${query}` : target, 301);
    }
  });
}

const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

async function registerWeb(app: FastifyInstance, config: Config, build: ServerBuild): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.join(config.WEB_BUILD_DIR, 'client'),
    // Routes for the files that exist at start; every other path falls through to the pages.
    wildcard: false,
    setHeaders: (res, filePath) => {
      // Built assets carry a content hash in their name: cache them forever.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      // Headers that govern documents only mean nothing on a script or picture, yet cost ~250 bytes
      // on each of the first view's requests (ADR 304); nosniff and CORP stay.
      for (const name of DOCUMENT_ONLY_HEADERS) res.raw.removeHeader(name);
    },
  });
  const handle = createWebHandler(build);
  const apiFetch = createInjectFetch(app);
  await app.register(async (pages) => {
    // Form posts to route actions reach React Router as raw streams.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    pages.all('/*', (request, reply) => handle(request, reply, apiFetch));
    pages.all('/', (request, reply) => handle(request, reply, apiFetch));
  });
}
