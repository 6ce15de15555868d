import { formatLocale, formatMoney } from '@sufra/domain';
import { useBusiness } from '../features/storefront/use-business.ts';
import { dateFormat } from '../i18n/date-words.ts';

/** Money in the business currency and the page language (the domain's formatter, [product: Storefront and looks] digits). */
export function useMoney(): (minor: number) => string {
  const { restaurant, language } = useBusiness();
  return (minor) => formatMoney(minor, restaurant.currency, formatLocale(language));
}

// One place that knows the date locale and the date words (ADR 622, 1361).
export { dateFormat, dateLocale } from '../i18n/date-words.ts';

/** `HH:mm` as the language writes a time of day. */
export function formatTimeOfDay(hhmm: string, language: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return dateFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2024, 0, 1, h, m));
}

/** Weekday name of a Monday-first day index ([product: Opening hours and scheduling]). */
export function weekdayName(index: number, language: string, width: 'long' | 'short' = 'long'): string {
  // 2024-01-01 was a Monday.
  return dateFormat(language, { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + index));
}

/**
 * A scheduled order's time: the slot's start instant as the business's clock reads it, in the
 * page language ("Tuesday 24 Nov, 7:30 PM"), with the slot's end when known ("– 8:00 PM").
 */
export function formatScheduled(
  iso: string,
  slotTo: string | null,
  language: string,
  timeZone: string,
): string {
  const start = dateFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
  return slotTo ? `${start} – ${formatTimeOfDay(slotTo, language)}` : start;
}

/**
 * A countdown "m:ss" in the page's digits (ADR 1361): one digit system per page, so a Persian
 * page counts ۴:۰۹, never 4:09 beside Persian text.
 */
export function formatCountdown(ms: number, language: string): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const locale = formatLocale(language);
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  return `${new Intl.NumberFormat(locale).format(Math.floor(s / 60))}:${two.format(s % 60)}`;
}

/** Latin digits of a fixed text ("19:30") in the page's digit system, the shape kept (ADR 1361). */
export function formatDigits(text: string, language: string): string {
  const digits = new Intl.NumberFormat(formatLocale(language), { useGrouping: false });
  return text.replace(/[0-9]/g, (d) => digits.format(Number(d)));
}
