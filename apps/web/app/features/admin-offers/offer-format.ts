import { formatMoney } from '@sufra/domain';
import { dateFormat, weekdayName } from '../../ui/format.ts';

/** How the offers page words an amount off: "25 %" in the page's language, or the money. */
export function amountText(kind: 'percent' | 'fixed', value: number, currency: string, language: string) {
  if (kind === 'fixed') return formatMoney(value, currency, language);
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 3 }).format(value / 100);
}

/** An instant in words, in the business's zone. */
export const momentText = (iso: string, timeZone: string, language: string) =>
  dateFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));

const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A happy hour's window in words (ADR 1485): "Mon, Tue, Wed 17:00–19:00", the business's clock. */
export function windowText(
  hour: { days: number[]; from_minute: number; to_minute: number },
  language: string,
  everyDay: string,
) {
  const days =
    hour.days.length === 7
      ? everyDay
      : new Intl.ListFormat(language, { style: 'narrow', type: 'unit' }).format(
          hour.days.map((d) => weekdayName(d, language, 'short')),
        );
  return `${days} ${clockText(hour.from_minute)}–${clockText(hour.to_minute)}`;
}
