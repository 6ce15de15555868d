import { describe, expect, it } from 'vitest';
import type { Availability } from '../types.ts';
import { findReservationSlot, reservationSlots } from './reservation-slots.ts';

const shift = (time_from: string, time_to: string) => ({ time_from, time_to });
// Monday = 0 … Sunday = 6 ([product: Reservations]); open 12:00–23:00 every day but Friday (4).
const week: Availability = Object.fromEntries(
  Array.from({ length: 7 }, (_, i) => [i, { closed: i === 4, shifts: [shift('12:00', '23:00')] }]),
) as unknown as Availability;
const tz = 'Asia/Kuwait';
// Monday 2026-11-23 18:00 in Kuwait (UTC+3).
const now = new Date('2026-11-23T15:00:00Z');

describe('reservationSlots', () => {
  it('starts after now + min_advance + 15 minutes ([product: Reservations])', () => {
    const days = reservationSlots({ availability: week, minAdvanceMinutes: 60, now, timeZone: tz });
    // 18:00 + 60 + 15 = 19:15 → the first 30-minute slot strictly after it is 19:30.
    expect(days[0]?.date).toBe('2026-11-23');
    expect(days[0]?.slots[0]?.from).toBe('19:30');
    const none = reservationSlots({ availability: week, minAdvanceMinutes: 0, now, timeZone: tz });
    // 18:15 exactly is not "after": 18:30.
    expect(none[0]?.slots[0]?.from).toBe('18:30');
  });

  it('follows the opening hours: closed days have no slots, a shift ends the day', () => {
    const days = reservationSlots({ availability: week, minAdvanceMinutes: 60, now, timeZone: tz });
    expect(days.map((d) => d.date)).not.toContain('2026-11-27'); // Friday, closed
    expect(days[1]?.slots[0]?.from).toBe('12:00');
    expect(days[1]?.slots.at(-1)?.from).toBe('22:30');
  });

  it('stops at the maximum advance (168 hours by default, [product: Reservations])', () => {
    const days = reservationSlots({ availability: week, minAdvanceMinutes: 0, now, timeZone: tz });
    const last = days.at(-1)?.slots.at(-1);
    expect(new Date(last?.start ?? 0).getTime()).toBeLessThanOrEqual(now.getTime() + 168 * 3_600_000);
    expect(days.at(-1)?.date).toBe('2026-11-30');
  });

  it('moves with the injected clock', () => {
    const later = new Date('2026-11-23T19:00:00Z'); // 22:00 local
    const days = reservationSlots({ availability: week, minAdvanceMinutes: 60, now: later, timeZone: tz });
    expect(days[0]?.date).toBe('2026-11-24');
  });

  it('finds an offered slot by local date and time, and nothing else', () => {
    const days = reservationSlots({ availability: week, minAdvanceMinutes: 60, now, timeZone: tz });
    expect(findReservationSlot(days, '2026-11-24', '19:00')?.start).toBe('2026-11-24T16:00:00.000Z');
    expect(findReservationSlot(days, '2026-11-23', '19:00')).toBeNull(); // too soon
    expect(findReservationSlot(days, '2026-11-24', '19:10')).toBeNull(); // not a slot start
    expect(findReservationSlot(days, '2026-11-27', '19:00')).toBeNull(); // closed
  });
});
