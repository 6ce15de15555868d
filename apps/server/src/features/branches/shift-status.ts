import type { ShiftsResponse } from '@sufra/contract';
import {
  type Availability,
  type DayIndex,
  dayIndexOf,
  isOpenAt,
  localDate,
  type ScheduledOrdersConfig,
  scheduleSlots,
  shiftRange,
  zonedInstant,
} from '@sufra/domain';

/** `YYYY-MM-DD` plus whole days, by the calendar (no clock, so no DST trap). */
export function addDaysToDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export type ShiftsInput = {
  availability: Availability;
  scheduled: { delivery: ScheduledOrdersConfig | null; pickup: ScheduledOrdersConfig | null };
  now: Date;
  timeZone: string;
};

/** Today's local date and the days after it: day index (Monday = 0), date and that day's hours. */
export function daysAhead(availability: Availability, now: Date, timeZone: string, count = 7) {
  const today = dayIndexOf(now, timeZone);
  const date = localDate(now, timeZone);
  return Array.from({ length: count }, (_, k) => {
    const day = ((today + k) % 7) as DayIndex;
    return { day, date: addDaysToDate(date, k), ...availability[day] };
  });
}

/**
 * The first shift start after `now` (ISO 8601), or null if the week has none. Eight days are
 * searched: a branch open one day a week may next open on today's weekday, a week on.
 */
export function nextOpening(availability: Availability, now: Date, timeZone: string): string | null {
  let best: Date | null = null;
  for (const day of daysAhead(availability, now, timeZone, 8)) {
    if (day.closed) continue;
    for (const shift of day.shifts) {
      const start = zonedInstant(day.date, shiftRange(shift)[0], timeZone);
      if (start > now && (!best || start < best)) best = start;
    }
  }
  return best ? best.toISOString() : null;
}

/** Schedule slots of one selling type by day (@sufra/domain), or none when it does not schedule. */
function slotsOf(input: ShiftsInput, config: ScheduledOrdersConfig | null) {
  if (!config?.on) return [];
  try {
    return scheduleSlots({
      availability: input.availability,
      config,
      now: input.now,
      timeZone: input.timeZone,
    });
  } catch {
    // A stored config the domain rejects (say a negative advance) schedules nothing.
    return [];
  }
}

/** [product: Opening hours and scheduling] shift data for the shifts call: open now or not, next opening, the week, the slots. */
export function shiftsOf(input: ShiftsInput): Omit<ShiftsResponse, 'error' | 'branch_id'> {
  const { availability, now, timeZone } = input;
  const open = isOpenAt(availability, now, timeZone);
  const days = daysAhead(availability, now, timeZone);
  return {
    time_zone: timeZone,
    now: now.toISOString(),
    status: open ? 'open' : 'closed',
    opens_at: open ? null : nextOpening(availability, now, timeZone),
    shifts: days[0]?.closed ? [] : (days[0]?.shifts ?? []),
    days: days.map(({ day, date, closed, shifts }) => ({ day, date, closed, shifts })),
    slots: {
      delivery: slotsOf(input, input.scheduled.delivery),
      pickup: slotsOf(input, input.scheduled.pickup),
    },
  };
}
