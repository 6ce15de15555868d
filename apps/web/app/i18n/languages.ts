import { intlLocale, isRtl, LANGUAGES } from '@sufra/domain';

/** [product: Storefront and looks]: the interface languages, as the domain defines them. */
export const SUPPORTED_LANGUAGES = LANGUAGES;

/**
 * The BCP 47 tag a page or element written in `language` says it is in (`lang`, ADR 1360): our
 * `ku` catalog is Central Kurdish (Sorani, ADR 621), whose tag is `ckb` — `ku` would tell screen
 * readers, hyphenation and fonts it is Kurmanji. The URL and the setting keep the code `ku`.
 */
export const htmlLang = (language: string): string => intlLocale(language);

export const directionOf = (language: string): 'rtl' | 'ltr' => (isRtl(language) ? 'rtl' : 'ltr');

/**
 * The comma between the parts of an address or a list of options, as the language writes it
 * (ADR 1361): the Arabic comma in Arabic-script languages, the ideographic comma in Japanese and
 * Chinese. Not Intl.ListFormat, which puts "and" (و، و) before the last part.
 */
const LIST_SEPARATORS: Readonly<Record<string, string>> = {
  ar: '، ',
  fa: '، ',
  ur: '، ',
  ku: '، ',
  ja: '、',
  zh: '、',
};
export const listSeparator = (language: string): string =>
  LIST_SEPARATORS[language.split(/[-_]/)[0]?.toLowerCase() ?? ''] ?? ', ';

/** [product: Storefront and looks]: the chosen language is remembered in this cookie for 365 days, path root. */
export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
