import { useTranslation } from '../i18n/lite.tsx';

/** `/{ref}/admin/zones` with no zone open (ADR 1201): on a desktop, beside the list, what to do. */
export default function AdminZonesIndex() {
  const { t } = useTranslation();
  return (
    <p className="hidden rounded-2xl bg-card p-6 text-muted shadow-sm ring-1 ring-line lg:block">
      {t('admin.zones.pick')}
    </p>
  );
}
