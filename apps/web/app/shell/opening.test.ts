import type { Availability } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { openingState } from './opening.ts';

const day = (from: string, to: string) => ({ closed: false, shifts: [{ time_from: from, time_to: to }] });
const week = {
  0: day('07:00', '23:00'),
  1: day('07:00', '23:00'),
  2: day('07:00', '23:00'),
  3: day('07:00', '23:00'),
  4: day('13:00', '16:30'),
  5: { closed: true, shifts: [] },
  6: day('07:00', '23:00'),
} as Availability;
const tz = 'Asia/Kuwait';
// 2026-01-05 is a Monday; Kuwait is UTC+3.
const at = (iso: string) => new Date(`${iso}+03:00`);

describe('openingState', () => {
  it('is open within a shift and says when it closes', () => {
    expect(openingState(week, at('2026-01-05T10:00:00'), tz)).toEqual({
      open: true,
      closesAt: '23:00',
      next: null,
    });
  });
  it('before the first shift opens later today', () => {
    expect(openingState(week, at('2026-01-05T06:00:00'), tz).next).toEqual({
      days: 0,
      at: '07:00',
      weekday: 0,
    });
  });
  it('after the last shift opens tomorrow', () => {
    expect(openingState(week, at('2026-01-05T23:30:00'), tz).next).toEqual({
      days: 1,
      at: '07:00',
      weekday: 1,
    });
  });
  it('skips closed days', () => {
    // Friday after 16:30: Saturday is closed, Sunday opens at 07:00.
    expect(openingState(week, at('2026-01-09T17:00:00'), tz).next).toEqual({
      days: 2,
      at: '07:00',
      weekday: 6,
    });
  });
  it('has no closing time when open all day', () => {
    const allDay = Object.fromEntries(
      [0, 1, 2, 3, 4, 5, 6].map((d) => [d, day('24', '24')]),
    ) as unknown as Availability;
    expect(openingState(allDay, at('2026-01-05T03:00:00'), tz)).toEqual({
      open: true,
      closesAt: null,
      next: null,
    });
  });
  it('never opens when every day is closed', () => {
    const closed = Object.fromEntries(
      [0, 1, 2, 3, 4, 5, 6].map((d) => [d, { closed: true, shifts: [] }]),
    ) as unknown as Availability;
    expect(openingState(closed, at('2026-01-05T10:00:00'), tz)).toEqual({
      open: false,
      closesAt: null,
      next: null,
    });
  });
});
