import { describe, expect, it } from 'vitest';
import { filterCounts, matchesSearch, visibleOrders } from './board-filters.ts';

const sara = {
  id: 42,
  public_ref: 'K7M2QX9P',
  name: 'Sara Al-Ali',
  phone: '+96550123456',
  status: 0 as const,
};
const omar = { id: 43, public_ref: '4HJ0TW1E', name: 'Omar', phone: '+96599887766', status: 1 as const };
const noura = { id: 1042, public_ref: 'BC2D8FGN', name: 'نورة', phone: '+96560001122', status: 3 as const };
const ali = { id: 44, public_ref: 'ZZ9Y8X7W', name: 'Ali', phone: '+96551112233', status: 10 as const };
const orders = [sara, omar, noura, ali];

describe('the board’s search and filters (ADR 1431)', () => {
  it('finds by number, name or phone digits', () => {
    expect(matchesSearch(sara, '#42')).toBe(true);
    expect(matchesSearch(sara, '42')).toBe(true);
    expect(matchesSearch(noura, '42')).toBe(false);
    expect(matchesSearch(sara, 'sara')).toBe(true);
    expect(matchesSearch(noura, 'نور')).toBe(true);
    expect(matchesSearch(omar, '9988')).toBe(true);
    expect(matchesSearch(omar, '٩٩٨٨')).toBe(true);
    expect(matchesSearch(omar, '99 887')).toBe(true);
    expect(matchesSearch(omar, 'sara')).toBe(false);
    expect(matchesSearch(omar, '  ')).toBe(true);
  });

  it('finds by the public reference a diner reads out, whole or four characters of it (ADR 1471)', () => {
    expect(matchesSearch(sara, 'K7M2-QX9P')).toBe(true);
    expect(matchesSearch(sara, 'k7m2 qx9p')).toBe(true);
    expect(matchesSearch(sara, 'qx9p')).toBe(true);
    expect(matchesSearch(omar, 'K7M2QX9P')).toBe(false);
    // Read out on the phone: O for 0, I or L for 1.
    expect(matchesSearch(omar, '4HJO-TWIE')).toBe(true);
    expect(matchesSearch(omar, '4hjo twle')).toBe(true);
    // Too short, or digits only (a number or a phone), is not a reference search.
    expect(matchesSearch(sara, 'K7M')).toBe(false);
    expect(visibleOrders(orders, 'all', 'BC2D').map((o) => o.id)).toEqual([1042]);
  });

  it('groups statuses as a kitchen does, with counts', () => {
    expect(filterCounts(orders)).toEqual({ all: 4, new: 2, kitchen: 1, ready: 1, out: 0, done: 0 });
    expect(visibleOrders(orders, 'new', '').map((o) => o.id)).toEqual([42, 44]);
    expect(visibleOrders(orders, 'new', 'ali').map((o) => o.id)).toEqual([42, 44]);
    expect(visibleOrders(orders, 'all', 'omar').map((o) => o.id)).toEqual([43]);
  });
});
