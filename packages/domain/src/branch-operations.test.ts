import { describe, expect, it } from 'vitest';
import { isOpenAt } from './availability.ts';
import {
  type BranchOperations,
  busyMinutes,
  operationTypeOf,
  pausedUntil,
  weekWithSpecialDays,
} from './branch-operations.ts';
import type { Availability, DayIndex } from './types.ts';

const TZ = 'Asia/Kuwait';
const everyDay = (from: string, to: string): Availability =>
  Object.fromEntries(
    [0, 1, 2, 3, 4, 5, 6].map((d) => [d, { closed: false, shifts: [{ time_from: from, time_to: to }] }]),
  ) as Availability;

// 2026-03-20 is a Friday (index 4); 12:00 in Kuwait is 09:00 UTC.
const fridayNoon = new Date('2026-03-20T09:00:00Z');

describe('weekWithSpecialDays', () => {
  it('a holiday today closes the branch that its weekday would open', () => {
    const week = everyDay('09:00', '23:00');
    expect(isOpenAt(week, fridayNoon, TZ)).toBe(true);
    const holiday = weekWithSpecialDays(
      week,
      [{ date: '2026-03-20', closed: true, shifts: [] }],
      fridayNoon,
      TZ,
    );
    expect(isOpenAt(holiday, fridayNoon, TZ)).toBe(false);
    expect(holiday[4 as DayIndex]).toEqual({ closed: true, shifts: [] });
  });

  it('Ramadan hours replace the day (open at night, closed at noon)', () => {
    const ramadan = weekWithSpecialDays(
      everyDay('09:00', '23:00'),
      [{ date: '2026-03-20', closed: false, shifts: [{ time_from: '18:00', time_to: '02:00' }] }],
      fridayNoon,
      TZ,
    );
    expect(isOpenAt(ramadan, fridayNoon, TZ)).toBe(false);
    expect(isOpenAt(ramadan, new Date('2026-03-20T20:00:00Z'), TZ)).toBe(true); // 23:00 local
    // Past midnight, yesterday's special shift still runs (Saturday 01:00 local).
    const saturdayOne = new Date('2026-03-20T22:00:00Z');
    const seen = weekWithSpecialDays(
      everyDay('09:00', '23:00'),
      [{ date: '2026-03-20', closed: false, shifts: [{ time_from: '18:00', time_to: '02:00' }] }],
      saturdayOne,
      TZ,
    );
    expect(isOpenAt(seen, saturdayOne, TZ)).toBe(true);
  });

  it('leaves days out of the coming week and other dates alone', () => {
    const week = everyDay('09:00', '23:00');
    const far = weekWithSpecialDays(week, [{ date: '2026-04-20', closed: true, shifts: [] }], fridayNoon, TZ);
    expect(far).toEqual(week);
    const tomorrow = weekWithSpecialDays(
      week,
      [{ date: '2026-03-21', closed: true, shifts: [] }],
      fridayNoon,
      TZ,
    );
    expect(tomorrow[5 as DayIndex].closed).toBe(true);
    expect(tomorrow[4 as DayIndex].closed).toBe(false);
  });
});

describe('pause and busy', () => {
  const ops: BranchOperations = {
    paused: { delivery: { until: '2026-03-20T09:30:00Z' } },
    busy: { car_pickup: { until: '2026-03-20T10:00:00Z', extra_minutes: 15 } },
  };
  it('a pause holds until its end and then ends by itself', () => {
    expect(pausedUntil(ops, 'delivery', fridayNoon)?.toISOString()).toBe('2026-03-20T09:30:00.000Z');
    expect(pausedUntil(ops, 'delivery', new Date('2026-03-20T09:30:00Z'))).toBeNull();
    expect(pausedUntil(ops, 'dine_in', fridayNoon)).toBeNull();
    expect(
      pausedUntil({ paused: { delivery: { until: 'garbage' } }, busy: {} }, 'delivery', fridayNoon),
    ).toBeNull();
  });
  it('busy adds minutes until its end', () => {
    expect(busyMinutes(ops, 'car_pickup', fridayNoon)).toBe(15);
    expect(busyMinutes(ops, 'car_pickup', new Date('2026-03-20T10:00:01Z'))).toBe(0);
    expect(busyMinutes(ops, 'delivery', fridayNoon)).toBe(0);
  });
  it('maps every selling type name to the type paused', () => {
    expect(
      ['delivery', 'shipping', 'pickup', 'car_pickup', 'dinein', 'dine_in', 'product_service', 'x'].map(
        operationTypeOf,
      ),
    ).toEqual(['delivery', 'delivery', 'car_pickup', 'car_pickup', 'dine_in', 'dine_in', 'dine_in', null]);
  });
});
