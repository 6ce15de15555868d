import path from 'node:path';
import type { RestaurantResponse } from '@sufra/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLru } from '../../platform/cache/lru.ts';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { PublicOrigin } from '../../platform/http/public-origin.ts';
import { webManifest } from './manifest.ts';
import { ICON_SIZES, type IconKind, makeCard, makeIcon, readOwnPicture } from './pictures.ts';
import { businessOfDomain, type ListedBusiness, listBusinesses, listedBusiness } from './seo-repository.ts';
import { robotsTxt, sitemapIndex, storefrontPaths, urlset } from './sitemap.ts';

/** The app shell of the running web build, for the service worker (ADR 822). */
export type AppShell = { version: string; urls: string[]; template: string };

export type SeoOptions = Pick<FeatureDeps, 'config' | 'database'> & {
  shell?: AppShell | null;
  /** The site's origin for absolute URLs (ADR 1332): PUBLIC_URL when set; unset, the request's. */
  publicOrigin?: PublicOrigin;
};

const REF = /^[A-Za-z0-9_-]{1,100}$/;
const LANG = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/i;

/**
 * What makes a storefront found, shared and installed (ADR 820–823), outside /api: robots.txt,
 * sitemaps, each business's web app manifest, icons and link-preview card, and the service worker.
 * Business data comes through the public restaurant call in process, like the pages' (ADR 003).
 */
export async function seoPlugin(app: FastifyInstance, options: SeoOptions): Promise<void> {
  const { db } = options.database;
  // This request's site: PUBLIC_URL, or a custom domain's host (ADR 1332).
  const originOf: PublicOrigin =
    options.publicOrigin ?? (async (request: FastifyRequest) => `${request.protocol}://${request.host}`);
  const roots = [
    path.join(options.config.WEB_BUILD_DIR, 'client'),
    path.join(options.config.repoRoot, 'apps/web/public'),
  ];
  const pictures = createLru<Buffer>({
    maxEntries: 400,
    maxBytes: 64 * 1024 * 1024,
    sizeOf: (b) => b.length,
  });

  async function restaurantOf(ref: string, locale?: string): Promise<RestaurantResponse | null> {
    const res = await app.inject({
      method: 'GET',
      url: `/api/webapp/v5/restaurant/${encodeURIComponent(ref)}`,
      headers: locale ? { locale } : {},
    });
    if (res.statusCode !== 200) return null;
    const body = res.json() as RestaurantResponse | { redirect: true };
    return 'restaurant' in body ? body : null;
  }

  const send = (reply: FastifyReply, type: string, body: string | Buffer, maxAge = 3600) =>
    reply.type(type).header('cache-control', `public, max-age=${maxAge}`).send(body);
  const notFound = (reply: FastifyReply) =>
    reply.status(404).type('text/plain; charset=utf-8').send('Not found');

  app.get('/robots.txt', async (request, reply) =>
    send(reply, 'text/plain; charset=utf-8', robotsTxt(await originOf(request))),
  );

  async function businessSitemap(origin: string, business: ListedBusiness) {
    const response = await restaurantOf(business.ref);
    if (!response) return null;
    return urlset(origin, storefrontPaths(response), business.versionAt, response.restaurant.locales);
  }

  // A custom domain's sitemap is its storefront's; the platform's is an index of every storefront.
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = await originOf(request);
    const own = await businessOfDomain(db, request.hostname);
    if (own) {
      const body = await businessSitemap(origin, own);
      return body ? send(reply, 'application/xml; charset=utf-8', body) : notFound(reply);
    }
    const all = await listBusinesses(db);
    return send(
      reply,
      'application/xml; charset=utf-8',
      sitemapIndex(
        origin,
        all.map((b) => ({ ref: b.ref, lastmod: b.versionAt })),
      ),
    );
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const ref = request.params.file.replace(/\.xml$/, '');
    if (!request.params.file.endsWith('.xml') || !REF.test(ref)) return notFound(reply);
    const own = await businessOfDomain(db, request.hostname);
    if (own && own.ref !== ref) return notFound(reply);
    const business = own ?? (await listedBusiness(db, ref));
    const body = business ? await businessSitemap(await originOf(request), business) : null;
    return body ? send(reply, 'application/xml; charset=utf-8', body) : notFound(reply);
  });

  // The storefront's manifest, and the driver's page's own (ADR 1416): another app of the business.
  for (const [path, page] of [
    ['/:ref/manifest.webmanifest', 'storefront'],
    ['/:ref/driver.webmanifest', 'driver'],
  ] as const)
    app.get<{ Params: { ref: string }; Querystring: { lang?: string } }>(path, async (request, reply) => {
      const { ref } = request.params;
      const asked =
        typeof request.query.lang === 'string' && LANG.test(request.query.lang)
          ? request.query.lang
          : undefined;
      const response = REF.test(ref) ? await restaurantOf(ref, asked) : null;
      if (!response) return notFound(reply);
      const { restaurant } = response;
      const language = asked && restaurant.locales.includes(asked) ? asked : (restaurant.locales[0] ?? 'en');
      return send(
        reply,
        'application/manifest+json; charset=utf-8',
        JSON.stringify(webManifest(restaurant, language, response.version, page)),
      );
    });

  async function picture(ref: string, kind: string, make: (r: RestaurantResponse) => Promise<Buffer>) {
    if (!REF.test(ref)) return null;
    const business = await listedBusiness(db, ref);
    if (!business) return null;
    return pictures
      .getOrBuild(`${business.id}:${business.version}:${kind}`, async () => {
        const response = await restaurantOf(ref);
        if (!response) throw new Error('vanished');
        return make(response);
      })
      .catch(() => null);
  }

  app.get<{ Params: { ref: string; file: string } }>('/:ref/icons/:file', async (request, reply) => {
    const kind = request.params.file.replace(/\.png$/, '') as IconKind;
    if (!request.params.file.endsWith('.png') || !(kind in ICON_SIZES)) return notFound(reply);
    const png = await picture(request.params.ref, `icon-${kind}`, async ({ restaurant: r }) =>
      makeIcon(kind, await readOwnPicture(roots, r.logo), {
        name: r.business_name,
        theme: r.theme_color,
        background: r.theme_background_color,
      }),
    );
    return png ? send(reply, 'image/png', png, 86_400) : notFound(reply);
  });

  app.get<{ Params: { ref: string } }>('/:ref/og.png', async (request, reply) => {
    const png = await picture(request.params.ref, 'card', async ({ restaurant: r }) =>
      makeCard(await readOwnPicture(roots, r.cover), await readOwnPicture(roots, r.logo), {
        name: r.business_name,
        theme: r.theme_color,
      }),
    );
    return png ? send(reply, 'image/png', png, 86_400) : notFound(reply);
  });

  const shell = options.shell;
  if (shell) {
    // The worker names its release: a new build is a new script, which replaces the old worker.
    const script = shell.template
      .replace('__SUFRA_VERSION__', shell.version.replace(/[^\w.-]/g, ''))
      .replace('__SUFRA_SHELL__', JSON.stringify(shell.urls));
    app.get('/sw.js', async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        // Browsers check for a new worker on navigations; never let a cache answer for it.
        .header('cache-control', 'no-cache')
        .send(script),
    );
  }
}
