import { describe, expect, it } from 'vitest';
import { dayOf } from '../admin-reservations/day-nav.server.ts';
import { discountWriteOf, minutesOf, taxWriteOf } from './offers-forms.server.ts';

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
};

describe('the offers forms (ADR 1485, 1486)', () => {
  it('a ticked happy hour sends its days and its times as minutes; unticked, none', () => {
    const base: [string, string][] = [
      ['selling_type', 'pickup'],
      ['target', 'category:12'],
      ['type', 'percent'],
      ['value', '50'],
      ['days', '0'],
      ['days', '4'],
      ['from', '17:30'],
      ['to', '01:00'],
    ];
    expect(discountWriteOf(formOf(base), 'KWD').happy_hour).toBeNull();
    expect(discountWriteOf(formOf([...base, ['happy_hour', 'on']]), 'KWD')).toMatchObject({
      scope: 'category',
      target_id: 12,
      happy_hour: { days: [0, 4], from_minute: 1050, to_minute: 60 },
    });
    expect(minutesOf('')).toBeNaN();
  });

  it('a tax reaches all items unless the form says categories or ticked items', () => {
    expect(taxWriteOf(formOf([['rate', '5']]), ['en'])).toMatchObject({ applies_to: 'all' });
    expect(
      taxWriteOf(
        formOf([
          ['rate', '5'],
          ['applies_to', 'categories'],
          ['category_ids', '3'],
          ['category_ids', '9'],
        ]),
        ['en'],
      ),
    ).toMatchObject({ applies_to: 'categories', category_ids: [3, 9] });
  });
});

describe('the day of bookings (ADR 1488)', () => {
  it('is the asked date, else today in the business’s zone, with its neighbours', () => {
    const now = new Date('2026-12-07T22:30:00Z'); // 01:30 on the 8th in Kuwait
    expect(dayOf(new URL('http://x/r'), 'Asia/Kuwait', now)).toEqual({
      date: '2026-12-08',
      today: '2026-12-08',
      previous: '2026-12-07',
      next: '2026-12-09',
    });
    expect(dayOf(new URL('http://x/r?date=2027-01-01'), 'Asia/Kuwait', now).previous).toBe('2026-12-31');
    expect(dayOf(new URL('http://x/r?date=junk'), 'Asia/Kuwait', now).date).toBe('2026-12-08');
  });
});
