import { describe, expect, it } from 'vitest';
import { languageLists } from './language-order.ts';

const inEnglish = (code: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;

describe('the language picker’s lists', () => {
  it('the business’s languages first in its order, then the other 39 by their own names', () => {
    const { business, others } = languageLists(['ar', 'en'], inEnglish);
    expect(business.map((o) => o.code)).toEqual(['ar', 'en']);
    expect(others).toHaveLength(39);
    expect(others.map((o) => o.code)).not.toContain('ar');
    expect(others.slice(0, 3).map((o) => o.name)).toEqual(['Azərbaycanca', 'Bahasa Melayu', 'Català']);
  });
  it('searches own names, names in the page language and codes, ignoring case and accents', () => {
    expect(languageLists(['ar', 'en'], inEnglish, 'deut').others.map((o) => o.code)).toEqual(['de']);
    expect(languageLists(['ar', 'en'], inEnglish, 'german').others.map((o) => o.code)).toEqual(['de']);
    expect(languageLists(['ar', 'en'], inEnglish, 'francais').others.map((o) => o.code)).toEqual(['fr']);
    expect(languageLists(['ar', 'en'], inEnglish, 'فار').others.map((o) => o.code)).toEqual(['fa']);
    expect(languageLists(['ar', 'en'], inEnglish, 'AR').business.map((o) => o.code)).toEqual(['ar']);
    expect(languageLists(['ar', 'en'], inEnglish, 'klingon')).toEqual({ business: [], others: [] });
  });
});
