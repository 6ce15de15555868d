import { describe, expect, it } from 'vitest';
import { filterCounts, matchesSearch, visibleOrders } from './board-filters.ts';

const sara = { id: 42, name: 'Sara Al-Ali', phone: '+96550123456', status: 0 as const };
const omar = { id: 43, name: 'Omar', phone: '+96599887766', status: 1 as const };
const noura = { id: 1042, name: 'نورة', phone: '+96560001122', status: 3 as const };
const ali = { id: 44, name: 'Ali', phone: '+96551112233', status: 10 as const };
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

  it('groups statuses as a kitchen does, with counts', () => {
    expect(filterCounts(orders)).toEqual({ all: 4, new: 2, kitchen: 1, ready: 1, out: 0, done: 0 });
    expect(visibleOrders(orders, 'new', '').map((o) => o.id)).toEqual([42, 44]);
    expect(visibleOrders(orders, 'new', 'ali').map((o) => o.id)).toEqual([42, 44]);
    expect(visibleOrders(orders, 'all', 'omar').map((o) => o.id)).toEqual([43]);
  });
});
