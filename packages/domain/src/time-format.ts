// [product: Placing an order] accepted time formats: `YYYY-MM-DD HH:mm`, `HH:mm`, `hh:mm A`, `h:mm A`.
import { TZDate } from '@date-fns/tz';
import { DomainError, DomainErrorCode } from './errors.ts';

/** [product: Delivery, areas and shipping] default time zone. */
export const DEFAULT_TIME_ZONE = 'Asia/Kuwait';

import { clock, DATE_TIME } from './clock.ts';

export { MINUTES_PER_DAY, parseClock } from './clock.ts';

const pad = (n: number): string => String(n).padStart(2, '0');

/** 0–1440 minutes → `HH:mm` (1440 → '24:00'). */
export const formatClock = (minutes: number): string =>
  `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

const zones = new Set<string>();

/** Throws DomainError INVALID_TIME_ZONE unless Intl knows the zone. */
export function requireTimeZone(timeZone: string, field = 'timeZone'): string {
  if (zones.has(timeZone)) return timeZone;
  try {
    if (typeof timeZone !== 'string' || timeZone === '') throw new RangeError(field);
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new DomainError(DomainErrorCode.invalidTimeZone, field);
  }
  zones.add(timeZone);
  return timeZone;
}

/** Throws DomainError INVALID_DATE unless `date` is a valid Date. */
export function requireDate(date: Date, field = 'now'): Date {
  if (!(date instanceof Date) || Number.isNaN(date.getTime()))
    throw new DomainError(DomainErrorCode.invalidDate, field);
  return date;
}

/** `YYYY-MM-DD` of the instant in the zone. */
export function localDate(date: Date, timeZone: string): string {
  const d = new TZDate(date.getTime(), timeZone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The instant of a local `YYYY-MM-DD` date plus minutes since midnight, in the zone. */
export function zonedInstant(date: string, minutes: number, timeZone: string, field = 'date'): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new DomainError(DomainErrorCode.invalidDate, field);
  const d = new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 0, minutes, requireTimeZone(timeZone));
  return new Date(d.getTime());
}

/** Parses `YYYY-MM-DD HH:mm` as a local time in the zone. */
export function parseLocalDateTime(value: string, timeZone: string, field = 'time'): Date {
  const dt = typeof value === 'string' ? DATE_TIME.exec(value.trim()) : null;
  if (!dt) throw new DomainError(DomainErrorCode.invalidTime, field);
  return zonedInstant(
    `${dt[1]}-${dt[2]}-${dt[3]}`,
    clock(Number(dt[4]), Number(dt[5]), field),
    timeZone,
    field,
  );
}

/** `YYYY-MM-DD HH:mm` of an instant in the zone (the request format of scheduled orders). */
export function formatLocalDateTime(date: Date, timeZone: string): string {
  const d = new TZDate(requireDate(date).getTime(), requireTimeZone(timeZone));
  return `${localDate(d, timeZone)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
