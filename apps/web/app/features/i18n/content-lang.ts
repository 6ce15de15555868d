import { isRtl } from '@sufra/domain';
import { useRouteLoaderData } from 'react-router';
import { htmlLang } from '../../i18n/languages.ts';
import type { BusinessData } from '../../shell/page-data.ts';

export type ContentLang = { lang?: string; dir?: 'rtl' | 'ltr' };

/**
 * `lang` and `dir` for an element holding the business's own text (names, descriptions), when
 * that text is in another language than the interface (ADR 620): English dish names on a Persian
 * page keep their full stop at the end and read in an English voice.
 */
export function useContentLang(): ContentLang {
  const business = useRouteLoaderData('business') as BusinessData | undefined;
  if (!business || business.contentLanguage === business.language) return {};
  return { lang: htmlLang(business.contentLanguage), dir: isRtl(business.contentLanguage) ? 'rtl' : 'ltr' };
}
