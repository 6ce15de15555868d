import { ACCOUNT_PROBLEM_CODES } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };

const catalogs: Record<string, Record<string, string>> = { en, ar };
const has = (messages: Record<string, string>, code: string) =>
  Boolean(messages[`account.problem.${code}`]?.trim() || messages[`account.problem.${code}_other`]?.trim());

describe('every refusal of the account calls reads as a sentence in every language', () => {
  for (const [language, messages] of Object.entries(catalogs)) {
    it(`${language}: account.problem.<code> for each code of the contract`, () => {
      expect(ACCOUNT_PROBLEM_CODES.filter((code) => !has(messages, code))).toEqual([]);
    });
  }

  it('every account key of en is in ar, in other words', () => {
    const keys = Object.keys(en).filter((k) => /^(account|profile|locations)\./.test(k));
    expect(keys.filter((k) => !(k in ar))).toEqual([]);
    expect(
      keys.filter((k) => (ar as Record<string, string>)[k] === (en as Record<string, string>)[k]),
    ).toEqual([]);
  });
});
