// A cap on scheduled orders per time slot (ADR 1433): a kitchen that can make
// twelve orders in half an hour says so, and a full slot is no longer offered — the diner sees the
// next free one. What counts is every live scheduled order whose start falls inside the slot.
import type { SlotDay } from './slots.ts';
import type { TimeSlot } from './types.ts';

/** Live scheduled orders of a branch, grouped by their start instant (ms since the epoch). */
export type SlotLoad = ReadonlyArray<{ at: number; count: number }>;

/** The highest cap a branch may set (a sanity bound, not a business rule). */
export const MAX_ORDERS_PER_SLOT = 10_000;

/** How many live orders start inside [slot.start, slot.end). */
export function ordersInSlot(slot: Pick<TimeSlot, 'start' | 'end'>, load: SlotLoad): number {
  const from = Date.parse(slot.start);
  const to = Date.parse(slot.end);
  let n = 0;
  for (const { at, count } of load) if (at >= from && at < to) n += count;
  return n;
}

/** Whether one more order would go past the cap (no cap: never full). */
export const slotIsFull = (slot: Pick<TimeSlot, 'start' | 'end'>, load: SlotLoad, cap: number | null) =>
  cap !== null && ordersInSlot(slot, load) >= cap;

/** The days with their full slots left out (a day left with none stays, empty, as closed days do). */
export function freeSlots(days: readonly SlotDay[], load: SlotLoad, cap: number | null): SlotDay[] {
  if (cap === null) return [...days];
  return days.map((d) => ({ date: d.date, slots: d.slots.filter((s) => !slotIsFull(s, load, cap)) }));
}

/** A stored cap as a whole number of orders from 1 up, or null (no cap) for anything else. */
export function slotCapOf(stored: unknown): number | null {
  return typeof stored === 'number' &&
    Number.isInteger(stored) &&
    stored >= 1 &&
    stored <= MAX_ORDERS_PER_SLOT
    ? stored
    : null;
}
