import { describe, expect, it } from 'vitest';
import { checkCatalog, expectedKeys, pluralCategories, untranslated } from './catalog-rules.ts';

const en = {
  'cart.items_one': '{{count}} item',
  'cart.items_other': '{{count}} items',
  'item.chooseUpTo_one': 'Choose up to 1',
  'item.chooseUpTo_other': 'Choose up to {{count}}',
  greeting: 'Hello {{name}}',
  brand: 'Sufra',
  close: 'Close',
};

describe('the catalog rules (ADR 624)', () => {
  it('a language needs exactly its Intl.PluralRules forms', () => {
    expect(pluralCategories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(pluralCategories('ja')).toEqual(['other']);
    expect([...expectedKeys(en, 'ja').keys()].sort()).toEqual([
      'brand',
      'cart.items_other',
      'close',
      'greeting',
      'item.chooseUpTo_other',
    ]);
  });

  it('a complete catalog passes', () => {
    const de = {
      'cart.items_one': '{{count}} Artikel',
      'cart.items_other': '{{count}} Artikel',
      'item.chooseUpTo_one': 'Bis zu 1 wählen',
      'item.chooseUpTo_other': 'Bis zu {{count}} wählen',
      greeting: 'Hallo {{name}}',
      brand: 'Sufra',
      close: 'Schließen',
    };
    expect(checkCatalog('de', de, en)).toEqual([]);
  });

  it('finds a missing key, an extra key, a lost or invented placeholder and empty text', () => {
    const broken = {
      'cart.items_one': '{{count}} Artikel',
      'cart.items_other': '{{count}} Artikel',
      'item.chooseUpTo_one': 'Bis zu 1 wählen',
      'item.chooseUpTo_other': 'Bis zu {{anzahl}} wählen',
      greeting: 'Hallo',
      brand: ' ',
      extra: 'x',
    };
    expect(checkCatalog('de', broken, en)).toEqual([
      { key: 'close', problem: 'missing' },
      { key: 'item.chooseUpTo_other', problem: 'placeholders', detail: 'lost {{count}}, unknown {{anzahl}}' },
      { key: 'greeting', problem: 'placeholders', detail: 'lost {{name}}' },
      { key: 'brand', problem: 'not text' },
      { key: 'extra', problem: 'extra' },
    ]);
  });

  it('finds a plural form the language lacks, and one it does not use', () => {
    const ruMissingFew = {
      'cart.items_one': '{{count}} блюдо',
      'cart.items_many': '{{count}} блюд',
      'cart.items_other': '{{count}} блюда',
      'item.chooseUpTo_one': 'Не больше {{count}}',
      'item.chooseUpTo_few': 'Не больше {{count}}',
      'item.chooseUpTo_many': 'Не больше {{count}}',
      'item.chooseUpTo_other': 'Не больше {{count}}',
      greeting: 'Привет, {{name}}',
      brand: 'Sufra',
      close: 'Закрыть',
    };
    expect(checkCatalog('ru', ruMissingFew, en)).toEqual([{ key: 'cart.items_few', problem: 'missing' }]);
    const jaWithOne = {
      'cart.items_one': '1品',
      'cart.items_other': '{{count}}品',
      'item.chooseUpTo_other': '{{count}}個まで',
      greeting: 'こんにちは{{name}}',
      brand: 'Sufra',
      close: '閉じる',
    };
    expect(checkCatalog('ja', jaWithOne, en)).toEqual([{ key: 'cart.items_one', problem: 'extra' }]);
  });

  it('a form only one number takes may say it in words; Russian `one` (1, 21, 31…) may not', () => {
    const ar = {
      'cart.items_zero': 'لا أصناف',
      'cart.items_one': 'صنف واحد',
      'cart.items_two': 'صنفان',
      'cart.items_few': '{{count}} أصناف',
      'cart.items_many': '{{count}} صنفًا',
      'cart.items_other': '{{count}} صنف',
    };
    expect(checkCatalog('ar', ar, en).filter((p) => p.problem === 'placeholders')).toEqual([]);
    const ru = { 'cart.items_one': 'одно блюдо' };
    expect(checkCatalog('ru', ru, en).filter((p) => p.problem === 'placeholders')).toEqual([
      { key: 'cart.items_one', problem: 'placeholders', detail: 'lost {{count}}' },
    ]);
  });

  it('lists texts left in English, but not names and codes', () => {
    expect(untranslated('fr', { brand: 'Sufra', close: 'Close', greeting: 'Bonjour {{name}}' }, en)).toEqual([
      'close',
    ]);
  });
});
