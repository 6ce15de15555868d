import { primaryLanguage } from '@sufra/domain';
import type { Localized } from './db/schema/columns.ts';

/**
 * Picks a localized text: the requested locale, then its base language (ar-KW → ar),
 * then the business's first locale, then any text at all.
 */
export function pickText(text: Localized | null | undefined, locale: string, fallback: string): string {
  const key = pickedLanguage(text, locale, fallback);
  return key === null ? '' : ((text as Localized)[key] as string);
}

/**
 * The language `pickText` takes the text from (its key in the stored texts), or null when there is
 * no text: the same order — the locale, its base language, the business's first, any.
 */
export function pickedLanguage(
  text: Localized | null | undefined,
  locale: string,
  fallback: string,
): string | null {
  // Stored jsonb may hold anything: only string values of an object count as texts (ADR 005).
  if (typeof text !== 'object' || text === null || Array.isArray(text)) return null;
  // An empty translation counts as missing: the business's first locale shows instead, never a blank.
  const filled = (key: string) => typeof text[key] === 'string' && (text[key] as string).trim() !== '';
  const base = primaryLanguage(locale);
  return [locale, base, fallback].find(filled) ?? Object.keys(text).find(filled) ?? null;
}

/**
 * The texts `pickText` gives in another language than `locale` (ADR 1492), by text: the language
 * each is written in. The page cannot always tell them by their letters (English falling back on
 * a French page, Urdu on a Persian one), and a screen reader needs their `lang` to voice them.
 */
export function fallbackLanguages(
  texts: Iterable<Localized | null | undefined>,
  locale: string,
  fallback: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  const wanted = primaryLanguage(locale);
  for (const text of texts) {
    const key = pickedLanguage(text, locale, fallback);
    if (key === null || primaryLanguage(key) === wanted) continue;
    out[(text as Localized)[key] as string] = key;
  }
  return out;
}

/** Resolves the request's `locale` header against the business's locales ([product: Storefront and looks] language rule). */
export function resolveLocale(requested: string | undefined, locales: string[]): string {
  const first = locales[0] ?? 'en';
  if (!requested) return first;
  // Headers spell a region with either separator: ar-KW and ar_KW are both Arabic.
  const wanted = requested.trim().toLowerCase().replace('_', '-');
  const base = primaryLanguage(wanted);
  return (
    locales.find((l) => l.toLowerCase().replace('_', '-') === wanted) ??
    locales.find((l) => l === base) ??
    first
  );
}

/**
 * Every filled text of a localized value, by language (ADR 1460): for a business's own labels the
 * interface picks its language's and otherwise its translation, so the API gives them all rather
 * than one chosen by the content language (a French page must not read the English label).
 */
export function filledTexts(text: Localized | null | undefined): Record<string, string> {
  if (typeof text !== 'object' || text === null || Array.isArray(text)) return {};
  return Object.fromEntries(
    Object.entries(text).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''),
  );
}
