import { isRtl } from '@sufra/domain';
import { useRouteLoaderData } from 'react-router';
import { htmlLang } from '../../i18n/languages.ts';
import { fallbackLanguageOf } from '../../i18n/own-text.ts';
import type { BusinessData } from '../../shell/page-data.ts';

export type ContentLang = { lang?: string; dir?: 'rtl' | 'ltr' };

const langProps = (language: string, page: string): ContentLang =>
  language === page ? {} : { lang: htmlLang(language), dir: isRtl(language) ? 'rtl' : 'ltr' };

/**
 * `lang` and `dir` for an element holding the business's own text (names, descriptions), when
 * that text is in another language than the interface (ADR 620): English dish names on a Persian
 * page keep their full stop at the end and read in an English voice.
 */
export function useContentLang(): ContentLang {
  const business = useRouteLoaderData('business') as BusinessData | undefined;
  if (!business) return {};
  return langProps(business.contentLanguage, business.language);
}

/**
 * `lang` and `dir` for one business text (ADR 1460, 1492): as `useContentLang`, except a text
 * stored in the language it was added in (`stored`), or one the business wrote only in another of
 * its languages (the server's fallback) says that language: as the server names it
 * (`fallbackLangs`, same script or not: English on a French page), else by its letters (a text
 * the response does not list, such as an order line of a dish since renamed).
 */
export function useTextLang(): (text: string, stored?: string) => ContentLang {
  const business = useRouteLoaderData('business') as BusinessData | undefined;
  return (text, stored) => {
    if (!business) return {};
    const language =
      stored ??
      business.fallbackLangs[text] ??
      fallbackLanguageOf(text, business.contentLanguage, business.restaurant.locales) ??
      business.contentLanguage;
    return langProps(language, business.language);
  };
}
