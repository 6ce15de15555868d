import { useTranslation } from '../../i18n/lite.tsx';

/** Name, phone and a note: what the business needs to hold the booking and reach the diner. */
export function ContactFields({ values }: { values: Record<string, string> }) {
  const { t } = useTranslation();
  const field = 'min-h-11 w-full rounded-2xl bg-sunken px-3 py-2 text-ink ring-1 ring-line';
  return (
    <fieldset className="space-y-3 rounded-3xl bg-card p-4 ring-1 ring-line">
      <legend className="float-start mb-2 w-full px-1 font-semibold text-ink">
        {t('reservation.contact')}
      </legend>
      <label className="clear-both block text-sm">
        <span className="mb-1 block font-medium text-ink">{t('reservation.name')}</span>
        <input
          type="text"
          name="name"
          required
          maxLength={100}
          autoComplete="name"
          defaultValue={values.name}
          className={field}
        />
      </label>
      <label className="block text-sm">
        <span className="mb-1 block font-medium text-ink">{t('reservation.phone')}</span>
        <input
          name="phone"
          type="tel"
          required
          maxLength={30}
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          defaultValue={values.phone}
          className={`${field} text-start rtl:text-end`}
        />
      </label>
      <label className="block text-sm">
        <span className="mb-1 block font-medium text-ink">{t('reservation.note')}</span>
        <textarea
          name="note"
          rows={2}
          maxLength={500}
          defaultValue={values.note}
          placeholder={t('reservation.notePlaceholder')}
          className={field}
        />
      </label>
    </fieldset>
  );
}
