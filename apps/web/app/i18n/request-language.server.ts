import { resolveLanguage } from '@sufra/domain';
import { LANGUAGE_COOKIE } from './languages.ts';

/** The language a request asks for: the remembered cookie first, then the browser's languages. */
export function requestedLanguages(request: Request): string[] {
  const cookie = request.headers.get('cookie') ?? '';
  const remembered = cookie
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  const accept = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q) : 1 };
    })
    .filter((x) => x.tag && x.tag !== '*' && Number.isFinite(x.q))
    .sort((a, b) => b.q - a.q)
    .map((x) => x.tag);
  return remembered ? [decodeURIComponent(remembered).toLowerCase(), ...accept] : accept;
}

/**
 * [product: Storefront and looks] (the domain's rule): the remembered or browser language when the business offers it,
 * else the business's first locale.
 */
export function pickLanguage(requested: string[], offered: readonly string[]): string {
  return resolveLanguage({ browser: requested, businessLocales: offered });
}
