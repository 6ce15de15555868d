import { formatLocale, primaryLanguage } from '@sufra/domain';
import type { Messages, TFunction } from './lite.tsx';

/**
 * Month, weekday and relative-time words for the languages whose CLDR data browsers do not ship
 * (ADR 1361, after ADR 625): az, hy, ka, km, lo, mn, sq. Their tables (`locales/dates/<code>.json`)
 * travel inside that language's catalog only, so no other page carries a byte of them; figures
 * and order keep the stand-in locale's (day before month, 24-hour clock), the words are the
 * language's own.
 */
type DateWords = {
  month: string[];
  monthShort: string[];
  weekday: string[];
  weekdayShort: string[];
  t: TFunction;
};

const registered = new Map<string, DateWords>();

/** Takes a catalog's date words, if it has any (called with the page's translator). */
export function registerDateWords(language: string, messages: Messages, t: TFunction): void {
  const month = messages['date.month'];
  if (typeof month !== 'string') return;
  const list = (key: string) => String(messages[key] ?? '').split('|');
  registered.set(primaryLanguage(language), {
    month: month.split('|'),
    monthShort: list('date.monthShort'),
    weekday: list('date.weekday'),
    weekdayShort: list('date.weekdayShort'),
    t,
  });
}

/**
 * The locale dates and times are written in ([product: Storefront and looks] "date locale
 * default ar", ADR 622): the page's language, or Arabic when the runtime has no calendar data.
 */
export function dateLocale(language: string): string {
  try {
    const locale = formatLocale(language);
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length ? locale : 'ar';
  } catch {
    return 'ar';
  }
}

const WEEKDAYS_EN = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export type DateFormat = { format: (value: number | Date) => string };

/**
 * `new Intl.DateTimeFormat(dateLocale(language), options)`, with the month and weekday names of
 * the language's own table where it has one.
 */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): DateFormat {
  const intl = new Intl.DateTimeFormat(dateLocale(language), options);
  const words = registered.get(primaryLanguage(language));
  if (!words) return intl;
  const longMonth = options.month === 'long' || options.dateStyle === 'long' || options.dateStyle === 'full';
  const longWeekday = options.weekday === 'long' || options.dateStyle === 'full';
  const index = new Intl.DateTimeFormat('en-US', {
    month: 'numeric',
    weekday: 'short',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  return {
    format(value) {
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

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'week';

/** `Intl.RelativeTimeFormat(…, { numeric: 'auto' }).format(value, unit)`, in the language's own words. */
export function relativeTime(value: number, unit: Unit, language: string): string {
  const words = registered.get(primaryLanguage(language));
  if (!words)
    return new Intl.RelativeTimeFormat(dateLocale(language), { numeric: 'auto' }).format(value, unit);
  if (unit === 'day' && Math.abs(value) <= 1)
    return words.t(
      value < 0 ? 'date.relative.yesterday' : value > 0 ? 'date.relative.tomorrow' : 'date.relative.today',
    );
  if (unit === 'second' || value === 0) return words.t('date.relative.now');
  return words.t(`date.relative.${unit}.${value < 0 ? 'past' : 'future'}`, { count: Math.abs(value) });
}
