// [product: Storefront and looks] language resolution and §9 languages, right-to-left set. §9 says "40 languages" and
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
/**
 * [product: Storefront and looks]: ar and fa; ur is also treated right-to-left. `ku` is written in Central Kurdish
 * (Sorani, Arabic script, ADR 621), so it reads right-to-left too (ADR 620).
 */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'fa', 'ur', 'ku']);

/**
 * The locale `Intl` formats a language with: `ku` is Central Kurdish here (ADR 621), which ICU
 * calls `ckb` (its `ku` is Kurmanji, in Latin letters); every other code is its own.
 */
export const intlLocale = (language: string): string =>
  primaryLanguage(language) === 'ku' ? 'ckb' : language;

/**
 * Languages whose CLDR data browsers do not ship (Chromium's trimmed ICU formats them as American
 * English, and Azerbaijani months as "M01"), with the locale both the server and the browser
 * format their figures, dates and plurals through, so the server-rendered page and hydration
 * agree (ADR 625): Norwegian Nynorsk as Bokmål, Hausa as Nigerian English, Central Kurdish as
 * Iraqi Arabic (Arabic-Indic digits and the month names Sorani readers share), the rest as
 * British English (day before month, 24-hour clock, as those languages write).
 */
export const FORMAT_STAND_INS: Readonly<Record<string, string>> = {
  az: 'en-GB',
  ha: 'en-NG',
  hy: 'en-GB',
  ka: 'en-GB',
  km: 'en-GB',
  ku: 'ar-IQ',
  lo: 'en-GB',
  mn: 'en-GB',
  nn: 'nb',
  sq: 'en-GB',
};

/** The locale figures, dates, plurals and display names of a page are formatted in (ADR 625). */
export const formatLocale = (language: string): string =>
  FORMAT_STAND_INS[primaryLanguage(language)] ?? intlLocale(language);

const languages: ReadonlySet<string> = new Set(LANGUAGES);
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && languages.has(value);

/** 'ar-KW' → 'ar'; 'zh_Hant' → 'zh'. */
export const primaryLanguage = (tag: string): string => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';

export const isRtl = (language: string): boolean => RTL_LANGUAGES.has(primaryLanguage(language));

export interface LanguageInput {
  /**
   * The languages asked for, preferred first: the remembered choice (i18n_redirected cookie),
   * then the browser's (navigator.languages / Accept-Language in q order).
   */
  browser: readonly string[] | string | null | undefined;
  /** The business's locales, first one is its default. */
  businessLocales: readonly string[];
}

/**
 * The first asked-for language the business offers (and the app ships), else the business's
 * first locale, else en. Every preference is tried in order: a remembered language the business
 * no longer offers, or a first browser language it never did, does not hide the next one.
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
  return preferred.find(supported) ?? fallback;
}

/**
 * The interface language (ADR 620): any of the app's languages, whatever the
 * business writes its content in — the first asked-for language the app ships (`shipped`, by
 * default all of LANGUAGES), else the business's first locale, else en. The business's content
 * follows `resolveLanguage` with this language asked first.
 */
export function resolveInterfaceLanguage(
  { browser, businessLocales }: LanguageInput,
  shipped: readonly string[] = LANGUAGES,
): Language {
  const ships = (lang: string): lang is Language => isLanguage(lang) && shipped.includes(lang);
  const list: readonly unknown[] =
    typeof browser === 'string' ? [browser] : Array.isArray(browser) ? browser : [];
  const asked = list.filter(isString).map(primaryLanguage).find(ships);
  if (asked) return asked;
  const first = resolveLanguage({ browser: [], businessLocales });
  return ships(first) ? first : DEFAULT_LANGUAGE;
}
