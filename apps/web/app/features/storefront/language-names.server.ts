import { nativeName } from '../i18n/native-names.ts';

/**
 * The languages a page names in its first view (the business's and the current one), each in
 * itself. The page carries these few names; the picker loads the whole table when it opens.
 */
export const languageNamesOf = (codes: readonly string[]): Record<string, string> =>
  Object.fromEntries(codes.map((code) => [code, nativeName(code)]));
