import { resolveInterfaceLanguage, resolveLanguage } from '@sufra/domain';
import { readCookie } from '../platform/cookies.ts';
import { shippedLanguages } from './catalogs.ts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from './languages.ts';

/** A language tag as `?lang=` may carry it (`ar`, `pt-br`). */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/;

/** The language a page's URL names (`?lang=ar`: the hreflang links, ADR 820), if any. */
export function urlLanguage(request: Request): string | null {
  const value = new URL(request.url).searchParams.get('lang')?.toLowerCase();
  return value && LANGUAGE_TAG.test(value) ? value : null;
}

/**
 * The language a request asks for: the URL's `?lang=` first, then the remembered cookie, then the
 * browser's languages.
 */
export function requestedLanguages(request: Request): string[] {
  const fromUrl = urlLanguage(request);
  const remembered = rememberedLanguage(request);
  const accept = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q) : 1 };
    })
    .filter((x) => x.tag && x.tag !== '*' && Number.isFinite(x.q))
    .sort((a, b) => b.q - a.q)
    .map((x) => x.tag);
  return [...(fromUrl ? [fromUrl] : []), ...(remembered ? [remembered] : []), ...accept];
}

/** The cookie that remembers a language a URL asked for and the page shows (ADR 820); else null. */
export function languageCookieOf(request: Request, shown: string): string | null {
  const asked = urlLanguage(request);
  if (!asked || asked !== shown || rememberedLanguage(request) === shown) return null;
  return `${LANGUAGE_COOKIE}=${shown}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/** The language remembered in the cookie ([product: Storefront and looks]: `i18n_redirected`), if any. */
export function rememberedLanguage(request: Request): string | null {
  const value = readCookie(request.headers.get('cookie'), LANGUAGE_COOKIE);
  return value ? value.toLowerCase() : null;
}

/**
 * The interface language (ADR 620): any language with a catalog — remembered, else the browser's —
 * whatever the business writes its content in; else the business's first locale, else en.
 */
export function interfaceLanguage(requested: string[], businessLocales: readonly string[]): string {
  return resolveInterfaceLanguage({ browser: requested, businessLocales }, shippedLanguages());
}

/**
 * The language of the business's own texts (ADR 620): the interface language when the business
 * writes in it, else the next asked-for language it writes in, else its first locale.
 */
export function contentLanguage(
  language: string,
  requested: string[],
  businessLocales: readonly string[],
): string {
  return resolveLanguage({ browser: [language, ...requested], businessLocales });
}

/**
 * [product: Storefront and looks] (the domain's rule): the remembered or browser language when the business offers it,
 * else the business's first locale.
 */
export function pickLanguage(requested: string[], offered: readonly string[]): string {
  return resolveLanguage({ browser: requested, businessLocales: offered });
}
