import type { Category, RestaurantResponse } from '@sufra/contract';

/**
 * Sitemaps (sitemaps.org protocol, ADR 821): one `urlset` per storefront (landing, menu, every
 * category and item at its one URL, `lastmod` = when the business version last moved, and the
 * business's languages as `xhtml:link` alternates), and an index of them for the whole platform.
 */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapUrl = { path: string; lastmod: Date };

const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** The selling type whose URLs are canonical: the storefront's first (delivery, pickup, dine-in). */
export function firstType(restaurant: RestaurantResponse['restaurant']): string | null {
  const branch = restaurant.branches.find((b) => b.id === restaurant.branch_id) ?? restaurant.branches[0];
  if (!branch) return null;
  if (branch.selling_types.delivery) return 'delivery';
  if (branch.selling_types.pickup) return 'pickup';
  if (branch.selling_types.dinein) return restaurant.dine_in_label;
  return null;
}

/** The storefront's public pages: the same paths its pages call canonical (ADR 820). */
export function storefrontPaths(response: RestaurantResponse): string[] {
  const { restaurant } = response;
  const ref = `/${restaurant.reference_id}`;
  const type = firstType(restaurant);
  if (!type) return [ref];
  const menu = `${ref}/${type}`;
  const paths = [ref, menu];
  const walk = (categories: Category[]) => {
    for (const category of categories) {
      const items = category.items.filter((i) => i.visible);
      if (items.length || category.subcategories.length) paths.push(`${menu}/${category.id}`);
      for (const item of items) paths.push(`${menu}/${item.category_id}/${item.id}`);
      walk(category.subcategories);
    }
  };
  walk(response.menu.categories);
  return [...new Set(paths)];
}

/** A language's URL of a path: the first locale bare, the others with `?lang=` (ADR 820). */
const inLanguage = (origin: string, path: string, language: string, locales: readonly string[]) =>
  language === locales[0] ? `${origin}${path}` : `${origin}${path}?lang=${language}`;

export function urlset(origin: string, paths: string[], lastmod: Date, locales: readonly string[]): string {
  const date = lastmod.toISOString();
  const body = paths.slice(0, SITEMAP_MAX_URLS).map((path) => {
    const alternates =
      locales.length > 1
        ? locales
            .map(
              (l) =>
                `<xhtml:link rel="alternate" hreflang="${xml(l)}" href="${xml(inLanguage(origin, path, l, locales))}"/>`,
            )
            .join('')
        : '';
    return `<url><loc>${xml(origin + path)}</loc><lastmod>${date}</lastmod>${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(origin: string, entries: { ref: string; lastmod: Date }[]): string {
  const body = entries
    .slice(0, SITEMAP_MAX_URLS)
    .map(
      (e) =>
        `<sitemap><loc>${xml(`${origin}/sitemaps/${encodeURIComponent(e.ref)}.xml`)}</loc><lastmod>${e.lastmod.toISOString()}</lastmod></sitemap>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body.join('\n')}\n</sitemapindex>\n`;
}

/**
 * robots.txt: everything public may be crawled; the API and the pages that are one diner's own
 * (orders, checkout, account, reservations, staff) may not (ADR 821).
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /*/staff',
    'Disallow: /*/order/',
    'Disallow: /*/orders/',
    'Disallow: /*/payment/',
    'Disallow: /*/login',
    'Disallow: /*/profile',
    'Disallow: /*/locations',
    'Disallow: /*/reservation/',
    'Disallow: /*/*/cart',
    'Disallow: /*/*/checkout',
    'Disallow: /*/*/address',
    'Disallow: /*/*/map',
    'Disallow: /*/*/form',
    'Disallow: /*/*/shipping',
    'Disallow: /*/*/search',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
