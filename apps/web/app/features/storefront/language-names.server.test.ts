import { describe, expect, it } from 'vitest';
import { languageNamesOf } from './language-names.server.ts';

describe('languageNamesOf', () => {
  it('names each language in itself, capitalised where the script has capitals', () => {
    expect(languageNamesOf(['ar', 'en', 'fr'])).toEqual({ ar: 'العربية', en: 'English', fr: 'Français' });
  });

  it('keeps a code it cannot name', () => {
    expect(languageNamesOf(['zz-not-a-tag!'])).toEqual({ 'zz-not-a-tag!': 'zz-not-a-tag!' });
  });
});
