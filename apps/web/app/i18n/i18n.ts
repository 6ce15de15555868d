import type { Messages } from './catalogs.ts';
import { createTranslator, type I18n } from './lite.tsx';

/** A fresh translator per render: SSR requests must never share a language. */
export function createI18n(language: string, messages: Messages): I18n {
  return createTranslator(language, messages);
}
