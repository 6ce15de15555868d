import { ORDER_PROBLEM_CODES, STAFF_PROBLEM_CODES } from '@sufra/contract/problem-codes';
import { RESERVATION_PROBLEM_CODES } from '@sufra/contract/reservation-problem-codes';
import { describe, expect, it } from 'vitest';
import { readAwaiting } from '../features/i18n/awaiting.ts';
import { readCatalogs } from '../features/i18n/catalog-files.ts';

const catalogs = readCatalogs();
const en = catalogs.get('en') ?? {};
// A problem listed as awaiting its translation reads in English meanwhile (ADR 624).
const awaiting = readAwaiting();
const CODES = [...ORDER_PROBLEM_CODES, ...STAFF_PROBLEM_CODES, ...RESERVATION_PROBLEM_CODES];

describe('every problem the server can send reads as a sentence in every language', () => {
  it('the catalogs are found (every language of the folder is checked below)', () => {
    expect(catalogs.size).toBeGreaterThanOrEqual(2);
  });
  for (const [language, messages] of catalogs) {
    it(`${language}: problem.<CODE> for each code of the contract`, () => {
      const listed = new Set(awaiting[language]);
      const missing = CODES.filter((code) => {
        if (listed.has(`problem.${code}`)) return false;
        const text = messages[`problem.${code}`];
        return typeof text !== 'string' || !text.trim();
      });
      expect(missing).toEqual([]);
    });
    if (language === 'en') continue;
    it(`${language} says something else than en (not an untranslated copy)`, () => {
      const copied = CODES.filter(
        (code) => `problem.${code}` in messages && messages[`problem.${code}`] === en[`problem.${code}`],
      );
      expect(copied).toEqual([]);
    });
  }
});
