// [product: Opening hours and scheduling] clock times as minutes since midnight. Free of time-zone
// code so the first view can read shifts without loading @date-fns/tz (ADR 608).
import { DomainError, DomainErrorCode } from './errors.ts';

export const MINUTES_PER_DAY = 1440;

// Seconds (`HH:mm:ss`) are tolerated because shift tables often carry them; they are ignored.
const H24 = /^(\d{2}):(\d{2})(?::\d{2})?$/;
const H12 = /^(\d{1,2}):(\d{2})\s?([AaPp][Mm])$/;
export const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::\d{2})?$/;

/**
 * Minutes since midnight (0–1440; '24:00' is 1440, the end of the day). A full `YYYY-MM-DD HH:mm`
 * gives its time part. Anything else throws DomainError INVALID_TIME naming the field.
 */
export function parseClock(value: string, field = 'time'): number {
  if (typeof value !== 'string') throw new DomainError(DomainErrorCode.invalidTime, field);
  const text = value.trim();
  const dt = DATE_TIME.exec(text);
  if (dt) return clock(Number(dt[4]), Number(dt[5]), field);
  const h24 = H24.exec(text);
  if (h24) return clock(Number(h24[1]), Number(h24[2]), field);
  const h12 = H12.exec(text);
  if (h12) {
    const hours = Number(h12[1]);
    if (hours < 1 || hours > 12) throw new DomainError(DomainErrorCode.invalidTime, field);
    const pm = (h12[3] as string).toUpperCase() === 'PM';
    return clock((hours % 12) + (pm ? 12 : 0), Number(h12[2]), field);
  }
  throw new DomainError(DomainErrorCode.invalidTime, field);
}

export function clock(hours: number, minutes: number, field: string): number {
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) {
    throw new DomainError(DomainErrorCode.invalidTime, field);
  }
  return hours * 60 + minutes;
}
