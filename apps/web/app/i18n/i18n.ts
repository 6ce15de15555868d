import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './catalogs.ts';

/** A fresh i18next instance per render: SSR requests must never share a language. */
export function createI18n(language: string, messages: Messages): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
