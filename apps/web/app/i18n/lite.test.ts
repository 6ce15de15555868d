import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './lite.tsx';

describe('the i18next-compatible translator', () => {
  const en = createTranslator('en', {
    'cart.items_one': '{{count}} item',
    'cart.items_other': '{{count}} items',
    hello: 'Hello {{name}}',
    nested: { key: 'deep' },
  });
  const ar = createTranslator('ar', {
    'cart.items_zero': 'لا أصناف',
    'cart.items_one': 'صنف واحد',
    'cart.items_two': 'صنفان',
    'cart.items_few': '{{count}} أصناف',
    'cart.items_many': '{{count}} صنفًا',
    'cart.items_other': '{{count}} صنف',
  });
  it('interpolates and picks English plurals', () => {
    expect(en.t('hello', { name: 'Sara' })).toBe('Hello Sara');
    expect(en.t('cart.items', { count: 1 })).toBe('1 item');
    expect(en.t('cart.items', { count: 0 })).toBe('0 items');
    expect(en.t('cart.items', { count: 7 })).toBe('7 items');
  });
  it('picks the six Arabic plural forms', () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => ar.t('cart.items', { count }))).toEqual([
      'لا أصناف',
      'صنف واحد',
      'صنفان',
      '\u20683\u2069 أصناف',
      '\u206811\u2069 صنفًا',
      '\u2068100\u2069 صنف',
    ]);
  });
  it('falls back to defaultValue, then to the key; reads nested catalogs', () => {
    expect(en.t('missing', { defaultValue: 'x' })).toBe('x');
    expect(en.t('missing')).toBe('missing');
    expect(en.t('nested.key')).toBe('deep');
  });
});

describe('numbers in messages (ADR 622)', () => {
  it('are written in the language’s digits, without grouping', () => {
    const fa = createTranslator('fa', {
      'cart.items_one': '{{count}} قلم',
      'cart.items_other': '{{count}} قلم',
      order: 'سفارش #{{id}}',
    });
    expect(fa.t('cart.items', { count: 5 })).toBe('\u2068۵\u2069 قلم');
    expect(fa.t('order', { id: 12345 })).toBe('سفارش #\u2068۱۲۳۴۵\u2069');
    const bn = createTranslator('bn', { n: '{{n}}' });
    expect(bn.t('n', { n: 3 })).toBe('৩');
    expect(createTranslator('en', { order: 'Order #{{id}}' }).t('order', { id: 12345 })).toBe('Order #12345');
  });
});

describe('bidi isolation (ADR 622)', () => {
  it('isolates every interpolated value in right-to-left languages only', () => {
    const ar = createTranslator('ar', { fee: 'التوصيل {{fee}}' });
    expect(ar.t('fee', { fee: 'KWD 1.250' })).toBe('التوصيل \u2068KWD 1.250\u2069');
    const en = createTranslator('en', { fee: 'Delivery {{fee}}' });
    expect(en.t('fee', { fee: 'KWD 1.250' })).toBe('Delivery KWD 1.250');
  });

  it('loads no number data for strings without numbers, and makes it once per language', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      // Scottish Gaelic has no catalog, so no other test (files share modules: isolate is off)
      // has made its number data yet; a language with a catalog may be cached by a catalog test.
      const gd = createTranslator('gd', { hi: 'Halò {{name}}', n: '{{count}} rud' });
      expect(gd.t('hi', { name: 'Seumas' })).toBe('Halò Seumas');
      expect(made).not.toHaveBeenCalled();
      expect(gd.t('n', { count: 3 })).toBe('3 rud');
      createTranslator('gd', {}).number(4);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
