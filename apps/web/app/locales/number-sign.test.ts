import { describe, expect, it } from 'vitest';
import { readCatalogs } from '../features/i18n/catalog-files.ts';

/**
 * One number sign per catalog (ADR 1513). English writes every order and reservation number as
 * "#{{id}}", so the keys whose English text holds "#{{id}}" are the number strings. In each
 * catalog they all use the sign its order page title (`order.title`) uses: "#", "№", "n° ",
 * "núm. ", "nr ", "رقم "… — never one sign in older strings and "#" in newer ones.
 */
const catalogs = readCatalogs();
const en = catalogs.get('en') ?? {};
const NUMBER_KEYS = Object.keys(en).filter((key) => String(en[key]).includes('#{{id}}'));

// The signs a number is written with: a symbol, or an abbreviation of "number" standing as a word.
const SIGN = /(#|№|(?<!\p{L})(?:n°|n\.º|nº|núm\.|nr\.?|br\.|n\.|رقم))(\s?)\{\{id\}\}/iu;

/** The sign in front of `{{id}}` with the space after it ("n° ", "#"), or null when there is none. */
function numberSign(text: string): string | null {
  const match = SIGN.exec(text);
  return match ? `${match[1]?.toLowerCase()}${match[2]}` : null;
}

/** Every number string of a catalog whose sign differs from its order title's, with its text. */
function mixedSigns(catalog: Record<string, unknown>): string[] {
  const own = numberSign(String(catalog['order.title'] ?? ''));
  return NUMBER_KEYS.filter((key) => key in catalog)
    .filter((key) => own === null || numberSign(String(catalog[key])) !== own)
    .map((key) => `${key}: ${String(catalog[key])} (order.title's sign: ${own ?? 'none'})`);
}

describe('order and reservation numbers are written one way in each catalog (ADR 1513)', () => {
  it('English marks its number strings with "#", the order title among them', () => {
    expect(NUMBER_KEYS).toContain('order.title');
    expect(NUMBER_KEYS).toContain('reservation.number');
    expect(NUMBER_KEYS.length).toBeGreaterThanOrEqual(10);
    expect(numberSign(String(en['order.title']))).toBe('#');
  });

  it('reads the sign in front of the number, and none where a word stands there', () => {
    expect(numberSign('Commande n° {{id}}')).toBe('n° ');
    expect(numberSign('Заказ №{{id}}')).toBe('№');
    expect(numberSign('Заказ № {{id}}')).toBe('№ ');
    expect(numberSign('Tellimus nr {{id}}')).toBe('nr ');
    expect(numberSign('Comanda nr. {{id}}')).toBe('nr. ');
    expect(numberSign('Bestellung Nr. {{id}} auswählen')).toBe('nr. ');
    expect(numberSign('Pedido n.º {{id}}')).toBe('n.º ');
    expect(numberSign('الطلب رقم {{id}}')).toBe('رقم ');
    expect(numberSign('A rendelésed (#{{id}}, {{total}})')).toBe('#');
    expect(numberSign('注文番号{{id}}')).toBeNull();
    expect(numberSign('odata mai lamba {{id}}')).toBeNull();
    expect(numberSign('{{id}} numaralı siparişim')).toBeNull();
  });

  it('finds a catalog that mixes signs', () => {
    const fr = {
      'order.title': 'Commande n° {{id}}',
      'staff.confirm': '{{action}} la commande n° {{id}} ?',
      'admin.phoneOrder.orderTitle': 'Commande #{{id}}',
    };
    expect(mixedSigns(fr)).toEqual([
      "admin.phoneOrder.orderTitle: Commande #{{id}} (order.title's sign: n° )",
    ]);
    expect(mixedSigns({ ...fr, 'admin.phoneOrder.orderTitle': 'Commande n° {{id}}' })).toEqual([]);
  });

  for (const [language, catalog] of catalogs) {
    it(`${language}: every order and reservation number carries the order title's sign`, () => {
      expect(numberSign(String(catalog['order.title']))).not.toBeNull();
      expect(mixedSigns(catalog)).toEqual([]);
    });
  }
});
