import { ORDER_PROBLEM_CODES, STAFF_PROBLEM_CODES } from '@sufra/contract/problem-codes';
import { RESERVATION_PROBLEM_CODES } from '@sufra/contract/reservation-problem-codes';
import { describe, expect, it } from 'vitest';
import { readCatalogs } from '../features/i18n/catalog-files.ts';

const catalogs = readCatalogs();
const en = catalogs.get('en') ?? {};
const CODES = [...ORDER_PROBLEM_CODES, ...STAFF_PROBLEM_CODES, ...RESERVATION_PROBLEM_CODES];

describe('every problem the server can send reads as a sentence in every language', () => {
  it('the catalogs are found (every language of the folder is checked below)', () => {
    expect(catalogs.size).toBeGreaterThanOrEqual(2);
  });
  for (const [language, messages] of catalogs) {
    it(`${language}: problem.<CODE> for each code of the contract`, () => {
      const missing = CODES.filter((code) => {
        const text = messages[`problem.${code}`];
        return typeof text !== 'string' || !text.trim();
      });
      expect(missing).toEqual([]);
    });
    if (language === 'en') continue;
    it(`${language} says something else than en (not an untranslated copy)`, () => {
      const copied = CODES.filter((code) => messages[`problem.${code}`] === en[`problem.${code}`]);
      expect(copied).toEqual([]);
    });
  }
});
