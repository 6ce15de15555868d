import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import { registerApi } from './api.ts';
import type { Config } from './config.ts';
import type { AccountsOptions } from './features/accounts/plugin.ts';
import { cookieValue, SESSION_COOKIE } from './features/accounts/session-cookie.ts';
import { registerMedia } from './features/admin-menu/media-route.ts';
import {
  createErrorReporter,
  type ErrorReporter,
  type ErrorReporterOptions,
} from './features/error-reports/error-reporter.ts';
import { readBuildDescriptor, registerBuildDescriptor } from './features/releases/build-descriptor.ts';
import { appShellOf } from './features/seo/app-shell.ts';
import { seoPlugin } from './features/seo/plugin.ts';
import { findStaffToken } from './features/staff/staff-repository.ts';
import { hashStaffToken, STAFF_TOKEN_PREFIX } from './features/staff/staff-tokens.ts';
import { customDomainCheck } from './features/tenancy/custom-domain-check.ts';
import type { TrackingOptions } from './features/tracking/plugin.ts';
import type { ResolveCustomer } from './platform/auth/identity.ts';
import { bearerKey, registerRateLimits } from './platform/auth/rate-limits.ts';
import type { Database } from './platform/db/client.ts';
import { createCsp } from './platform/http/csp.ts';
import { frameworkErrors, MAX_PARAM_LENGTH, registerErrorHandling } from './platform/http/errors.ts';
import { registerHealth } from './platform/http/health.ts';
import { redactedRequest } from './platform/http/log-redaction.ts';
import { registerMetrics } from './platform/http/metrics.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { createPublicOrigin, type PublicOrigin } from './platform/http/public-origin.ts';
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
  /** Accounts' message channel and retry waits; tests pass a recording channel. */
  accounts?: AccountsOptions;
  /** Conversion jobs' retries and waits (ADR 840); tests shorten them. */
  tracking?: TrackingOptions;
  /** Error reports' retries and waits (ADR 841); tests shorten them. */
  errorReports?: Pick<ErrorReporterOptions, 'retries' | 'backoffSeconds'>;
  /** Told of every route as it is registered: the API fuzz reads the routes from it (ADR 1350). */
  onRoute?: (route: RouteOptions) => void;
};

export type App = FastifyInstance;

