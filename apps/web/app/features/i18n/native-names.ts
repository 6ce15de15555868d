import type { Language } from '@sufra/domain';

/**
 * Every interface language in its own name (ADR 620), as a speaker writes it at the start of a
 * menu line: CLDR's names (Intl.DisplayNames), capitalised where the script has capitals —
 * not Georgian, whose Mtavruli capitals are not used for this. Kurdish is Central Kurdish in
 * Arabic script (ADR 621). A table, not Intl at run time:
 * building DisplayNames loads ICU data per language (ADR 304).
 */
export const NATIVE_NAMES: Record<Language, string> = {
  ar: 'العربية',
  az: 'Azərbaycanca',
  bg: 'Български',
  bn: 'বাংলা',
  ca: 'Català',
  de: 'Deutsch',
  el: 'Ελληνικά',
  en: 'English',
  es: 'Español',
  et: 'Eesti',
  fi: 'Suomi',
  fr: 'Français',
  ha: 'Hausa',
  hi: 'हिन्दी',
  hr: 'Hrvatski',
  hu: 'Magyar',
  hy: 'Հայերեն',
  it: 'Italiano',
  ja: '日本語',
  ka: 'ქართული',
  km: 'ខ្មែរ',
  ko: '한국어',
  ku: 'کوردی',
  lo: 'ລາວ',
  mn: 'Монгол',
  ms: 'Bahasa Melayu',
  nl: 'Nederlands',
  nn: 'Norsk nynorsk',
  no: 'Norsk bokmål',
  pl: 'Polski',
  pt: 'Português',
  ro: 'Română',
  ru: 'Русский',
  sq: 'Shqip',
  sv: 'Svenska',
  th: 'ไทย',
  tr: 'Türkçe',
  ur: 'اردو',
  vi: 'Tiếng Việt',
  zh: '中文',
  fa: 'فارسی',
};

export const nativeName = (code: string): string => NATIVE_NAMES[code as Language] ?? code;
