import { describe, expect, it } from 'vitest';
import { reservationIcs } from './ics.ts';

describe('reservationIcs', () => {
  const ics = reservationIcs({
    id: 'K7M2QX9P',
    ref: 'demo',
    start: '2026-11-24T16:00:00.000Z',
    end: '2026-11-24T17:30:00.000Z',
    created: '2026-11-23T10:00:00.000Z',
    title: 'Table for 4, Bayt Al Bahar',
    location: 'Gulf Road; Salmiya',
    description: 'Reservation #7\nWindow, please',
  });

  it('is a VEVENT with UTC times and CRLF lines', () => {
    expect(ics).toContain('BEGIN:VEVENT\r\n');
    expect(ics).toContain('DTSTART:20261124T160000Z\r\n');
    expect(ics).toContain('DTEND:20261124T173000Z\r\n');
    expect(ics).toContain('UID:reservation-K7M2QX9P@demo.sufra\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes commas, semicolons and new lines', () => {
    expect(ics).toContain('SUMMARY:Table for 4\\, Bayt Al Bahar');
    expect(ics).toContain('LOCATION:Gulf Road\\; Salmiya');
    expect(ics).toContain('DESCRIPTION:Reservation #7\\nWindow\\, please');
  });

  it('folds long lines at 75 octets, Arabic included', () => {
    const long = reservationIcs({
      id: 'K7M2QX9P',
      ref: 'r',
      start: '2026-11-24T16:00:00.000Z',
      end: '2026-11-24T17:00:00.000Z',
      created: '2026-11-24T16:00:00.000Z',
      title: 'حجز طاولة '.repeat(12),
      location: '',
      description: '',
    });
    for (const line of long.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(long).toMatch(/\r\n /);
  });
});
