import { LANGUAGES } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { readCatalogs } from '../features/i18n/catalog-files.ts';
import { checkCatalog, untranslated } from '../features/i18n/catalog-rules.ts';
import { SAME_AS_ENGLISH } from '../features/i18n/same-as-english.ts';

// Issue #12 / ADR 624: every catalog in this folder, discovered from the files, against English.
const catalogs = readCatalogs();
const en = catalogs.get('en') ?? {};

describe('the interface catalogs', () => {
  it('there is one for every SPEC §9 language and no file for anything else', () => {
    expect([...catalogs.keys()].filter((code) => !(LANGUAGES as readonly string[]).includes(code))).toEqual(
      [],
    );
    expect(LANGUAGES.filter((code) => !catalogs.has(code))).toEqual([]);
  });

  for (const [language, catalog] of catalogs) {
    it(`${language}: every English key, no other, its plural forms, the same placeholders`, () => {
      expect(checkCatalog(language, catalog, en)).toEqual([]);
    });
    if (language === 'en') continue;
    it(`${language}: translated (no text equal to English but names, codes and reviewed words)`, () => {
      expect(untranslated(language, catalog, en, SAME_AS_ENGLISH[language])).toEqual([]);
    });
  }
});
