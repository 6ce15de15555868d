import { LANGUAGES } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { NATIVE_NAMES, nativeName } from './native-names.ts';

// Where the table says it better than CLDR's short name (the language, not the people or a variety).
const OWN_WORDING = new Set(['az', 'ms', 'no']);

describe('languages named in themselves', () => {
  it('every interface language has its name, as CLDR writes it', () => {
    for (const code of LANGUAGES) {
      // Kurdish is Central Kurdish (ckb, ADR 621): its CLDR name says "Central" too; the table keeps the short one.
      if (code === 'ku') continue;
      const cldr = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? '';
      if (!OWN_WORDING.has(code))
        expect(NATIVE_NAMES[code].toLocaleLowerCase(code), code).toBe(cldr.toLocaleLowerCase(code));
    }
    expect(Object.keys(NATIVE_NAMES).sort()).toEqual([...LANGUAGES].sort());
  });
  it('Georgian keeps its lower-case letters; an unknown code stays a code', () => {
    expect(nativeName('ka')).toBe('ქართული');
    expect(nativeName('ku')).toBe('کوردی');
    expect(nativeName('xx')).toBe('xx');
  });
});
