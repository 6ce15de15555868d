import { LANGUAGES } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { checkAwaiting, readAwaiting } from '../features/i18n/awaiting.ts';
import { readCatalogs } from '../features/i18n/catalog-files.ts';
import { SAME_AS_ENGLISH } from '../features/i18n/same-as-english.ts';
import { checkCatalog, untranslated } from '../i18n/catalog-rules.ts';

// Issue #12 / ADR 624: every catalog in this folder, discovered from the files, against English.
const catalogs = readCatalogs();
const en = catalogs.get('en') ?? {};
// Keys reviewed as waiting for their translation (ADR 624): read in English meanwhile.
const awaiting = readAwaiting();

describe('the interface catalogs', () => {
  it('the awaiting-translation list names only catalogs there are (and never English)', () => {
    expect(Object.keys(awaiting).filter((code) => code === 'en' || !catalogs.has(code))).toEqual([]);
  });

  it('there is one for every [product: Storefront and looks] language and no file for anything else', () => {
    expect([...catalogs.keys()].filter((code) => !(LANGUAGES as readonly string[]).includes(code))).toEqual(
      [],
    );
    expect(LANGUAGES.filter((code) => !catalogs.has(code))).toEqual([]);
  });

  for (const [language, catalog] of catalogs) {
    it(`${language}: every English key (or listed as awaiting translation), no other, its plural forms, the same placeholders`, () => {
      expect(checkCatalog(language, catalog, en).filter((p) => p.problem !== 'missing')).toEqual([]);
      expect(checkAwaiting(language, catalog, en, awaiting[language]).unlisted).toEqual([]);
    });
    it(`${language}: no key listed as awaiting translation that is not missing (npm run i18n:awaiting)`, () => {
      expect(checkAwaiting(language, catalog, en, awaiting[language]).stale).toEqual([]);
    });
    if (language === 'en') continue;
    it(`${language}: translated (no text equal to English but names, codes and reviewed words)`, () => {
      expect(untranslated(language, catalog, en, SAME_AS_ENGLISH[language])).toEqual([]);
    });
  }
});
