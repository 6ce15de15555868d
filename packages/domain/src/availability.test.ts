import { describe, expect, it } from 'vitest';
import {
  advanceToMinutes,
  dayIndexOf,
  isAllDayShift,
  isCartAvailable,
  isOpenAt,
  shiftRange,
} from './availability.ts';
import { everyDay } from './test-fixtures.ts';
import type { Availability } from './types.ts';

const KW = 'Asia/Kuwait';
// Monday 2026-03-09, local time in Kuwait (UTC+3).
const kuwait = (hhmm: string, day = '09') => new Date(`2026-03-${day}T${hhmm}:00+03:00`);

describe('§3 availability: day map Monday first (0..6)', () => {
  it('§3 availability: Monday is 0 and Sunday is 6, in the business zone', () => {
    expect(dayIndexOf(kuwait('12:00'), KW)).toBe(0);
    expect(dayIndexOf(kuwait('12:00', '15'), KW)).toBe(6);
    // 23:30 UTC on Sunday is already Monday in Kuwait.
    expect(dayIndexOf(new Date('2026-03-08T23:30:00Z'), KW)).toBe(0);
    expect(dayIndexOf(new Date('2026-03-08T23:30:00Z'), 'UTC')).toBe(6);
  });

  it('§5 a shift starting at 24 means all day', () => {
    expect(isAllDayShift({ time_from: '24:00' })).toBe(true);
    expect(isAllDayShift({ time_from: '24' })).toBe(true);
    expect(isAllDayShift({ time_from: '09:00' })).toBe(false);
    expect(shiftRange({ time_from: '24', time_to: '24' })).toEqual([0, 1440]);
    const allDay = everyDay([{ time_from: '24', time_to: '' }]);
    expect(isOpenAt(allDay, kuwait('03:17'), KW)).toBe(true);
  });

  it('open within a shift, closed outside it and on closed days', () => {
    const week = everyDay();
    expect(isOpenAt(week, kuwait('09:00'), KW)).toBe(true);
    expect(isOpenAt(week, kuwait('21:59'), KW)).toBe(true);
    expect(isOpenAt(week, kuwait('22:00'), KW)).toBe(false);
    expect(isOpenAt(week, kuwait('08:59'), KW)).toBe(false);
    const closedMonday: Availability = {
      ...week,
      0: { closed: true, shifts: [{ time_from: '00:00', time_to: '24:00' }] },
    };
    expect(isOpenAt(closedMonday, kuwait('12:00'), KW)).toBe(false);
  });

  it('a shift ending after midnight keeps the shop open into the next day', () => {
    const late = everyDay([{ time_from: '6:00 PM', time_to: '02:00' }]);
    expect(shiftRange({ time_from: '18:00', time_to: '02:00' })).toEqual([1080, 1560]);
    expect(isOpenAt(late, kuwait('23:00'), KW)).toBe(true);
    expect(isOpenAt(late, kuwait('01:30'), KW)).toBe(true);
    expect(isOpenAt(late, kuwait('02:30'), KW)).toBe(false);
  });

  it('bad input: a malformed day map or shift is a DomainError naming the field', () => {
    const broken = { ...everyDay(), 0: undefined } as unknown as Availability;
    expect(() => isOpenAt(broken, kuwait('12:00'), KW)).toThrowError(
      expect.objectContaining({ field: 'availability.0' }),
    );
    const badShift = everyDay([{ time_from: 'nine', time_to: '10:00' }]);
    expect(() => isOpenAt(badShift, kuwait('12:00'), KW)).toThrowError(
      expect.objectContaining({ field: 'availability.0.shifts.0.time_from' }),
    );
  });
});

describe('§4 shop open, cart availability, schedule type', () => {
  it('§4 cart is available when open or scheduling is enabled for the type', () => {
    const base = { sellingType: 'delivery' as const, dineInCart: false };
    expect(isCartAvailable({ ...base, open: true, schedule: null })).toBe(true);
    expect(isCartAvailable({ ...base, open: false, schedule: null })).toBe(false);
    expect(isCartAvailable({ ...base, open: false, schedule: { on: false } })).toBe(false);
    expect(isCartAvailable({ ...base, open: false, schedule: { on: true } })).toBe(true);
  });

  it('§4 dine-in needs the business cart flag', () => {
    expect(isCartAvailable({ sellingType: 'dinein', open: true, schedule: null, dineInCart: false })).toBe(
      false,
    );
    expect(
      isCartAvailable({ sellingType: 'product_service', open: true, schedule: null, dineInCart: true }),
    ).toBe(true);
  });

  it('§9 min/max advance convert to minutes: min 1, hour 60, day 1440', () => {
    expect(advanceToMinutes({ interval: 45, scale: 'min' })).toBe(45);
    expect(advanceToMinutes({ interval: 2, scale: 'hour' })).toBe(120);
    expect(advanceToMinutes({ interval: 1, scale: 'day' })).toBe(1440);
    expect(advanceToMinutes(null)).toBeNull();
    expect(() => advanceToMinutes({ interval: 1, scale: 'week' as 'day' })).toThrowError(
      expect.objectContaining({ field: 'advance.scale' }),
    );
    expect(() => advanceToMinutes({ interval: -1, scale: 'day' })).toThrowError(
      expect.objectContaining({ field: 'advance.interval' }),
    );
  });
});
