import type { Localized } from '../db/schema/columns.ts';

/**
 * Picks a localized text: the requested locale, then its base language (ar-KW → ar),
 * then the business's first locale, then any text at all.
 */
export function pickText(text: Localized | null | undefined, locale: string, fallback: string): string {
  if (!text) return '';
  const base = locale.split('-')[0] ?? locale;
  return text[locale] ?? text[base] ?? text[fallback] ?? Object.values(text)[0] ?? '';
}

/** Resolves the request's `locale` header against the business's locales (SPEC §4 language rule). */
export function resolveLocale(requested: string | undefined, locales: string[]): string {
  const first = locales[0] ?? 'en';
  if (!requested) return first;
  const base = requested.toLowerCase().split('-')[0] ?? '';
  return (
    locales.find((l) => l.toLowerCase() === requested.toLowerCase()) ??
    locales.find((l) => l === base) ??
    first
  );
}
