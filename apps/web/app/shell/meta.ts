import { catalogFromText } from '../i18n/catalog-text.ts';
import { createTranslator } from '../i18n/lite.tsx';
import type { BusinessData } from './use-business.ts';

type Match = { id: string; pathname?: string; loaderData: unknown } | undefined;
type Descriptor = Record<string, unknown>;

/** The business layout's data from a meta function's matches. */
export const businessOf = (matches: readonly Match[]) =>
  matches.find((m) => m?.id === 'business')?.loaderData as BusinessData | undefined;

/** Raster formats link previews accept (they reject SVG, ADR 820). */
const RASTER = /\.(png|jpe?g|webp|gif)(\?|#|$)/i;

/**
 * A page's URL in a language (ADR 820): the business's first locale at the bare path, each other
 * locale with `?lang=`, so every language version has one stable URL for canonical and hreflang.
 */
export function languageUrl(origin: string, path: string, language: string, locales: readonly string[]) {
  const base = `${origin}${path}`;
  return language === locales[0] || !locales.includes(language) ? base : `${base}?lang=${language}`;
}

/** `og:locale` wants language_TERRITORY: the business's country stands for the territory. */
const ogLocale = (language: string, country: string) =>
  `${language.split('-')[0]}_${(country || 'US').toUpperCase()}`;

/**
 * The page's path without a trailing slash; under a selling type, the first type's path: the same
 * menu under delivery, pickup and dine-in is one page to a search engine (ADR 820).
 */
function canonicalPath(matches: readonly Match[], business: BusinessData): string {
  const path = matches.at(-1)?.pathname?.replace(/(.)\/$/, '$1') ?? `/${business.restaurant.reference_id}`;
  const first = business.types[0];
  if (!first || !matches.some((m) => m?.id === 'selling-type')) return path;
  return path.replace(/^(\/[^/]+\/)[^/]+/, `$1${first}`);
}

export type PageMetaOptions = {
  /** The page's own picture (an item's); link previews get it when it is a raster image. */
  image?: string | null | undefined;
  /** JSON-LD for the page (features/seo/structured-data.ts), rendered server-side. */
  jsonLd?: Record<string, unknown> | null | undefined;
  /** Pages that have no place in search results (cart, checkout, orders, account). */
  noindex?: boolean;
};

/**
 * `<title>`, description, canonical URL, hreflang alternates, Open Graph and Twitter cards of a
 * storefront page: "Page | Business" (ADR 820).
 */
export function pageMeta(
  matches: readonly Match[],
  page: string | null,
  description?: string,
  options: PageMetaOptions = {},
): Descriptor[] {
  const business = businessOf(matches);
  if (!business) return [];
  const { restaurant } = business;
  const name = restaurant.business_name;
  const title = page ? `${page} | ${name}` : name;
  const text = description || restaurant.description;
  const head: Descriptor[] = [{ title }, { name: 'description', content: text }];
  const seo = business.seo;
  if (!seo) return head;
  const path = canonicalPath(matches, business);
  const locales = restaurant.locales;
  const canonical = languageUrl(seo.origin, path, business.contentLanguage, locales);
  const image =
    options.image && RASTER.test(options.image)
      ? new URL(options.image, seo.origin).href
      : `${seo.origin}/${restaurant.reference_id}/og.png?v=${seo.version}`;
  head.push(
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...(locales.length > 1
      ? [
          ...locales.map((l) => ({
            tagName: 'link',
            rel: 'alternate',
            hrefLang: l,
            href: languageUrl(seo.origin, path, l, locales),
          })),
          { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${seo.origin}${path}` },
        ]
      : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: name },
    { property: 'og:title', content: title },
    ...(text ? [{ property: 'og:description', content: text }] : []),
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    ...(image.includes('/og.png')
      ? [
          { property: 'og:image:width', content: '1200' },
          { property: 'og:image:height', content: '630' },
        ]
      : []),
    { property: 'og:image:alt', content: title },
    { property: 'og:locale', content: ogLocale(business.contentLanguage, restaurant.country_code) },
    ...locales
      .filter((l) => l !== business.contentLanguage)
      .map((l) => ({ property: 'og:locale:alternate', content: ogLocale(l, restaurant.country_code) })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    ...(text ? [{ name: 'twitter:description', content: text }] : []),
    { name: 'twitter:image', content: image },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(options.jsonLd ? [{ 'script:ld+json': options.jsonLd }] : []),
  );
  return head;
}

/**
 * A page's name from a catalog key, in the business page's language: an order's or reservation's
 * number with the catalog's number sign, not a bare "#" (ADR 1516).
 */
export function pageName(matches: readonly Match[], key: string, options?: Record<string, unknown>) {
  const business = businessOf(matches);
  return business
    ? createTranslator(business.language, catalogFromText(business.catalog)).t(key, options)
    : null;
}

/** `pageMeta` with the page named by a catalog key, in the business page's language. */
export function pageMetaT(matches: readonly Match[], key: string, options?: Record<string, unknown>) {
  if (!businessOf(matches)) return [];
  return pageMeta(matches, pageName(matches, key, options), undefined, {
    noindex: true,
  });
}
