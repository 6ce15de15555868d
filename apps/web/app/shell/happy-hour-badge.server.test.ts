import { describe, expect, it } from 'vitest';
import { happyHourOf, type Located, menuViewOf } from './menu-view.server.ts';

// ADR 1483: a card's happy-hour badge is decided by the server for the page's moment, in the
// business's time zone, and only when the discount that prices the item is that happy hour.

const response = {
  language: 'en',
  restaurant: {
    hide_price: false,
    currency: 'KWD',
    branch_id: 1,
    stickers: true,
    calories: true,
    preparation_time: true,
    time_zone: 'Asia/Kuwait',
  },
  discounts: {
    delivery: { itemsDiscounts: {}, categoriesDiscounts: {}, allMenuDiscount: null },
    dinein: { itemsDiscounts: {}, categoriesDiscounts: {}, allMenuDiscount: null },
    pickup: {
      // Item 7's own always-on discount beats its category's happy hour (ADR 1485).
      itemsDiscounts: { 7: { id: 1, type: 'percent', value: 10 } },
      categoriesDiscounts: {},
      allMenuDiscount: null,
      happyHours: [
        {
          id: 50,
          type: 'percent',
          value: 50,
          scope: 'category',
          target_id: 5,
          days: [0, 1, 2, 3, 4],
          from_minute: 17 * 60,
          to_minute: 19 * 60,
        },
      ],
    },
  },
} as unknown as Parameters<typeof menuViewOf>[0];

const located = (id: number): Located =>
  ({ item: { id, category_id: 5 }, grandId: null, category: { id: 5 } }) as unknown as Located;

// Monday 2026-12-07: 15:00 UTC is 18:00 in Kuwait (UTC+3), inside the window; 16:00 UTC is 19:00.
const at = (iso: string) => menuViewOf(response, 'pickup', true, [], 0, new Date(iso));

describe('the happy-hour badge (ADR 1483)', () => {
  it('names the happy hour pricing an item now and its local end', () => {
    expect(happyHourOf(located(3), at('2026-12-07T15:00:00Z'))).toEqual({
      type: 'percent',
      value: 50,
      until: '19:00',
    });
  });

  it('none at its end, on another day, or for another selling type', () => {
    expect(happyHourOf(located(3), at('2026-12-07T16:00:00Z'))).toBeNull();
    // Saturday 18:00 in Kuwait.
    expect(happyHourOf(located(3), at('2026-12-12T15:00:00Z'))).toBeNull();
    const delivery = menuViewOf(response, 'delivery', true, [], 0, new Date('2026-12-07T15:00:00Z'));
    expect(happyHourOf(located(3), delivery)).toBeNull();
  });

  it('none when the item’s own discount prices it instead', () => {
    expect(happyHourOf(located(7), at('2026-12-07T15:00:00Z'))).toBeNull();
  });
});
