// A branch's day-to-day operations set from the back office ([product: Back office], ADR 1080):
// special days (a holiday closed, Ramadan hours) that replace the week's hours on their date, and
// pausing orders or running busy per selling type until an end time. Pure: the caller gives `now`.
import { dayIndexOf } from './availability.ts';
import { localDate } from './time-format.ts';
import type { Availability, DayIndex, Shift } from './types.ts';

/** One date's own hours: closed, or these shifts instead of the weekday's. */
export interface SpecialDay {
  /** Local `YYYY-MM-DD` in the business's time zone. */
  date: string;
  closed: boolean;
  shifts: Shift[];
  /** What the staff call it ("Eid", "Ramadan"); never shown to diners as a rule. */
  note?: string;
}

/** The selling types a branch pauses or runs busy, as the API names them (product service counts as dine-in). */
export const OPERATION_TYPES = ['delivery', 'car_pickup', 'dine_in'] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

/** A pause or a busy spell of one selling type; over at `until` (ISO instant) by itself. */
export interface TimedSetting {
  until: string;
}
export interface BusySetting extends TimedSetting {
  /** Minutes added to the preparation time while busy. */
  extra_minutes: number;
}
export interface BranchOperations {
  paused: Partial<Record<OperationType, TimedSetting>>;
  busy: Partial<Record<OperationType, BusySetting>>;
}

const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/**
 * The week as it applies around `now`: each special day from yesterday to five days ahead replaces
 * its weekday's hours (yesterday's matters for a shift that runs past midnight). Seven distinct
 * weekdays, so the open/closed rule, the next opening and the schedule slots of the coming days
 * read special days without knowing them; a special day further ahead applies once it comes near.
 */
export function weekWithSpecialDays(
  week: Availability,
  specialDays: readonly SpecialDay[],
  now: Date,
  timeZone: string,
): Availability {
  if (!specialDays.length) return week;
  const byDate = new Map(specialDays.map((d) => [d.date, d]));
  const today = localDate(now, timeZone);
  const todayIndex = dayIndexOf(now, timeZone);
  const out = { ...week };
  for (let k = -1; k <= 5; k++) {
    const special = byDate.get(addDays(today, k));
    if (!special) continue;
    const index = ((((todayIndex + k) % 7) + 7) % 7) as DayIndex;
    out[index] = { closed: special.closed, shifts: special.closed ? [] : special.shifts };
  }
  return out;
}

/** Whether orders of `type` are paused at `now`: the end of the pause, or null. */
export function pausedUntil(ops: BranchOperations, type: OperationType, now: Date): Date | null {
  const until = ops.paused[type]?.until;
  if (!until) return null;
  const end = new Date(until);
  return Number.isFinite(end.getTime()) && end.getTime() > now.getTime() ? end : null;
}

/** Extra preparation minutes of `type` at `now` (0 when not busy or the busy spell is over). */
export function busyMinutes(ops: BranchOperations, type: OperationType, now: Date): number {
  const busy = ops.busy[type];
  if (!busy) return 0;
  const end = new Date(busy.until).getTime();
  return Number.isFinite(end) && end > now.getTime() ? busy.extra_minutes : 0;
}

/** The API's and the storefront's names of a selling type → the type a branch pauses. */
export function operationTypeOf(sellingType: string): OperationType | null {
  if (sellingType === 'delivery' || sellingType === 'shipping') return 'delivery';
  if (sellingType === 'pickup' || sellingType === 'car_pickup') return 'car_pickup';
  if (sellingType === 'dine_in' || sellingType === 'dinein' || sellingType === 'product_service')
    return 'dine_in';
  return null;
}
