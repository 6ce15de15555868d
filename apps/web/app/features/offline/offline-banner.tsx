type T = (key: string) => string;

/**
 * "You're offline": rendered hidden with every storefront page, shown by the after-load script
 * (register.ts) when the connection drops, so the first view carries no code for it (ADR 822).
 * Its data attributes give the service worker its offline page in the page's language.
 */
export function OfflineBanner({ t }: { t: T }) {
  return (
    <div
      id="offline-banner"
      hidden
      role="status"
      data-title={t('offline.pageTitle')}
      data-body={t('offline.pageBody')}
      data-action={t('offline.pageAction')}
      className="fixed inset-x-3 top-3 z-50 mx-auto max-w-md rounded-2xl bg-ink px-4 py-3 text-center text-sm text-surface shadow-lg"
    >
      <strong className="font-semibold">{t('offline.banner')}</strong> {t('offline.lastSeen')}
    </div>
  );
}
