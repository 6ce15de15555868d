import { describe, expect, it } from 'vitest';
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
      '3 أصناف',
      '11 صنفًا',
      '100 صنف',
    ]);
  });
  it('falls back to defaultValue, then to the key; reads nested catalogs', () => {
    expect(en.t('missing', { defaultValue: 'x' })).toBe('x');
    expect(en.t('missing')).toBe('missing');
    expect(en.t('nested.key')).toBe('deep');
  });
});
