// SPEC §4 language resolution and §9 languages, right-to-left set. §9 says "40 languages" and
// names 41 codes (fa last); all named codes are kept.
import { DomainError, DomainErrorCode } from './errors.ts';

const isString = (v: unknown): v is string => typeof v === 'string';

export const LANGUAGES = [
  'ar',
  'az',
  'bg',
  'bn',
  'ca',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fi',
  'fr',
  'ha',
  'hi',
  'hr',
  'hu',
  'hy',
  'it',
  'ja',
  'ka',
  'km',
  'ko',
  'ku',
  'lo',
  'mn',
  'ms',
  'nl',
  'nn',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sq',
  'sv',
  'th',
  'tr',
  'ur',
  'vi',
  'zh',
  'fa',
] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';
/** SPEC §9: ar and fa; ur is also treated right-to-left. */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'fa', 'ur']);

const languages: ReadonlySet<string> = new Set(LANGUAGES);
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && languages.has(value);

/** 'ar-KW' → 'ar'; 'zh_Hant' → 'zh'. */
export const primaryLanguage = (tag: string): string => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';

export const isRtl = (language: string): boolean => RTL_LANGUAGES.has(primaryLanguage(language));

export interface LanguageInput {
  /** The browser's languages, preferred first (navigator.languages / Accept-Language order). */
  browser: readonly string[] | string | null | undefined;
  /** The business's locales, first one is its default. */
  businessLocales: readonly string[];
}

/**
 * The browser language, else the business's first locale, else en. A language the business does
 * not offer (or the app does not ship) falls back to the business's first locale.
 */
export function resolveLanguage({ browser, businessLocales }: LanguageInput): Language {
  if (!Array.isArray(businessLocales)) throw new DomainError(DomainErrorCode.invalidValue, 'businessLocales');
  const offered = businessLocales.filter(isString).map(primaryLanguage).filter(isLanguage);
  const fallback = offered[0] ?? DEFAULT_LANGUAGE;
  // The browser's list is outside data: anything but strings is ignored, not an error.
  const list: readonly unknown[] =
    typeof browser === 'string' ? [browser] : Array.isArray(browser) ? browser : [];
  const preferred = list.filter(isString).map(primaryLanguage);
  const supported = (lang: string): lang is Language =>
    isLanguage(lang) && (offered.length === 0 || offered.includes(lang));
  const candidate = preferred[0] ?? fallback;
  return supported(candidate) ? candidate : fallback;
}
