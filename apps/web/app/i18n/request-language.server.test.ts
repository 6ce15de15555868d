import { describe, expect, it } from 'vitest';
import { pickLanguage, requestedLanguages } from './request-language.server.ts';

const request = (headers: Record<string, string>) => new Request('http://x/demo', { headers });

describe('the request language ([product: Storefront and looks]: cookie → browser languages in q order → business first locale)', () => {
  it('a cookie for a language the business does not offer gives way to the browser’s languages', () => {
    const asked = requestedLanguages(
      request({ cookie: 'i18n_redirected=de', 'accept-language': 'fr, ar;q=0.8' }),
    );
    expect(asked).toEqual(['de', 'fr', 'ar']);
    expect(pickLanguage(asked, ['en', 'ar'])).toBe('ar');
  });
  it('browser languages are tried in q order, whatever order the header lists them in', () => {
    const asked = requestedLanguages(request({ 'accept-language': 'en;q=0.2, ar-KW;q=0.9, fr' }));
    expect(pickLanguage(asked, ['en', 'ar'])).toBe('ar');
  });
  it('an offered cookie wins over the browser; nothing offered gives the business’s first locale', () => {
    expect(
      pickLanguage(requestedLanguages(request({ cookie: 'i18n_redirected=en', 'accept-language': 'ar' })), [
        'ar',
        'en',
      ]),
    ).toBe('en');
    expect(pickLanguage(requestedLanguages(request({ 'accept-language': 'fr, de' })), ['ar', 'en'])).toBe(
      'ar',
    );
  });
});
