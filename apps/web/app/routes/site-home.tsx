import { useTranslation } from '../i18n/lite.tsx';

export const meta = () => [{ title: 'Sufra' }];

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
