import type { ReservationSlotsResponse } from '@sufra/contract';
import { Form, useSubmit } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import { dateFormat } from '../../ui/format.ts';

type Choices = {
  party: number;
  max: number;
  date: string;
  tableId: number;
  area: string;
  withTable: boolean;
  slots: ReservationSlotsResponse;
};

/** A local date (YYYY-MM-DD) as "Tue 24 Nov" in the page's language; the date has no time zone. */
export function dayLabel(date: string, language: string, style: 'short' | 'long' = 'short'): string {
  const at = new Date(`${date}T12:00:00Z`);
  return dateFormat(language, {
    weekday: style,
    day: 'numeric',
    month: style,
    timeZone: 'UTC',
  }).format(at);
}

/**
 * Party size, day, and table or area: a GET form, so the times below follow the choices before
 * scripts run ("Show times"); with scripts each change applies at once.
 */
export function BookingChoices({ data, values }: { data: Choices; values: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const submit = useSubmit();
  const fits = data.slots.tables.filter((tb) => tb.seats >= data.party);
  const field = 'min-h-11 w-full rounded-2xl bg-sunken px-3 text-ink ring-1 ring-line';
  return (
    <Form
      method="get"
      replace
      preventScrollReset
      onChange={(e) => submit(e.currentTarget, { replace: true, preventScrollReset: true })}
      className="grid gap-3 rounded-3xl bg-card p-4 ring-1 ring-line sm:grid-cols-2"
      data-testid="reservation-choices"
    >
      <label className="block text-sm">
        <span className="mb-1 block font-medium text-ink">{t('reservation.party')}</span>
        <select name="party" defaultValue={values.party ?? String(data.party)} className={field}>
          {Array.from({ length: data.max }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {t('reservation.people', { count: n })}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm">
        <span className="mb-1 block font-medium text-ink">{t('reservation.date')}</span>
        <select name="date" defaultValue={data.date} className={field}>
          {data.slots.days.map((d) => {
            const full = !d.slots.some((s) => s.available);
            return (
              <option key={d.date} value={d.date}>
                {dayLabel(d.date, i18n.language)}
                {full ? ` · ${t('reservation.full')}` : ''}
              </option>
            );
          })}
        </select>
      </label>
      {data.withTable && data.slots.areas.length ? (
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-ink">{t('reservation.area')}</span>
          <select name="area" defaultValue={data.area} className={field}>
            <option value="">{t('reservation.anyArea')}</option>
            {data.slots.areas.map((a) => (
              <option key={a} value={a}>
                {/* The area's words in the diner's language (ADR 1503); its value as written. */}
                {data.slots.tables.find((tb) => tb.floor === a)?.floor_label ?? a}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {data.withTable && fits.length ? (
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-ink">{t('reservation.table')}</span>
          <select name="table" defaultValue={data.tableId ? String(data.tableId) : ''} className={field}>
            <option value="">{t('reservation.anyTable')}</option>
            {fits
              .filter((tb) => !data.area || tb.floor === data.area)
              .map((tb) => (
                <option key={tb.id} value={tb.id}>
                  {t('reservation.tableOption', { name: tb.name, seats: tb.seats })}
                </option>
              ))}
          </select>
        </label>
      ) : null}
      {/* Always there (not only in <noscript>): a form is submitted by a button, for those who
        do not change a field by pointer, and HTML_CodeSniffer's H32 (ADR 1461). */}
      <Button type="submit" variant="secondary" className="sm:col-span-2">
        {t('reservation.showTimes')}
      </Button>
    </Form>
  );
}