/** Builds the one Fastify app that serves the API under /api, static assets and the SSR pages. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: withRedactedUrls(options.logger ?? { level: config.LOG_LEVEL }),
    // Off unless configured: X-Forwarded-For from anyone is no client address (ADR 742).
    trustProxy: config.TRUST_PROXY as boolean, // a hop count is supported, the types miss it
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
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Error reports (ADR 841) carry the release: the build's id (ADR 843).
  const release =
    (options.web && !isWebSource(options.web) ? await releaseOf(config.WEB_BUILD_DIR, options.web) : null) ??
    'dev';
  const errors = createErrorReporter({
    serverDsn: config.SENTRY_DSN ?? null,
    browserDsn: config.PUBLIC_SENTRY_DSN ?? null,
    release,
    environment: config.SENTRY_ENVIRONMENT ?? config.NODE_ENV,
    log: app.log,
    ...options.errorReports,
  });
  // Before every route: the OpenAPI document describes them, the metrics count them (ADR 1336, 1337).
  await registerOpenApi(app, release, config.PUBLIC_URL);
  registerMetrics(app, database, config.METRICS_TOKEN);
  if (!errors.configured.server && config.NODE_ENV === 'production')
    app.log.warn('SENTRY_DSN is not set: server and browser errors are only written to this log (ADR 841)');
  registerErrorHandling(app, (error, request) => errors.server(error, request));
  // First: its onSend reads the JSON body before compression turns it into a stream.
  // A customer counts by their bearer token, or by the storefront's session cookie (ADR 702), which
  // the API turns into the bearer header only later, inside /api.
  await registerRateLimits(
    app,
    config.RATE_LIMITS,
    database.pool,
    async (request) => {
      const session = cookieValue(request.headers.cookie, SESSION_COOKIE);
      return bearerKey(request.headers.authorization ?? (session ? `Bearer ${session}` : undefined));
    },
    isLiveStaffToken(database.db),
  );

  await app.register(helmet, {
    // React Router streams inline hydration scripts; a nonce-based CSP is a later step (ADR 006).
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // same-origin, not no-referrer: under no-referrer a browser posts a form with `Origin: null`,
    // which React Router's CSRF check refuses (400), so no page could post to its action before
    // scripts run. Other sites still get no referrer, so tokens in our URLs stay ours (ADR 803).
    referrerPolicy: { policy: 'same-origin' },
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  refuseOtherMethods(app);
  redirectTrailingSlash(app);
  noStoreWithTokens(app);
  registerHealth(app, database, config.DATA_DIR);
  const jobs = startJobs({ pool: database.pool, log: app.log, pollSeconds: config.JOBS_POLL_SECONDS });
  await jobs.ready;
  await jobs.register(errors.sendJob);
  errors.attach(jobs);
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
        accounts: options.accounts,
        tracking: options.tracking,
        errors,
      });
      api.setNotFoundHandler(noApiRoute);
    },
    { prefix: '/api' },
  );

  // Uploaded pictures (ADR 1003), before the pages.
  await registerMedia(app, config, database.db);
  // Absolute links (QR sheet, sitemaps, robots, canonical, cards) use PUBLIC_URL (ADR 1332).
  const publicOrigin = createPublicOrigin(config.PUBLIC_URL, customDomainCheck(database.db));
  // Robots, sitemaps, manifests, icons, cards and the service worker (ADR 820–823), before the pages.
  await seoPlugin(app, {
    config,
    database,
    publicOrigin,
    // `npm run dev` (Vite) has no built shell: no worker there.
    shell:
      options.web && !isWebSource(options.web) ? await appShellOf(config.WEB_BUILD_DIR, options.web) : null,
  });
  if (options.web) {
    if (!isWebSource(options.web))
      registerBuildDescriptor(app, config.WEB_BUILD_DIR, options.web.assets.version);
    await registerWeb(app, config, options.web, errors, publicOrigin);
  } else
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ error: 1, message: 'Page not found' }),
    );
  return app;
}

/** Whether a bearer token is a live staff token (the board's), for the guessing lock (ADR 1320). */
const isLiveStaffToken = (db: Database['db']) => async (token: string) =>
  token.startsWith(STAFF_TOKEN_PREFIX) &&
  token.length <= 100 &&
  (await findStaffToken(db, hashStaffToken(token))) !== null;

/** Every logger configuration gets the request serializer that keeps order tokens out (ADR 741). */
function withRedactedUrls(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return { ...logger, serializers: { ...logger.serializers, req: redactedRequest as never } };
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

/**
 * [product: Navigation]: a trailing slash is redirected to the path without it (query kept). Only
 * ever to a path on this site: `//evil.example/`, `/\\evil.example/` or `///evil.example/` would
 * otherwise answer `Location: //evil.example`, which a browser follows to another host (ADR 741).
 */
function redirectTrailingSlash(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const [pathname = '/', query] = request.url.split('?', 2);
    if (pathname.length > 1 && pathname.endsWith('/') && !pathname.startsWith('/api/')) {
      return reply.redirect(sameSitePath(pathname.replace(/\/+$/, ''), query), 301);
    }
  });
}

/**
 * A page or call whose URL carries a token (an order's page `?token=`, a payment's fail page) is
 * never kept by a browser or a shared cache: `Cache-Control: no-store` (ADR 1320).
 */
