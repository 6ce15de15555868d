type T = (key: string) => string;

/**
 * "You're offline": rendered hidden with every storefront page and shown by CSS while the
 * after-load script (register.ts) marks `<html data-offline>`, so the first view carries no code
 * for it and a re-render of the page never hides it again (ADR 822).
 * Its data attributes give the service worker its offline page in the page's language.
 */
export function OfflineBanner({ t }: { t: T }) {
  return (
    <div
      id="offline-banner"
      role="status"
      data-title={t('offline.pageTitle')}
      data-body={t('offline.pageBody')}
      data-action={t('offline.pageAction')}
      className="offline-banner fixed inset-x-3 top-3 z-50 mx-auto max-w-md rounded-2xl bg-ink px-4 py-3 text-center text-sm text-surface shadow-lg"
    >
      <strong className="font-semibold">{t('offline.banner')}</strong> {t('offline.lastSeen')}
    </div>
  );
}
