import { resolveInterfaceLanguage, resolveLanguage } from '@sufra/domain';
import { readCookie } from '../platform/cookies.ts';
import { shippedLanguages } from './catalogs.ts';
import { LANGUAGE_COOKIE } from './languages.ts';

/** The language a request asks for: the remembered cookie first, then the browser's languages. */
export function requestedLanguages(request: Request): string[] {
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
  return remembered ? [remembered, ...accept] : accept;
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
