import { useTranslation } from '../../i18n/lite.tsx';
import { buttonClass } from '../../ui/button.tsx';

/**
 * The live preview (ADR 1120): the real storefront in a frame, reloaded after every save (its
 * address carries the settings' version), so what the owner sees is what diners get. Its
 * `?preview=` also tells the server not to count its visit (ADR 1160).
 */
export function LivePreview({ reference, version }: { reference: string; version: string }) {
  const { t } = useTranslation();
  return (
    <aside aria-labelledby="settings-preview" className="space-y-2 lg:sticky lg:top-28">
      <div className="flex items-center justify-between gap-2">
        <h2 id="settings-preview" className="font-semibold text-ink text-lg">
          {t('admin.settings.preview')}
        </h2>
        <a
          href={`/${reference}`}
          target="_blank"
          rel="noreferrer"
          className={buttonClass({ variant: 'quiet', size: 'icon', pill: true })}
        >
          {t('admin.settings.openStore')}
        </a>
      </div>
      <p className="text-muted text-sm">{t('admin.settings.previewHint')}</p>
      <div className="mx-auto w-full max-w-[390px] overflow-hidden rounded-[2rem] bg-ink p-2 shadow-lg">
        <iframe
          key={version}
          src={`/${reference}?preview=${version}`}
          title={t('admin.settings.previewFrame')}
          className="block h-[640px] w-full rounded-[1.5rem] bg-card"
          loading="lazy"
        />
      </div>
    </aside>
  );
}
