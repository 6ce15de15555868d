import { describe, expect, it } from 'vitest';
import { languageCookieOf, pickLanguage, requestedLanguages } from './request-language.server.ts';

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

describe('a language in the URL (`?lang=`, the hreflang links, ADR 820)', () => {
  const at = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
  it('comes before the cookie and the browser; a malformed one is ignored', () => {
    expect(
      requestedLanguages(
        at('http://x/demo?lang=ar', { cookie: 'i18n_redirected=en', 'accept-language': 'fr' }),
      ),
    ).toEqual(['ar', 'en', 'fr']);
    expect(requestedLanguages(at('http://x/demo?lang=<script>', { 'accept-language': 'fr' }))).toEqual([
      'fr',
    ]);
  });
  it('is remembered in the cookie when the page shows it and the cookie says otherwise', () => {
    expect(languageCookieOf(at('http://x/demo?lang=ar', { cookie: 'i18n_redirected=en' }), 'ar')).toMatch(
      /^i18n_redirected=ar; Max-Age=\d+; Path=\/; SameSite=Lax$/,
    );
    expect(languageCookieOf(at('http://x/demo?lang=ar', { cookie: 'i18n_redirected=ar' }), 'ar')).toBeNull();
    expect(languageCookieOf(at('http://x/demo?lang=xx'), 'en')).toBeNull();
    expect(languageCookieOf(at('http://x/demo'), 'en')).toBeNull();
  });
});
