/** SPEC §9: the 40 interface languages. */
export const SUPPORTED_LANGUAGES = [
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

const RTL = new Set(['ar', 'fa', 'ur']);

export const directionOf = (language: string): 'rtl' | 'ltr' =>
  RTL.has(language.split('-')[0] ?? '') ? 'rtl' : 'ltr';

/** SPEC §9: the chosen language is remembered in this cookie for 365 days, path root. */
export const LANGUAGE_COOKIE = 'i18n_redirected';
