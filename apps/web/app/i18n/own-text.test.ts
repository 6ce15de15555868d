import { describe, expect, it } from 'vitest';
import { fallbackLanguageOf, ownLabel } from './own-text.ts';

describe('a business label per language (ADR 1460)', () => {
  const labels = { en: 'Dine in', ar: 'داخل المطعم' };
  it('takes the label of the page language, or of its base language', () => {
    expect(ownLabel(labels, 'ar')).toBe('داخل المطعم');
    expect(ownLabel(labels, 'en-GB')).toBe('Dine in');
  });
  it('never the label of another language: the caller shows its translation', () => {
    expect(ownLabel(labels, 'fr')).toBeUndefined();
    expect(ownLabel(labels, 'fa')).toBeUndefined();
    expect(ownLabel({ fr: '  ' }, 'fr')).toBeUndefined();
    expect(ownLabel(undefined, 'en')).toBeUndefined();
  });
});

describe('the language of a business text that fell back (ADR 1460)', () => {
  it('an English option on an Arabic menu is English', () => {
    expect(fallbackLanguageOf('Oat milk', 'ar', ['ar', 'en'])).toBe('en');
    expect(fallbackLanguageOf('Oat milk', 'ar', ['en', 'ar'])).toBe('en');
  });
  it('a text in the content language, or with no letters, is not marked', () => {
    expect(fallbackLanguageOf('حليب الشوفان', 'ar', ['en', 'ar'])).toBeNull();
    expect(fallbackLanguageOf('XL 500 ml حليب', 'ar', ['en', 'ar'])).toBeNull();
    expect(fallbackLanguageOf('500', 'ar', ['en', 'ar'])).toBeNull();
    expect(fallbackLanguageOf('抹茶 Latte', 'ja', ['en', 'ja'])).toBeNull();
  });
  it('an Arabic text on an English menu is Arabic; a script the business does not write is left alone', () => {
    expect(fallbackLanguageOf('كرك', 'en', ['en', 'ar'])).toBe('ar');
    expect(fallbackLanguageOf('Кофе', 'en', ['en', 'ar'])).toBeNull();
  });
  it("each language's script from its likely subtags: Sorani Kurdish, Korean, Khmer, Japanese kana", () => {
    expect(fallbackLanguageOf('Oat milk', 'ku', ['ku', 'en'])).toBe('en');
    expect(fallbackLanguageOf('شیری شۆفان', 'en', ['en', 'ku'])).toBe('ku');
    expect(fallbackLanguageOf('귀리 우유', 'en', ['en', 'ko'])).toBe('ko');
    expect(fallbackLanguageOf('ទឹកដោះគោ', 'en', ['en', 'km'])).toBe('km');
    expect(fallbackLanguageOf('ラテ', 'en', ['en', 'ja'])).toBe('ja');
    expect(fallbackLanguageOf('Latte', 'ja', ['ja', 'en'])).toBe('en');
  });
});
