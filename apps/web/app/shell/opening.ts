import {
  type Availability,
  type DayIndex,
  dayIndexOf,
  dayOf,
  formatClock,
  formatLocalDateTime,
  isAllDayShift,
  isOpenAt,
  MINUTES_PER_DAY,
  shiftRange,
} from '@sufra/domain';

export type OpeningState = {
  open: boolean;
  /** Local `HH:mm` the current shift ends; null when open all day or closed. */
  closesAt: string | null;
  /** When closed: the next opening, `days` from today (0 = later today) at local `HH:mm`. */
  next: { days: number; at: string; weekday: DayIndex } | null;
  /** Closed because the branch paused this selling type (ADR 1080), not by its hours. */
  paused?: true;
};

const minuteOfDay = (now: Date, timeZone: string): number => {
  // `YYYY-MM-DD HH:mm` in the zone (the domain's clock, not a display format).
  const [h = 0, m = 0] = formatLocalDateTime(now, timeZone).slice(11).split(':').map(Number);
  return h * 60 + m;
};

/**
 * Open/closed by the branch's week (the domain's `isOpenAt`), with the closing time of the
 * current shift and, when closed, the next opening within a week. Computed in the loader, so the
 * server's clock decides and the hydrated page agrees with the HTML.
 */
export function openingState(availability: Availability, now: Date, timeZone: string): OpeningState {
  const today = dayIndexOf(now, timeZone);
  const minute = minuteOfDay(now, timeZone);
  if (isOpenAt(availability, now, timeZone)) {
    const current = dayOf(availability, today).shifts.find((s) => {
      const [from, to] = shiftRange(s);
      return minute >= from && minute < to;
    });
    const closesAt =
      current && !isAllDayShift(current) ? formatClock(shiftRange(current)[1] % MINUTES_PER_DAY) : null;
    return { open: true, closesAt, next: null };
  }
  for (let days = 0; days <= 7; days++) {
    const weekday = ((today + days) % 7) as DayIndex;
    const day = dayOf(availability, weekday);
    if (day.closed) continue;
    const starts = day.shifts
      .map((s) => shiftRange(s)[0])
      .filter((from) => days > 0 || from > minute)
      .sort((a, b) => a - b);
    const first = starts[0];
    if (first !== undefined)
      return { open: false, closesAt: null, next: { days, at: formatClock(first), weekday } };
  }
  return { open: false, closesAt: null, next: null };
}
