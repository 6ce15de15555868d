import { ORDER_PROBLEM_CODES, STAFF_PROBLEM_CODES } from '@sufra/contract/problem-codes';
import { RESERVATION_PROBLEM_CODES } from '@sufra/contract/reservation-problem-codes';
import { describe, expect, it } from 'vitest';
import ar from './ar.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

const catalogs: Record<string, Record<string, string>> = { en, ar };
const CODES = [...ORDER_PROBLEM_CODES, ...STAFF_PROBLEM_CODES, ...RESERVATION_PROBLEM_CODES];

describe('every problem the server can send reads as a sentence in every language', () => {
  for (const [language, messages] of Object.entries(catalogs)) {
    it(`${language}: problem.<CODE> for each code of the contract`, () => {
      const missing = CODES.filter((code) => !messages[`problem.${code}`]?.trim());
      expect(missing).toEqual([]);
    });
  }

  it('ar says something else than en (not an untranslated copy)', () => {
    const copied = CODES.filter(
      (code) => ar[`problem.${code}` as keyof typeof ar] === en[`problem.${code}` as keyof typeof en],
    );
    expect(copied).toEqual([]);
  });
});
