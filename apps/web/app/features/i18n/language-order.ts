import { LANGUAGES } from '@sufra/domain';
import { nativeName } from './native-names.ts';

export type LanguageOption = { code: string; name: string; localName: string };

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase();

/**
 * The picker's two lists (ADR 620): the business's languages first, in its order, then every
 * other interface language by its own name; `query` matches the own name, the name in the page's
 * language or the code, ignoring case and accents.
 */
export function languageLists(
  businessLanguages: readonly string[],
  nameIn: (code: string) => string,
  query = '',
): { business: LanguageOption[]; others: LanguageOption[] } {
  const option = (code: string): LanguageOption => ({
    code,
    name: nativeName(code),
    localName: nameIn(code),
  });
  const wanted = fold(query.trim());
  const matches = (o: LanguageOption) =>
    !wanted || [o.name, o.localName, o.code].some((text) => fold(text).includes(wanted));
  const business = businessLanguages.filter((c) => (LANGUAGES as readonly string[]).includes(c)).map(option);
  const collator = new Intl.Collator('en');
  const others = LANGUAGES.filter((code) => !businessLanguages.includes(code))
    .map(option)
    .sort((a, b) => collator.compare(a.name, b.name));
  return { business: business.filter(matches), others: others.filter(matches) };
}
