import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  FORMAT_STAND_INS,
  formatLocale,
  intlLocale,
  isLanguage,
  isRtl,
  LANGUAGES,
  primaryLanguage,
  resolveInterfaceLanguage,
  resolveLanguage,
} from './language.ts';

describe('§4/§9 language', () => {
  it('§9 interface languages: every code the spec lists (it says 40 and names 41, fa last)', () => {
    expect(LANGUAGES).toHaveLength(41);
    expect(new Set(LANGUAGES).size).toBe(41);
    expect(isLanguage('fa')).toBe(true);
    expect(isLanguage('xx')).toBe(false);
  });

  it('§9 right-to-left: ar, fa (and ur)', () => {
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('ar-KW')).toBe(true);
    expect(isRtl('fa')).toBe(true);
    expect(isRtl('ur')).toBe(true);
    expect(isRtl('ku')).toBe(true);
    expect(isRtl('en')).toBe(false);
  });

  it('§4 language: the browser language when the business offers it', () => {
    expect(resolveLanguage({ browser: ['ar-KW', 'en'], businessLocales: ['en', 'ar'] })).toBe('ar');
    expect(resolveLanguage({ browser: 'fr_FR', businessLocales: [] })).toBe('fr');
  });

  it('§4 language: else the first business locale', () => {
    expect(resolveLanguage({ browser: null, businessLocales: ['ar', 'en'] })).toBe('ar');
    expect(resolveLanguage({ browser: [], businessLocales: ['tr'] })).toBe('tr');
  });

  it('§9 default language en', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(resolveLanguage({ browser: undefined, businessLocales: [] })).toBe('en');
  });

  it('§4 language: unsupported falls back to the first locale', () => {
    expect(resolveLanguage({ browser: ['de'], businessLocales: ['ar', 'en'] })).toBe('ar');
    expect(resolveLanguage({ browser: ['tlh'], businessLocales: ['en'] })).toBe('en');
    expect(resolveLanguage({ browser: ['tlh'], businessLocales: ['xx', 'ru'] })).toBe('ru');
  });

  it('§4 language: every preference in order, not only the first', () => {
    // Accept-Language "fr, ar" on an Arabic/English menu: Arabic, not the default English.
    expect(resolveLanguage({ browser: ['fr', 'ar'], businessLocales: ['en', 'ar'] })).toBe('ar');
    // A remembered language the business does not offer gives way to the browser's.
    expect(resolveLanguage({ browser: ['de', 'ar-KW', 'en'], businessLocales: ['en', 'ar'] })).toBe('ar');
    expect(resolveLanguage({ browser: ['de', 'tlh', 'xx'], businessLocales: ['ar', 'en'] })).toBe('ar');
  });

  it('§4 language (property): the first offered preference wins; none offered gives the first locale', () => {
    const offeredArb = fc.uniqueArray(fc.constantFrom(...LANGUAGES), { minLength: 1, maxLength: 5 });
    const askedArb = fc.array(fc.oneof(fc.constantFrom(...LANGUAGES), fc.constantFrom('xx', 'tlh', '')), {
      maxLength: 6,
    });
    fc.assert(
      fc.property(offeredArb, askedArb, (offered, asked) => {
        const got = resolveLanguage({ browser: asked, businessLocales: offered });
        const first = asked.find((a) => (offered as readonly string[]).includes(a));
        expect(got).toBe(first ?? offered[0]);
        expect(offered).toContain(got);
      }),
    );
  });

  it('Kurdish is formatted as Central Kurdish (ckb), the rest as themselves (ADR 621)', () => {
    expect(intlLocale('ku')).toBe('ckb');
    expect(
      new Intl.DateTimeFormat(intlLocale('ku'), { weekday: 'long', timeZone: 'UTC' }).format(
        Date.UTC(2024, 0, 1),
      ),
    ).toBe('دووشەممە');
    expect(intlLocale('fa')).toBe('fa');
  });

  it('languages browsers lack ICU data for format through a stand-in both sides hold (ADR 625)', () => {
    expect(formatLocale('hy')).toBe('en-GB');
    expect(formatLocale('nn')).toBe('nb');
    expect(formatLocale('ku')).toBe('ar-IQ');
    expect(formatLocale('ha-NG')).toBe('en-NG');
    // Every other language formats as itself (ku's ICU name aside).
    for (const language of LANGUAGES.filter((l) => !(l in FORMAT_STAND_INS))) {
      expect(formatLocale(language)).toBe(intlLocale(language));
    }
    // A stand-in is a locale Intl knows, never a silent fallback to the runtime's default.
    for (const locale of Object.values(FORMAT_STAND_INS)) {
      expect(Intl.DateTimeFormat.supportedLocalesOf([locale])).toEqual([locale]);
    }
  });

  it('reads the primary subtag', () => {
    expect(primaryLanguage(' ZH_Hant ')).toBe('zh');
  });
});

describe('the interface language (ADR 620: any of the 41, whatever the business writes in)', () => {
  it('the first asked-for language the app ships, even one the business does not write in', () => {
    expect(resolveInterfaceLanguage({ browser: ['fa', 'en'], businessLocales: ['en', 'ar'] })).toBe('fa');
    expect(resolveInterfaceLanguage({ browser: ['tlh', 'ja-JP'], businessLocales: ['ar'] })).toBe('ja');
  });
  it('nothing shipped asked for: the business’s first locale, else en', () => {
    expect(resolveInterfaceLanguage({ browser: ['tlh'], businessLocales: ['ar', 'en'] })).toBe('ar');
    expect(resolveInterfaceLanguage({ browser: null, businessLocales: [] })).toBe('en');
  });
  it('only languages that have a catalog count as shipped', () => {
    expect(
      resolveInterfaceLanguage({ browser: ['km', 'de'], businessLocales: ['ar'] }, ['en', 'ar', 'de']),
    ).toBe('de');
    expect(resolveInterfaceLanguage({ browser: ['km'], businessLocales: ['km'] }, ['en', 'ar'])).toBe('en');
  });
});
