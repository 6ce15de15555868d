import { useTranslation } from '../../i18n/lite.tsx';

/**
 * Over a draft storefront its signed-in team previews (ADR 1373): diners see "coming soon" until
 * the owner publishes it from the back office, and no order is taken meanwhile.
 */
export function DraftPreviewBanner({ businessRef }: { businessRef: string }) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      data-testid="draft-preview"
      className="bg-amber-100 px-4 py-2 text-center text-amber-950 text-sm dark:bg-amber-950 dark:text-amber-50"
    >
      {t('nav.draftPreview')}{' '}
      <a href={`/${businessRef}/admin`} className="font-semibold underline">
        {t('nav.draftPublish')}
      </a>
    </p>
  );
}
