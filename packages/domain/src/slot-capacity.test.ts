import { describe, expect, it } from 'vitest';
import { freeSlots, ordersInSlot, slotCapOf, slotIsFull } from './slot-capacity.ts';
import type { SlotDay } from './slots.ts';

const slot = (from: string, to: string) => ({
  date: '2026-12-07',
  from,
  to,
  start: `2026-12-07T${from}:00+03:00`,
  end: `2026-12-07T${to}:00+03:00`,
});
const at = (hhmm: string) => Date.parse(`2026-12-07T${hhmm}:00+03:00`);
const days: SlotDay[] = [{ date: '2026-12-07', slots: [slot('18:00', '18:30'), slot('18:30', '19:00')] }];

describe('orders per time slot (ADR 1433)', () => {
  it('counts the orders that start inside the slot, its end excluded', () => {
    const load = [
      { at: at('18:00'), count: 2 },
      { at: at('18:15'), count: 1 },
      { at: at('18:30'), count: 5 },
    ];
    expect(ordersInSlot(slot('18:00', '18:30'), load)).toBe(3);
    expect(ordersInSlot(slot('18:30', '19:00'), load)).toBe(5);
  });

  it('a slot at its cap is full and left out; the next one is offered; no cap leaves all', () => {
    const load = [{ at: at('18:00'), count: 2 }];
    expect(slotIsFull(slot('18:00', '18:30'), load, 2)).toBe(true);
    expect(slotIsFull(slot('18:00', '18:30'), load, 3)).toBe(false);
    expect(freeSlots(days, load, 2)[0]?.slots.map((s) => s.from)).toEqual(['18:30']);
    expect(freeSlots(days, load, null)).toEqual(days);
  });

  it('reads a stored cap: a whole number from 1, anything else is no cap', () => {
    expect(slotCapOf(12)).toBe(12);
    for (const bad of [0, -1, 2.5, '12', null, undefined, 10_001]) expect(slotCapOf(bad)).toBeNull();
  });
});
