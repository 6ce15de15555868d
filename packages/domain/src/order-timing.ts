// When an order may be placed ([product: Opening hours and scheduling] shop open / schedule type, §5 scheduled slot): now, if the
// branch is open and not schedule-only (shipping is always open); later, if the chosen slot is one
// the schedule offers — after now + minimum advance + 15 min, within the maximum advance, inside a
// shift.
import { isOpenAt } from './availability.ts';
import type { Problem } from './errors.ts';
import { type SlotDay, scheduleSlots, scheduleWindow } from './slots.ts';
import { parseLocalDateTime, requireTimeZone } from './time-format.ts';
import type { Availability, ScheduledOrdersConfig, TimeSlot } from './types.ts';

export const OrderTimingProblem = {
  shopClosed: 'SHOP_CLOSED',
  scheduleRequired: 'SCHEDULE_REQUIRED',
  schedulingOff: 'SCHEDULING_NOT_AVAILABLE',
  scheduledAtInvalid: 'SCHEDULED_AT_INVALID',
  slotTooSoon: 'SLOT_TOO_SOON',
  slotTooFar: 'SLOT_TOO_FAR',
  slotNotOffered: 'SLOT_NOT_OFFERED',
} as const;
export type OrderTimingProblem = (typeof OrderTimingProblem)[keyof typeof OrderTimingProblem];

export interface OrderTimingInput {
  priority: 'now' | 'later';
  /** Local `YYYY-MM-DD HH:mm` of the chosen slot start, for 'later'. */
  scheduledAt: string | null;
  availability: Availability;
  /** The selling type's scheduled-orders config (delivery or pickup), if any. */
  schedule: ScheduledOrdersConfig | null;
  /** Delivery by international shipping is always open ([product: Opening hours and scheduling]). */
  shipping: boolean;
  now: Date;
  timeZone: string;
  slotMinutes?: number;
}

export type OrderTiming =
  | { ok: true; priority: 'now'; slot: null }
  | { ok: true; priority: 'later'; slot: TimeSlot }
  | { ok: false; problem: Problem };

const fail = (code: OrderTimingProblem, meta?: Problem['meta']): OrderTiming => ({
  ok: false,
  problem: {
    code,
    field: code === OrderTimingProblem.shopClosed ? 'priority' : 'scheduled_at',
    ...(meta ? { meta } : {}),
  },
});

function findSlot(days: readonly SlotDay[], date: string, from: string): TimeSlot | null {
  for (const day of days) {
    if (day.date !== date) continue;
    return day.slots.find((s) => s.from === from) ?? null;
  }
  return null;
}

export function orderTiming(input: OrderTimingInput): OrderTiming {
  const { schedule, now, timeZone } = input;
  if (input.priority === 'now') {
    if (input.shipping) return { ok: true, priority: 'now', slot: null };
    if (schedule?.on && schedule.only_schedule) return fail(OrderTimingProblem.scheduleRequired);
    if (!isOpenAt(input.availability, now, timeZone)) return fail(OrderTimingProblem.shopClosed);
    return { ok: true, priority: 'now', slot: null };
  }
  if (!schedule?.on) return fail(OrderTimingProblem.schedulingOff);
  // A bad zone is the caller's mistake and throws; a bad time is the customer's and is a problem.
  requireTimeZone(timeZone);
  let start: Date;
  try {
    start = parseLocalDateTime(input.scheduledAt ?? '', timeZone, 'scheduled_at');
  } catch {
    return fail(OrderTimingProblem.scheduledAtInvalid);
  }
  const text = (input.scheduledAt ?? '').trim();
  const date = text.slice(0, 10);
  const from = text.slice(11, 16);
  const days = scheduleSlots({
    availability: input.availability,
    config: schedule,
    now,
    timeZone,
    ...(input.slotMinutes ? { slotMinutes: input.slotMinutes } : {}),
  });
  const slot = findSlot(days, date, from);
  if (slot) return { ok: true, priority: 'later', slot };
  const { earliest, latest } = scheduleWindow({ config: schedule, now });
  if (start.getTime() <= earliest.getTime())
    return fail(OrderTimingProblem.slotTooSoon, { earliest: earliest.toISOString() });
  if (start.getTime() > latest.getTime())
    return fail(OrderTimingProblem.slotTooFar, { latest: latest.toISOString() });
  return fail(OrderTimingProblem.slotNotOffered);
}
