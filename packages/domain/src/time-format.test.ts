import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  formatClock,
  formatLocalDateTime,
  localDate,
  parseClock,
  parseLocalDateTime,
  requireDate,
  requireTimeZone,
  zonedInstant,
} from './time-format.ts';

describe('§5 accepted time formats', () => {
  it('§5 time formats: HH:mm', () => {
    expect(parseClock('09:30')).toBe(570);
    expect(parseClock('00:00')).toBe(0);
    expect(parseClock('24:00')).toBe(1440);
    expect(parseClock('23:59:00')).toBe(1439);
  });

  it('§5 time formats: hh:mm A and h:mm A', () => {
    expect(parseClock('09:30 AM')).toBe(570);
    expect(parseClock('9:30 PM')).toBe(1290);
    expect(parseClock('12:00 AM')).toBe(0);
    expect(parseClock('12:15 PM')).toBe(735);
    expect(parseClock('7:05pm')).toBe(1145);
  });

  it('§5 time formats: YYYY-MM-DD HH:mm (time part)', () => {
    expect(parseClock('2026-03-09 18:45')).toBe(1125);
  });

  it('bad input: anything else is DomainError INVALID_TIME naming the field', () => {
    for (const bad of ['9:30', '25:00', '24:30', '12:60', '13:00 PM', '0:10 AM', 'noon', '', 930]) {
      expect(() => parseClock(bad as string, 'shift.time_from')).toThrowError(
        expect.objectContaining({ code: 'INVALID_TIME', field: 'shift.time_from' }),
      );
    }
  });

  it('formats minutes as HH:mm', () => {
    expect(formatClock(570)).toBe('09:30');
    expect(formatClock(0)).toBe('00:00');
  });
});

describe('§9 default timezone Asia/Kuwait; dates in the business zone', () => {
  it('§9 default timezone is Asia/Kuwait', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Kuwait');
  });

  it('local dates and instants follow the zone, not the machine', () => {
    const late = new Date('2026-03-09T22:30:00Z'); // 01:30 on the 10th in Kuwait
    expect(localDate(late, 'Asia/Kuwait')).toBe('2026-03-10');
    expect(localDate(late, 'UTC')).toBe('2026-03-09');
    expect(zonedInstant('2026-03-10', 90, 'Asia/Kuwait').toISOString()).toBe('2026-03-09T22:30:00.000Z');
    expect(formatLocalDateTime(late, 'Asia/Kuwait')).toBe('2026-03-10 01:30');
    expect(parseLocalDateTime('2026-03-10 01:30', 'Asia/Kuwait').toISOString()).toBe(late.toISOString());
  });

  it('bad input: unknown zones, invalid dates and malformed strings are DomainErrors', () => {
    expect(() => requireTimeZone('Mars/Olympus')).toThrowError(
      expect.objectContaining({ code: 'INVALID_TIME_ZONE' }),
    );
    expect(() => requireTimeZone('')).toThrowError(expect.objectContaining({ code: 'INVALID_TIME_ZONE' }));
    expect(requireTimeZone('Asia/Riyadh')).toBe('Asia/Riyadh');
    expect(() => requireDate(new Date(Number.NaN))).toThrowError(
      expect.objectContaining({ code: 'INVALID_DATE', field: 'now' }),
    );
    expect(() => requireDate('2026-01-01' as never)).toThrowError(
      expect.objectContaining({ code: 'INVALID_DATE' }),
    );
    expect(() => zonedInstant('10/03/2026', 0, 'Asia/Kuwait')).toThrowError(
      expect.objectContaining({ code: 'INVALID_DATE' }),
    );
    expect(() => parseLocalDateTime('2026-03-10', 'Asia/Kuwait')).toThrowError(
      expect.objectContaining({ code: 'INVALID_TIME' }),
    );
    expect(() => parseLocalDateTime(null as never, 'Asia/Kuwait')).toThrowError(
      expect.objectContaining({ code: 'INVALID_TIME' }),
    );
  });
});
