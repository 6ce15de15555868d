import { describe, expect, it } from 'vitest';
import { pickText, resolveLocale } from './localize.ts';

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
