// [product: Opening hours and scheduling]/§5/§9 schedule slots: after now + minimum advance + 15 minutes, within the maximum
// advance (default 168 hours), inside the day map's shifts, in the business time zone.

import { TZDate } from '@date-fns/tz';
// The function's own module: the package's barrel costs ~2 s of CPU at every server start (ADR 743).
import { addDays } from 'date-fns/addDays';
import { advanceToMinutes, dayIndexOf, dayOf, shiftRange } from './availability.ts';
import { DomainError, DomainErrorCode, requirePositiveInteger } from './errors.ts';
import {
  formatClock,
  localDate,
  MINUTES_PER_DAY,
  requireDate,
  requireTimeZone,
  zonedInstant,
} from './time-format.ts';
import type { Availability, ScheduledOrdersConfig, TimeSlot } from './types.ts';

/** [product: Opening hours and scheduling]: the extra lead time on top of the minimum advance. */
export const SCHEDULE_BUFFER_MINUTES = 15;
/** [product: Opening hours and scheduling]: default maximum schedule date. */
export const DEFAULT_MAX_ADVANCE_MINUTES = 168 * 60;
/** Not in the spec: slot length when the caller gives none. */
export const DEFAULT_SLOT_MINUTES = 30;

export interface SlotDay {
  date: string;
  slots: TimeSlot[];
}

export interface SlotsInput {
  availability: Availability;
  config: Pick<ScheduledOrdersConfig, 'min_advance' | 'max_advance' | 'apply_on_starting_or_ending'>;
  now: Date;
  timeZone: string;
  slotMinutes?: number;
}

/** The window [earliest, latest] a slot's reference time (start, or end) must fall in. */
export function scheduleWindow(input: Pick<SlotsInput, 'config' | 'now'>): { earliest: Date; latest: Date } {
  const now = requireDate(input.now).getTime();
  if (typeof input.config !== 'object' || input.config === null) {
    throw new DomainError(DomainErrorCode.invalidValue, 'config');
  }
  const min = advanceToMinutes(input.config.min_advance, 'config.min_advance') ?? 0;
  const max = advanceToMinutes(input.config.max_advance, 'config.max_advance') ?? DEFAULT_MAX_ADVANCE_MINUTES;
  return {
    earliest: new Date(now + (min + SCHEDULE_BUFFER_MINUTES) * 60_000),
    latest: new Date(now + max * 60_000),
  };
}

/**
 * Slots by local date, earliest first. A slot counts by its start, or by its end when the config
 * says apply_on 'ending'; either way it never starts in the past.
 */
export function scheduleSlots(input: SlotsInput): SlotDay[] {
  const { availability, config, timeZone } = input;
  requireTimeZone(timeZone);
  const step = requirePositiveInteger(input.slotMinutes ?? DEFAULT_SLOT_MINUTES, 'slotMinutes');
  const { earliest, latest } = scheduleWindow(input);
  const now = input.now.getTime();
  if (config.apply_on_starting_or_ending !== 'starting' && config.apply_on_starting_or_ending !== 'ending') {
    throw new DomainError(DomainErrorCode.invalidValue, 'config.apply_on_starting_or_ending');
  }
  const byEnd = config.apply_on_starting_or_ending === 'ending';
  const byDate = new Map<string, TimeSlot[]>();
  // Start a day early: yesterday's shift may run past midnight into today.
  const first = addDays(new TZDate(now, timeZone), -1);
  const lastDate = localDate(latest, timeZone);
  for (let d = first; ; d = addDays(d, 1)) {
    const date = localDate(d, timeZone);
    if (date > lastDate) break;
    const index = dayIndexOf(d, timeZone);
    const day = dayOf(availability, index);
    if (day.closed) continue;
    for (let s = 0; s < day.shifts.length; s++) {
      const [from, to] = shiftRange(
        day.shifts[s] as (typeof day.shifts)[number],
        `availability.${index}.shifts.${s}`,
      );
      for (let start = from; start < to; start += step) {
        const end = Math.min(start + step, to);
        const startAt = zonedInstant(date, start, timeZone);
        const endAt = zonedInstant(date, end, timeZone);
        // Local times skipped by a daylight-saving jump do not exist; no slot starts in them.
        if (endAt.getTime() <= startAt.getTime() || !isLocalClock(startAt, start, timeZone)) continue;
        const ref = byEnd ? endAt : startAt;
        if (
          ref.getTime() <= earliest.getTime() ||
          ref.getTime() > latest.getTime() ||
          startAt.getTime() <= now
        )
          continue;
        const slotDate = localDate(startAt, timeZone);
        const slot: TimeSlot = {
          date: slotDate,
          from: formatClock(start % MINUTES_PER_DAY),
          to: formatClock(end % MINUTES_PER_DAY),
          start: startAt.toISOString(),
          end: endAt.toISOString(),
        };
        const list = byDate.get(slotDate);
        if (list) list.push(slot);
        else byDate.set(slotDate, [slot]);
      }
    }
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, slots]) => ({ date, slots: dedupe(slots) }));
}

function isLocalClock(instant: Date, minutes: number, timeZone: string): boolean {
  const local = new TZDate(instant.getTime(), timeZone);
  return local.getHours() * 60 + local.getMinutes() === minutes % MINUTES_PER_DAY;
}

/** Overlapping shifts can produce the same slot twice; keep one, in start order. */
function dedupe(slots: TimeSlot[]): TimeSlot[] {
  const seen = new Set<string>();
  return slots
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
    .filter((s) => {
      const key = `${s.start}|${s.end}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * [product: Opening hours and scheduling]: with schedule type later, the first slot offered is
 * picked — the first day (in the business's time zone, as the days come) that has a slot. The
 * spec's "second day if there is one" sent orders placed after hours, before today's opening, out
 * a day late (ADR 1341; ADR 1341 supersedes that reading).
 */
export function autoPickSlot(days: readonly SlotDay[]): TimeSlot | null {
  return days.find((d) => d.slots.length > 0)?.slots[0] ?? null;
}
