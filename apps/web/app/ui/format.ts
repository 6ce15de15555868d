import { formatLocale } from '@sufra/domain';

/**
 * The locale dates and times are written in ([product: Storefront and looks] "date locale default ar", ADR 622): the
 * page's language, or Arabic when the runtime has no calendar data for it.
 */
export function dateLocale(language: string): string {
  try {
    const locale = formatLocale(language);
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length ? locale : 'ar';
  } catch {
    return 'ar';
  }
}

/**
 * The one way the web app writes a date or a time (ADR 1302): a formatter in the page language's
 * date locale. A lint rule (apps/web/lint/date-format.grit) keeps `new Intl.DateTimeFormat` here.
 */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(dateLocale(language), options);
}

/** `HH:mm` as the language writes a time of day. */
export function formatTimeOfDay(hhmm: string, language: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return dateFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1, h, m),
  );
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
