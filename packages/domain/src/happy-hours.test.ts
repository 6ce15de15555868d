import { describe, expect, it } from 'vitest';
import { discountForItem } from './discounts.ts';
import { allDiscountsAt, discountsAt, happyHoursOpenAt, isInWindow, localMoment } from './happy-hours.ts';
import type { HappyHourDiscount, SellingTypeDiscounts } from './types.ts';

const hour = (over: Partial<HappyHourDiscount> = {}): HappyHourDiscount => ({
  id: 50,
  type: 'percent',
  value: 50,
  scope: 'category',
  target_id: 5,
  days: [0, 1, 2, 3, 4],
  from_minute: 17 * 60,
  to_minute: 19 * 60,
  ...over,
});

const table = (happyHours: HappyHourDiscount[]): SellingTypeDiscounts => ({
  itemsDiscounts: {},
  categoriesDiscounts: { 5: { id: 1, type: 'percent', value: 10 } },
  allMenuDiscount: null,
  happyHours,
});

describe('happy hours (ADR 1485)', () => {
  it('reads the moment in the business time zone, Monday first', () => {
    // 2026-12-07 is a Monday; 14:59 UTC is 17:59 in Kuwait (UTC+3).
    expect(localMoment(new Date('2026-12-07T14:59:59Z'), 'Asia/Kuwait')).toEqual({ day: 0, minute: 1079 });
    expect(localMoment(new Date('2026-12-07T22:30:00Z'), 'Asia/Kuwait')).toEqual({ day: 1, minute: 90 });
  });

  it('is open from its start up to, not including, its end, on its days only', () => {
    const h = hour();
    expect(isInWindow(h, { day: 0, minute: 17 * 60 - 1 })).toBe(false);
    expect(isInWindow(h, { day: 0, minute: 17 * 60 })).toBe(true);
    expect(isInWindow(h, { day: 0, minute: 19 * 60 - 1 })).toBe(true);
    expect(isInWindow(h, { day: 0, minute: 19 * 60 })).toBe(false);
    expect(isInWindow(h, { day: 5, minute: 18 * 60 })).toBe(false);
  });

  it('a window past midnight belongs to the day it starts on', () => {
    const late = hour({ days: [4], from_minute: 22 * 60, to_minute: 2 * 60 });
    expect(isInWindow(late, { day: 4, minute: 23 * 60 })).toBe(true);
    expect(isInWindow(late, { day: 5, minute: 60 })).toBe(true);
    expect(isInWindow(late, { day: 5, minute: 2 * 60 })).toBe(false);
    expect(isInWindow(late, { day: 4, minute: 60 })).toBe(false);
    expect(isInWindow(late, { day: 5, minute: 23 * 60 })).toBe(false);
  });

  it('an open happy hour replaces the permanent discount on its target; closed, the permanent one stands', () => {
    const t = table([hour()]);
    const item = { id: 9, category_id: 5, grand_category_id: null };
    expect(discountForItem(item, discountsAt(t, { day: 0, minute: 16 * 60 + 59 }))?.id).toBe(1);
    expect(discountForItem(item, discountsAt(t, { day: 0, minute: 18 * 60 }))?.id).toBe(50);
    expect(discountForItem(item, discountsAt(t, { day: 6, minute: 18 * 60 }))?.id).toBe(1);
  });

  it('an item discount still wins over a category happy hour; a whole-menu one fills the rest', () => {
    const t: SellingTypeDiscounts = {
      itemsDiscounts: { 9: { id: 2, type: 'fixed', value: 100 } },
      categoriesDiscounts: {},
      allMenuDiscount: null,
      happyHours: [hour(), hour({ id: 51, scope: 'all', target_id: null, value: 20 })],
    };
    const at = { day: 0, minute: 18 * 60 };
    expect(discountForItem({ id: 9, category_id: 5, grand_category_id: null }, discountsAt(t, at))?.id).toBe(
      2,
    );
    expect(discountForItem({ id: 8, category_id: 5, grand_category_id: null }, discountsAt(t, at))?.id).toBe(
      50,
    );
    expect(discountForItem({ id: 7, category_id: 6, grand_category_id: null }, discountsAt(t, at))?.id).toBe(
      51,
    );
  });

  it('the server clock decides: 17:59:59 is before the window, 18:00:01 inside it', () => {
    const all = { dinein: table([hour({ from_minute: 18 * 60, to_minute: 20 * 60 })]) };
    const item = { id: 9, category_id: 5, grand_category_id: null };
    const before = allDiscountsAt(all, new Date('2026-12-07T14:59:59Z'), 'Asia/Kuwait');
    const after = allDiscountsAt(all, new Date('2026-12-07T15:00:01Z'), 'Asia/Kuwait');
    expect(discountForItem(item, before.dinein ?? null)?.id).toBe(1);
    expect(discountForItem(item, after.dinein ?? null)?.id).toBe(50);
    expect(after.dinein?.happyHours).toBeUndefined();
  });
});

describe('the happy hours open now, for the badge (ADR 1483)', () => {
  it('names each open one with the local time it ends; a closed one is not named', () => {
    const t = table([hour(), hour({ id: 51, days: [5], from_minute: 22 * 60, to_minute: 2 * 60 })]);
    expect(happyHoursOpenAt(t, { day: 0, minute: 18 * 60 })).toEqual({ 50: '19:00' });
    expect(happyHoursOpenAt(t, { day: 0, minute: 19 * 60 })).toEqual({});
    // Saturday 23:00 and Sunday 01:30 are inside Saturday's 22:00–02:00; it ends at 02:00.
    expect(happyHoursOpenAt(t, { day: 5, minute: 23 * 60 })).toEqual({ 51: '02:00' });
    expect(happyHoursOpenAt(t, { day: 6, minute: 90 })).toEqual({ 51: '02:00' });
    expect(happyHoursOpenAt(null, { day: 0, minute: 0 })).toEqual({});
  });
});
