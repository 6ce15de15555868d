import type { Availability } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { normalizeWeek } from '../catalog/week.ts';
import { addDaysToDate, nextOpening, shiftsOf } from './shift-status.ts';

const TZ = 'Asia/Kuwait';
const closed = { closed: true, shifts: [] };
const onlyWednesday = normalizeWeek({
  '0': closed,
  '1': closed,
  '2': { closed: false, shifts: [{ time_from: '10:00', time_to: '12:00' }] },
  '3': closed,
  '4': closed,
  '5': closed,
  '6': closed,
});

describe('shift status', () => {
  it('adds days by the calendar, across months and years', () => {
    expect(addDaysToDate('2026-02-27', 3)).toBe('2026-03-02');
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('next opening of a one-day-a-week branch is a week on, just after its shift', () => {
    // Wednesday 4 March 2026, 13:00 in Kuwait: today's shift is over.
    const now = new Date('2026-03-04T10:00:00Z');
    expect(nextOpening(onlyWednesday, now, TZ)).toBe('2026-03-11T07:00:00.000Z');
  });

  it('a week with no shift never opens', () => {
    const never = normalizeWeek(Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [d, closed])));
    const body = shiftsOf({
      availability: never,
      scheduled: { delivery: null, pickup: null },
      now: new Date(),
      timeZone: TZ,
    });
    expect(body.status).toBe('closed');
    expect(body.opens_at).toBeNull();
  });

  it('a stored config the domain rejects schedules nothing instead of failing', () => {
    const bad = {
      on: true,
      only_schedule: false,
      min_advance: { interval: -5, scale: 'min' as const },
      max_advance: null,
      apply_on_starting_or_ending: 'starting' as const,
    };
    const body = shiftsOf({
      availability: onlyWednesday,
      scheduled: { delivery: bad, pickup: null },
      now: new Date(),
      timeZone: TZ,
    });
    expect(body.slots.delivery).toEqual([]);
  });
});

describe('normalizeWeek: stored hours made whole', () => {
  it('no hours at all means open all day, every day (ADR 203)', () => {
    const week: Availability = normalizeWeek({});
    expect(week[3]).toEqual({ closed: false, shifts: [{ time_from: '24', time_to: '24' }] });
  });

  it('a missing or malformed day is closed and an unreadable shift is dropped', () => {
    const week = normalizeWeek({
      '0': {
        closed: false,
        shifts: [
          { time_from: '25:99', time_to: '10:00' },
          { time_from: '09:00', time_to: '10:00' },
        ],
      },
      '1': 'nonsense',
    });
    expect(week[0]).toEqual({ closed: false, shifts: [{ time_from: '09:00', time_to: '10:00' }] });
    expect(week[1]).toEqual({ closed: true, shifts: [] });
    expect(week[6]).toEqual({ closed: true, shifts: [] });
  });
});
