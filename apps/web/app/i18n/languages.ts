import { isRtl, LANGUAGES } from '@sufra/domain';

/** [product: Storefront and looks]: the interface languages, as the domain defines them. */
export const SUPPORTED_LANGUAGES = LANGUAGES;

export const directionOf = (language: string): 'rtl' | 'ltr' => (isRtl(language) ? 'rtl' : 'ltr');

/** [product: Storefront and looks]: the chosen language is remembered in this cookie for 365 days, path root. */
export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
