import { primaryLanguage } from '@sufra/domain';
import type { Localized } from './db/schema/columns.ts';

/**
 * Picks a localized text: the requested locale, then its base language (ar-KW → ar),
 * then the business's first locale, then any text at all.
 */
export function pickText(text: Localized | null | undefined, locale: string, fallback: string): string {
  // Stored jsonb may hold anything: only string values of an object count as texts (ADR 005).
  if (typeof text !== 'object' || text === null || Array.isArray(text)) return '';
  // An empty translation counts as missing: the business's first locale shows instead, never a blank.
  const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
  const at = (key: string) => (filled(text[key]) ? text[key] : undefined);
  const base = primaryLanguage(locale);
  return at(locale) ?? at(base) ?? at(fallback) ?? Object.values(text).find(filled) ?? '';
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
