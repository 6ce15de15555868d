import { describe, expect, it } from 'vitest';
import { readCatalogs } from '../features/i18n/catalog-files.ts';

/**
 * One name per way to order in each catalog (ADR 1515). The storefront's tab (`type.delivery`,
 * `type.pickup`, `type.dinein`) is the name diners see most; the staff board (`order.type.N`) and
 * the back office (settings, offers, phone orders, opening hours) name the same order type and
 * must say it the same way — not 外送 on the storefront and 外卖 on the hours page.
 *
 * Which keys name the same order type is read from English: every key whose English text is the
 * storefront tab's (ignoring case and a hyphen, so an English "Dine-in" next to "Dine in" is
 * caught too). The opening-hours heading is also read inside "Pause orders: {{type}}", where a
 * language may put the noun in its definite form: Arabic التوصيل for توصيل, Albanian Dërgesa for
 * Dërgesë. Those two forms are the only allowance; any other difference is a second word.
 */
const catalogs = readCatalogs();
const en = catalogs.get('en') ?? {};
const STOREFRONT_KEYS = ['type.delivery', 'type.pickup', 'type.dinein'] as const;
const HEADING = /^admin\.hours\.type\./;

const loose = (text: unknown) => String(text).toLowerCase().replace(/-/g, ' ');

/** Every key of English naming the order type of a storefront tab, the tab's own key first. */
const sameConcept = (storefrontKey: string) => [
  storefrontKey,
  ...Object.keys(en).filter((key) => key !== storefrontKey && loose(en[key]) === loose(en[storefrontKey])),
];
const GROUPS = STOREFRONT_KEYS.map(sameConcept);

/** The definite form of a label, in the catalogs whose grammar puts it on a heading (see above). */
const DEFINITE: Record<string, (label: string) => string> = {
  ar: (label) => (label.includes(' ') ? label : `ال${label}`),
  sq: (label) => label.replace(/ë$/u, 'a'),
};

/** Every key of a catalog that names an order type otherwise than its storefront tab, with both texts. */
function otherNames(
  language: string,
  catalog: Record<string, unknown>,
  groups: string[][] = GROUPS,
): string[] {
  return groups.flatMap(([storefrontKey = '', ...others]) => {
    const label = String(catalog[storefrontKey]);
    const allowed = (key: string) =>
      HEADING.test(key) ? [label, DEFINITE[language]?.(label) ?? label] : [label];
    return others
      .filter((key) => key in catalog && !allowed(key).includes(String(catalog[key])))
      .map((key) => `${key}: ${String(catalog[key])} (${storefrontKey}: ${label})`);
  });
}

describe('each way to order has one name in a catalog: storefront, board and back office (ADR 1515)', () => {
  it('English names each order type with the same words on the board and in the back office', () => {
    for (const group of GROUPS) {
      // The board's order card and the back office's settings, offers, phone order and hours.
      expect(group.some((key) => key.startsWith('order.type.'))).toBe(true);
      expect(group.filter((key) => key.startsWith('admin.')).length).toBeGreaterThanOrEqual(4);
      expect(group.some((key) => HEADING.test(key))).toBe(true);
    }
    expect(otherNames('en', en)).toEqual([]);
  });

  it('finds a second word, a second spelling, and allows a heading its definite form', () => {
    const groups = [['type.delivery', 'order.type.0', 'admin.hours.type.delivery']];
    const zh = { 'type.delivery': '外送', 'order.type.0': '外送', 'admin.hours.type.delivery': '外卖' };
    expect(otherNames('zh', zh, groups)).toEqual(['admin.hours.type.delivery: 外卖 (type.delivery: 外送)']);
    const enMixed = {
      'type.delivery': 'Dine in',
      'order.type.0': 'Dine-in',
      'admin.hours.type.delivery': 'Dine in',
    };
    expect(otherNames('en', enMixed, groups)).toEqual(['order.type.0: Dine-in (type.delivery: Dine in)']);
    const ar = { 'type.delivery': 'توصيل', 'order.type.0': 'توصيل', 'admin.hours.type.delivery': 'التوصيل' };
    expect(otherNames('ar', ar, groups)).toEqual([]);
    // The definite form is a heading's allowance only, and only in a catalog whose grammar has it.
    expect(otherNames('ar', { ...ar, 'order.type.0': 'التوصيل' }, groups)).toHaveLength(1);
    expect(otherNames('fa', { ...ar, 'type.delivery': 'توصيل' }, groups)).toHaveLength(1);
    const sq = {
      'type.delivery': 'Dërgesë',
      'order.type.0': 'Dërgesë',
      'admin.hours.type.delivery': 'Dërgesa',
    };
    expect(otherNames('sq', sq, groups)).toEqual([]);
  });

  for (const [language, catalog] of catalogs) {
    it(`${language}: delivery, pickup and dine-in are named as on the storefront`, () => {
      expect(otherNames(language, catalog)).toEqual([]);
    });
  }
});
