import { formatLocale } from '@sufra/domain';
import { dateWordsOf } from '../i18n/date-words.ts';

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

/** What `dateFormat` returns: `Intl.DateTimeFormat`'s `format`, the one method the app writes with. */
export type DateFormat = Pick<Intl.DateTimeFormat, 'format'>;

const WEEKDAYS_EN = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The one way the web app writes a date or a time (ADR 1302): a formatter in the page language's
 * date locale. A lint rule (apps/web/lint/date-format.grit) keeps `new Intl.DateTimeFormat` here.
 * For the languages browsers carry no date data for (az, hy, ka, km, lo, mn, sq: ADR 1361), the
 * stand-in locale's month and weekday names are replaced by the words of the language's catalog;
 * figures and order stay the stand-in's (day before month, 24-hour clock).
 */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): DateFormat {
  const intl = new Intl.DateTimeFormat(dateLocale(language), options);
  const words = dateWordsOf(language);
  if (!words) return intl;
  const longMonth = options.month === 'long' || options.dateStyle === 'long' || options.dateStyle === 'full';
  const longWeekday = options.weekday === 'long' || options.dateStyle === 'full';
  const index = new Intl.DateTimeFormat('en-US', {
    month: 'numeric',
    weekday: 'short',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  return {
    format(value = Date.now()) {
      const at = index.formatToParts(value);
      const month = Number(at.find((p) => p.type === 'month')?.value) - 1;
      const weekday = WEEKDAYS_EN.indexOf(at.find((p) => p.type === 'weekday')?.value ?? '');
      return intl
        .formatToParts(value)
        .map((p) => {
          if (p.type === 'month' && !/^\d+$/.test(p.value))
            return (longMonth ? words.month : words.monthShort)[month] ?? p.value;
          if (p.type === 'weekday')
            return (longWeekday ? words.weekday : words.weekdayShort)[weekday] ?? p.value;
          // The stand-in's English joiner between a date and its time.
          if (p.type === 'literal' && p.value === ' at ') return ', ';
          return p.value;
        })
        .join('');
    },
  };
}

type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week';

/**
 * `Intl.RelativeTimeFormat(dateLocale(language), { numeric: 'auto' }).format(value, unit)`, in the
 * language's own words where its catalog has them (ADR 1361).
 */
export function relativeTime(value: number, unit: RelativeUnit, language: string): string {
  const words = dateWordsOf(language);
  if (!words)
    return new Intl.RelativeTimeFormat(dateLocale(language), { numeric: 'auto' }).format(value, unit);
  if (unit === 'day' && Math.abs(value) <= 1)
    return words.t(
      value < 0 ? 'date.relative.yesterday' : value > 0 ? 'date.relative.tomorrow' : 'date.relative.today',
    );
  if (unit === 'second' || value === 0) return words.t('date.relative.now');
  return words.t(`date.relative.${unit}.${value < 0 ? 'past' : 'future'}`, { count: Math.abs(value) });
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
