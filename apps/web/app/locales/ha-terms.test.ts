import { describe, expect, it } from 'vitest';
import ha from './ha.json' with { type: 'json' };

/**
 * The Hausa catalog's conventions after its review (ADR 1514): the diner is addressed with the
 * respectful plural (ku), and each thing has one word across the storefront, the board and the
 * back office. A native reader may change a word (docs/translations-review.md) — then here too.
 */
const catalog = ha as Record<string, string>;
const entries = Object.entries(catalog);
// The team's pages (board, driver, back office) speak to one colleague and may say "ka".
const forDiners = entries.filter(([key]) => !/^(admin|staff|driver)\./.test(key));

// Second person singular: the pronouns, and the possessive -nka/-rka ("odarka", "wayarka").
const SINGULAR_YOU_PATTERN =
  /(?<!\p{L})(ka|kana|kake|kika|kin|kina|naka|naki)(?!\p{L})|\p{L}(nka|rka|nki|rki)(?!\p{L})/iu;
// Words that only end like a possessive: "Barka da zuwa" (welcome), "girki" (cooking).
const NOT_POSSESSIVE = /(?<!\p{L})(barka|girki)(?!\p{L})/giu;
const SINGULAR_YOU = { test: (text: string) => SINGULAR_YOU_PATTERN.test(text.replace(NOT_POSSESSIVE, '')) };

const offending = (list: [string, string][], pattern: { test: (text: string) => boolean }) =>
  list.filter(([, text]) => pattern.test(text)).map(([key, text]) => `${key}: ${text}`);

describe('the Hausa (ha) catalog keeps its reviewed conventions (ADR 1514)', () => {
  it('reads the singular "you" it looks for, and not the respectful plural', () => {
    expect(SINGULAR_YOU.test('Yaya odarka ta kasance?')).toBe(true);
    expect(SINGULAR_YOU.test('Kana iya soke ta.')).toBe(true);
    expect(SINGULAR_YOU.test('Yaya odarku ta kasance?')).toBe(false);
    expect(SINGULAR_YOU.test('Ƙara {{missing}} don kai mafi ƙarancin oda')).toBe(false);
    expect(SINGULAR_YOU.test('Barka da zuwa! Saƙo ga masu girki')).toBe(false);
  });

  it('addresses the diner with "ku", never "ka"', () => {
    expect(offending(forDiners, SINGULAR_YOU)).toEqual([]);
  });

  it('one word for the menu (jerin abinci), the wallet (walat), the map pin (alama)', () => {
    expect(offending(entries, /(?<!\p{L})menu(?!\p{L})|jakar kuɗi|(?<!\p{L})fil(?!\p{L})/iu)).toEqual([]);
  });

  it('one name for each way to order, on the storefront, the board and the back office', () => {
    const same = (keys: string[]) => [...new Set(keys.map((key) => catalog[key]))];
    expect(
      same([
        'type.delivery',
        'order.type.0',
        'admin.settings.delivery',
        'admin.hours.type.delivery',
        'admin.offers.sellingType.delivery',
        'admin.phoneOrder.types.delivery',
      ]),
    ).toEqual(['Kawo gida']);
    expect(
      same([
        'type.pickup',
        'order.type.2',
        'admin.settings.pickup',
        'admin.hours.type.car_pickup',
        'admin.offers.sellingType.pickup',
        'admin.phoneOrder.types.car_pickup',
      ]),
    ).toEqual(['Karɓa a shago']);
    expect(
      same([
        'type.dinein',
        'order.type.1',
        'admin.settings.dinein',
        'admin.hours.type.dine_in',
        'admin.offers.sellingType.dinein',
        'admin.phoneOrder.types.dine_in',
      ]),
    ).toEqual(['Ci a wurin']);
  });

  it('checkout is "kammala oda" wherever it is named', () => {
    expect(catalog['checkout.title']).toBe('Kammala oda');
    expect(offending(entries, /lokacin biya(?!n)/iu)).toEqual([]);
  });
});
