import { scheduledOrdersSchema, type WeekSchedule } from '@sufra/contract';
import {
  type Availability,
  type DayIndex,
  DEFAULT_TIME_ZONE,
  requireTimeZone,
  type Shift,
  shiftRange,
} from '@sufra/domain';

const DAYS: DayIndex[] = [0, 1, 2, 3, 4, 5, 6];

const isShift = (s: unknown): s is Shift =>
  typeof s === 'object' &&
  s !== null &&
  typeof (s as Shift).time_from === 'string' &&
  typeof (s as Shift).time_to === 'string';

/**
 * The stored day map made whole: a missing or malformed day counts as closed, a shift whose
 * times @sufra/domain cannot read is dropped. Bad stored data shows as "closed", never as a 500.
 * The day map is [product: Delivery, areas and shipping]'s: Monday = 0 … Sunday = 6.
 */
export function normalizeWeek(stored: unknown): Availability {
  const raw = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const week = {} as Availability;
  // No hours set at all is "no restriction", not "never open" (ADR 203).
  if (Object.keys(raw).length === 0) {
    for (const day of DAYS) week[day] = { closed: false, shifts: [{ time_from: '24', time_to: '24' }] };
    return week;
  }
  for (const day of DAYS) {
    const d = raw[day] as { closed?: unknown; shifts?: unknown } | undefined;
    const shifts = Array.isArray(d?.shifts) ? d.shifts.filter(isShift) : [];
    week[day] = {
      closed: typeof d?.closed === 'boolean' ? d.closed : true,
      shifts: shifts.filter((s) => {
        try {
          shiftRange(s);
          return true;
        } catch {
          return false;
        }
      }),
    };
  }
  return week;
}

export const toWeekSchedule = (week: Availability): WeekSchedule =>
  Object.fromEntries(DAYS.map((d) => [String(d), week[d]]));

/** A business's stored time zone, or the [product: Delivery, areas and shipping] default when the stored one is unknown to Intl. */
export function safeTimeZone(timeZone: string): string {
  try {
    return requireTimeZone(timeZone);
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** A stored scheduled-orders config if it is one ([product: Opening hours and scheduling]), else null: scheduling is off. */
export function scheduledConfig(stored: unknown) {
  const parsed = scheduledOrdersSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
