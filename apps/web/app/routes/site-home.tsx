import { data } from 'react-router';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '../i18n/languages.ts';
import { useTranslation } from '../i18n/lite.tsx';
import {
  interfaceLanguage,
  rememberedLanguage,
  requestedLanguages,
} from '../i18n/request-language.server.ts';
import type { Route } from './+types/site-home';

export const meta = () => [{ title: 'Sufra' }];

/**
 * [product: Storefront and looks] "detection on root path only" (ADR 620): the root path remembers the browser's language
 * in `i18n_redirected` when nothing is remembered yet; other paths only read the cookie.
 */
export function loader({ request }: Route.LoaderArgs) {
  if (rememberedLanguage(request)) return null;
  const language = interfaceLanguage(requestedLanguages(request), []);
  return data(null, {
    headers: {
      'set-cookie': `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`,
    },
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The site root: what Sufra is, and a way into the demo storefront. */
export default function SiteHome() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-5 px-6">
      <h1 className="font-bold text-4xl text-brand-ink">{t('brand')}</h1>
      <p className="text-lg text-neutral-700 dark:text-neutral-300">{t('site.tagline')}</p>
      <a href="/demo" className="self-start rounded-full bg-brand px-5 py-3 font-medium text-white shadow">
        {t('site.openDemo')}
      </a>
    </main>
  );
}
