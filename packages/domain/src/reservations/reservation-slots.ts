// Reservation slots (docs/product.md "Reservations", ADR 801): the branch's opening hours cut
// into slots, each starting after now + min_advance + the 15-minute offset of scheduled orders
// ([product: Reservations]), up to the same default maximum as scheduled orders ([product: Reservations], 168 hours).

import { DEFAULT_MAX_ADVANCE_MINUTES, type SlotDay, scheduleSlots } from '../slots.ts';
import type { Availability, TimeSlot } from '../types.ts';

/** How long a table is held for one reservation when the branch sets nothing (ADR 801). */
export const DEFAULT_RESERVATION_DURATION_MINUTES = 90;
/** Slot step of the reservation form when the branch sets nothing. */
export const DEFAULT_RESERVATION_SLOT_MINUTES = 30;

export interface ReservationSlotsInput {
  availability: Availability;
  /** [product: Reservations] reservation.min_advance, in minutes (ADR 801). */
  minAdvanceMinutes: number;
  now: Date;
  timeZone: string;
  slotMinutes?: number;
  maxAdvanceMinutes?: number;
}

/** Bookable slots by local date, earliest first. */
export function reservationSlots(input: ReservationSlotsInput): SlotDay[] {
  const min = Number.isFinite(input.minAdvanceMinutes) ? Math.max(0, Math.round(input.minAdvanceMinutes)) : 0;
  return scheduleSlots({
    availability: input.availability,
    config: {
      min_advance: { interval: min, scale: 'min' },
      max_advance: { interval: input.maxAdvanceMinutes ?? DEFAULT_MAX_ADVANCE_MINUTES, scale: 'min' },
      apply_on_starting_or_ending: 'starting',
    },
    now: input.now,
    timeZone: input.timeZone,
    slotMinutes: input.slotMinutes ?? DEFAULT_RESERVATION_SLOT_MINUTES,
  });
}

/** The offered slot starting at local `date` + `time` (HH:mm), or null when it is not offered. */
export function findReservationSlot(days: readonly SlotDay[], date: string, time: string): TimeSlot | null {
  return days.find((d) => d.date === date)?.slots.find((s) => s.from === time) ?? null;
}
