import { describe, expect, it } from 'vitest';
import { fallbackLanguages, pickedLanguage, pickText, resolveLocale } from './localize.ts';

describe('business texts in the asked language (ADR 620: never a blank)', () => {
  it('the asked locale, its base language, then the business’s first locale', () => {
    const name = { en: 'Latte', ar: 'لاتيه' };
    expect(pickText(name, 'ar-KW', 'en')).toBe('لاتيه');
    expect(pickText(name, 'fa', 'ar')).toBe('لاتيه');
    expect(pickText(name, 'fa', 'en')).toBe('Latte');
  });
  it('an empty or blank translation falls back as a missing one does', () => {
    expect(pickText({ en: 'Latte', fa: '' }, 'fa', 'en')).toBe('Latte');
    expect(pickText({ en: 'Latte', ar: '   ' }, 'ar', 'ar')).toBe('Latte');
  });
  it('the request locale resolves against the business’s locales', () => {
    expect(resolveLocale('ar_KW', ['en', 'ar'])).toBe('ar');
    expect(resolveLocale('fa', ['en', 'ar'])).toBe('en');
  });
});

describe('which language a fallback is in (ADR 1492)', () => {
  it('pickedLanguage follows pickText: the locale, its base, the first locale, any', () => {
    expect(pickedLanguage({ en: 'Latte', fr: 'Café au lait' }, 'fr-CA', 'en')).toBe('fr');
    expect(pickedLanguage({ en: 'Latte', fr: ' ' }, 'fr', 'en')).toBe('en');
    expect(pickedLanguage({ ur: 'دودھ' }, 'fa', 'en')).toBe('ur');
    expect(pickedLanguage({}, 'fa', 'en')).toBeNull();
    expect(pickedLanguage(null, 'fa', 'en')).toBeNull();
  });
  it('lists the texts given in another language, same script or not, and nothing translated', () => {
    const texts: Record<string, string>[] = [
      { en: 'Milk', fr: 'Lait' },
      { en: 'Oat milk' },
      { ur: 'دودھ', en: 'Milk' },
      { fr: 'Sucre', en: 'Sugar' },
      { fr: 'Crêpe' },
      {},
    ];
    // A French page of an English/French business: the English-only text says it is English.
    expect(fallbackLanguages(texts, 'fr', 'en')).toEqual({ 'Oat milk': 'en', Milk: 'en' });
    // A Persian page of an Urdu-first business: Urdu shares the Persian letters, but is Urdu.
    expect(fallbackLanguages([{ ur: 'دودھ' }, { fa: 'شیر', ur: 'دودھ' }], 'fa', 'ur')).toEqual({
      دودھ: 'ur',
    });
    expect(fallbackLanguages(texts, 'en-GB', 'en')).toEqual({ Crêpe: 'fr' });
  });
});