function noStoreWithTokens(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const query = request.url.split('?', 2)[1];
    if (query && /(^|&)token=/.test(query)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** A path-absolute URL: one leading slash, never a slash or backslash right after it. */
export function sameSitePath(pathname: string, query?: string): string {
  const path = `/${pathname.replace(/^[/\\\s]+/, '')}`;
  return query ? `${path}?${query}` : path;
}

/**
 * Pages and the API answer GET, HEAD and POST only. Any other method (PUT, DELETE, a CORS
 * preflight's OPTIONS: no cross-origin caller is served) is a 405 naming the allowed ones, before
 * any route or React Router sees it (it used to reach the page handler and answer 500).
 */
const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST']);
function refuseOtherMethods(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (ALLOWED_METHODS.has(request.method)) return;
    // A route that names the method itself (DELETE webapp/locations/:id) is served; anything else
    // (no route, or the not-found handler) is a 405.
    if (request.routeOptions.url !== undefined && request.routeOptions.method === request.method) return;
    return reply
      .status(405)
      .header('allow', 'GET, HEAD, POST')
      .send({ error: 1, code: 'method_not_allowed', message: `Method ${request.method} is not allowed` });
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

/** The build's id (ADR 843): its descriptor's, else React Router's manifest version. */
const releaseOf = async (dir: string, build: ServerBuild) =>
  (await readBuildDescriptor(dir))?.id ?? build.assets.version;

async function registerWeb(
  app: FastifyInstance,
  config: Config,
  web: ServerBuild | WebSource,
  errors: ErrorReporter,
  publicOrigin: PublicOrigin,
): Promise<void> {
  if (!isWebSource(web)) await registerAssets(app, config);
  const csp = createCsp({
    reportOnly: config.CSP_REPORT_ONLY,
    reportUri: config.CSP_REPORT_URI,
    frameAncestors: config.CSP_FRAME_ANCESTORS,
  });
  const reportPage = (status: number, request: FastifyRequest) =>
    errors.server(new Error(`page answered ${status}`), request);
  const handle = isWebSource(web)
    ? createWebHandler(web.load, csp, web.mode, reportPage, publicOrigin)
    : createWebHandler(web, csp, 'production', reportPage, publicOrigin);
  // Per page request: the API calls it makes in-process come from its client (ADR 1320).
  const apiFetch = (request: FastifyRequest) => createInjectFetch(app, request.ip);
  await app.register(async (pages) => {
    // Form posts to route actions reach React Router as raw streams.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    // The pages' catch-all also meets /api paths no API route took: those get the API's JSON 404,
    // not the HTML page.
    pages.all('/*', (request, reply) =>
      isApiPath(request.url) ? noApiRoute(request, reply) : handle(request, reply, apiFetch(request)),
    );
    pages.all('/', (request, reply) => handle(request, reply, apiFetch(request)));
  });
}

async function registerAssets(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.join(config.WEB_BUILD_DIR, 'client'),
    // Routes for the files that exist at start; every other path falls through to the pages.
    wildcard: false,
    // The build writes .br (quality 11) and .gz beside each text asset (apps/web/scripts/
    // precompress.ts): ~15 % smaller than compressing on the fly at quality 4 (ADR 605, ADR 900).
    preCompressed: true,
    // The first view's scripts are hashed and immutable: validators and ranges only cost bytes on
    // each of their requests (~100 each, ADR 304). The few unhashed files (icons, the worker
    // script) are small, kept an hour, and simply fetched again.
    etag: false,
    lastModified: false,
    acceptRanges: false,
    setHeaders: (res, filePath) => {
      // Built assets carry a content hash in their name: cache them forever.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      // Headers that govern documents only mean nothing on a script or picture, yet cost ~250 bytes
      // on each of the first view's requests (ADR 304); nosniff and CORP stay.
      for (const name of DOCUMENT_ONLY_HEADERS) res.raw.removeHeader(name);
      // HSTS is learnt from the page; on a hashed asset it is 62 bytes per request.
      if (immutable) res.raw.removeHeader('strict-transport-security');
    },
  });
}
