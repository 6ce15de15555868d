// [product: Opening hours and scheduling] a shift as minutes of its day, without time-zone code, so
// the first view (opening hours in structured data) does not pull @date-fns/tz (ADR 608).
import { MINUTES_PER_DAY, parseClock } from './clock.ts';
import { DomainError, DomainErrorCode } from './errors.ts';
import type { Shift } from './types.ts';

/** [product: Opening hours and scheduling]: a shift starting at '24' means all day. */
export const isAllDayShift = (shift: Pick<Shift, 'time_from'>): boolean =>
  typeof shift?.time_from === 'string' && shift.time_from.trim().startsWith('24');

/**
 * A shift as [from, to) minutes from its day's midnight. A shift ending at or before its start
 * runs past midnight, so its end is pushed into the next day (to > 1440).
 */
export function shiftRange(shift: Shift, field = 'shift'): [number, number] {
  if (typeof shift !== 'object' || shift === null) throw new DomainError(DomainErrorCode.invalidValue, field);
  if (isAllDayShift(shift)) return [0, MINUTES_PER_DAY];
  const from = parseClock(shift.time_from, `${field}.time_from`);
  const to = parseClock(shift.time_to, `${field}.time_to`);
  return [from, to <= from ? to + MINUTES_PER_DAY : to];
}
