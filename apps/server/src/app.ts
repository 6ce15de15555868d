import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
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
  /**
   * The web app: a React Router production build, or (`npm run dev`) a loader of the build Vite
   * serves from source; without it only the API and health routes are served.
   */
  web?: ServerBuild | WebSource | null;
  /** Serve on this HTTP server (`npm run dev` shares its port with Vite's middleware and HMR). */
  serverFactory?: FastifyServerOptions['serverFactory'];
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
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
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
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  redirectTrailingSlash(app);
  registerHealth(app, database);
  const jobs = startJobs({ pool: database.pool, log: app.log, pollSeconds: config.JOBS_POLL_SECONDS });
  await jobs.ready;
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
      api.setNotFoundHandler(noApiRoute);
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

/** [product: Navigation]: a trailing slash is redirected to the path without it (query kept). */
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

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** An /api path no route answers: JSON `{ error: 1, message }` with 404. */
function noApiRoute(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ error: 1, code: 'not_found', message: `No API route ${request.method} ${request.url}` });
}

/** `npm run dev`: the build comes from Vite per request, and Vite serves the assets itself. */
export type WebSource = { load: () => Promise<ServerBuild>; mode: 'development' };

const isWebSource = (web: ServerBuild | WebSource): web is WebSource => 'load' in web;

async function registerWeb(
  app: FastifyInstance,
  config: Config,
  web: ServerBuild | WebSource,
): Promise<void> {
  if (!isWebSource(web)) await registerAssets(app, config);
  const handle = isWebSource(web) ? createWebHandler(web.load, web.mode) : createWebHandler(web);
  const apiFetch = createInjectFetch(app);
  await app.register(async (pages) => {
    // Form posts to route actions reach React Router as raw streams.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    // The pages' catch-all also meets /api paths no API route took: those get the API's JSON 404,
    // not the HTML page.
    pages.all('/*', (request, reply) =>
      isApiPath(request.url) ? noApiRoute(request, reply) : handle(request, reply, apiFetch),
    );
    pages.all('/', (request, reply) => handle(request, reply, apiFetch));
  });
}

async function registerAssets(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.join(config.WEB_BUILD_DIR, 'client'),
    // Routes for the files that exist at start; every other path falls through to the pages.
    wildcard: false,
    // The build's brotli and gzip copies, compressed once at the highest quality (ADR 605).
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Built assets carry a content hash in their name: cache them forever.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      // Headers that govern documents only mean nothing on a script or picture, yet cost ~250 bytes
      // on each of the first view's requests (ADR 304); nosniff and CORP stay.
      for (const name of DOCUMENT_ONLY_HEADERS) res.raw.removeHeader(name);
    },
  });
}
