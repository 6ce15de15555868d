import type { SlotDay, TimeSlot } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { correctedTiming } from './scheduled-slot.ts';

const slot = (date: string, from: string, to: string): TimeSlot => ({
  date,
  from,
  to,
  start: `${date}T${from}:00+03:00`,
  end: `${date}T${to}:00+03:00`,
});
const days: SlotDay[] = [
  { date: '2026-11-23', slots: [] },
  { date: '2026-11-24', slots: [slot('2026-11-24', '09:00', '09:30'), slot('2026-11-24', '09:30', '10:00')] },
  { date: '2026-11-25', slots: [slot('2026-11-25', '10:00', '10:30'), slot('2026-11-25', '10:30', '11:00')] },
];
const now = { orderTime: 'now', scheduled: { date: null, slot: null } } as const;

describe('the checkout corrects the stored order time', () => {
  it('while "now" is impossible, picks the first slot offered: the first day with slots (ADR 1341)', () => {
    expect(correctedTiming(days, now, false)).toEqual({
      orderTime: 'scheduled',
      scheduled: { date: '2026-11-24', slot: slot('2026-11-24', '09:00', '09:30') },
    });
  });

  it('with a single day of slots, its first slot', () => {
    expect(correctedTiming(days.slice(0, 2), now, false)?.scheduled?.slot?.from).toBe('09:00');
  });

  it('keeps "now" when the shop is open, and an offered slot', () => {
    expect(correctedTiming(days, now, true)).toBeNull();
    const chosen = {
      orderTime: 'scheduled',
      scheduled: { date: '2026-11-24', slot: slot('2026-11-24', '09:30', '10:00') },
    } as const;
    expect(correctedTiming(days, chosen, true)).toBeNull();
  });

  it('moves a slot that passed to the picked one, or back to "now" when nothing is offered', () => {
    const passed = {
      orderTime: 'scheduled',
      scheduled: { date: '2020-01-06', slot: slot('2020-01-06', '10:00', '10:30') },
    } as const;
    expect(correctedTiming(days, passed, true)?.scheduled?.date).toBe('2026-11-24');
    expect(correctedTiming([], passed, true)).toEqual({ orderTime: 'now' });
  });

  it('moves a slot that filled up to the next free one after it, not back to the first (ADR 1433)', () => {
    const chosen = {
      orderTime: 'scheduled',
      scheduled: { date: '2026-11-24', slot: slot('2026-11-24', '09:30', '10:00') },
    } as const;
    const full: SlotDay[] = [
      { date: '2026-11-24', slots: [slot('2026-11-24', '09:00', '09:30')] },
      days[2] as SlotDay,
    ];
    expect(correctedTiming(full, chosen, true)).toEqual({
      scheduled: { date: '2026-11-25', slot: slot('2026-11-25', '10:00', '10:30') },
    });
  });
});
