import type { Messages } from './catalogs.ts';
import { registerDateWords } from './date-words.ts';
import { createTranslator, type I18n } from './lite.tsx';

/** A fresh translator per render: SSR requests must never share a language. */
export function createI18n(language: string, messages: Messages): I18n {
  const i18n = createTranslator(language, messages);
  registerDateWords(language, messages, i18n.t);
  return i18n;
}
