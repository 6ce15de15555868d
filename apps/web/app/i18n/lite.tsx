import { formatLocale, isRtl } from '@sufra/domain';
import { createContext, type ReactNode, useContext } from 'react';

// A small i18next-compatible runtime (ADR 301): the same JSON catalogs, keys, `{{name}}`
// interpolation, `_zero/_one/_two/_few/_many/_other` plural suffixes chosen by Intl.PluralRules,
// and `defaultValue` — in well under 1 KB instead of i18next's 17 KB on every first view.

export type Messages = Record<string, string | Record<string, string>>;
export type TOptions = { count?: number; defaultValue?: string; [name: string]: unknown };
export type TFunction = (key: string, options?: TOptions) => string;
/** `number`: a count or quantity in the page's digits (ADR 622). */
export type I18n = { language: string; t: TFunction; number: (value: number) => string };

function lookup(messages: Messages, key: string): string | undefined {
  const flat = messages[key];
  if (typeof flat === 'string') return flat;
  // Nested catalogs ({"a": {"b": "…"}}) work too, as in i18next.
  let node: unknown = messages;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

type Intls = { rules: Intl.PluralRules; numbers: Intl.NumberFormat };
const intls = new Map<string, Intls>();

/**
 * The language's plural rules and digits, made on first use and kept: the first
 * Intl.NumberFormat of a page loads the locale's number data, tens of milliseconds on a cheap
 * phone, which a menu whose strings interpolate no number never needs (ADR 608).
 */
function intlFor(language: string): Intls {
  let made = intls.get(language);
  if (!made) {
    try {
      made = {
        rules: new Intl.PluralRules(formatLocale(language)),
        // Counts, quantities and order numbers in the page's digits (۵ in Persian, ৫ in Bengali);
        // no grouping, so an order number reads as one (ADR 622).
        numbers: new Intl.NumberFormat(formatLocale(language), { useGrouping: false }),
      };
    } catch {
      made = {
        rules: new Intl.PluralRules('en'),
        numbers: new Intl.NumberFormat('en', { useGrouping: false }),
      };
    }
    intls.set(language, made);
  }
  return made;
}

export function createTranslator(language: string, messages: Messages): I18n {
  const format = (value: number) => intlFor(language).numbers.format(value);
  // In right-to-left text an interpolated price, phone number or Latin name is a first-strong
  // isolate (U+2068 … U+2069): "KWD 1.250" keeps its order and does not drag the punctuation
  // around it (ADR 622).
  const isolate = isRtl(language) ? (v: string) => `\u2068${v}\u2069` : (v: string) => v;
  const t: TFunction = (key, options = {}) => {
    const count = options.count;
    const text =
      (typeof count === 'number'
        ? (lookup(messages, `${key}_${intlFor(language).rules.select(count)}`) ??
          lookup(messages, `${key}_other`))
        : undefined) ??
      lookup(messages, key) ??
      options.defaultValue ??
      key;
    return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
      const value = options[name];
      if (typeof value === 'number') return isolate(format(value));
      return value === undefined || value === null || value === '' ? '' : isolate(String(value));
    });
  };
  return { language, t, number: format };
}

const I18nContext = createContext<I18n>(createTranslator('en', {}));

/** Provides the page's translator (same props as react-i18next's provider). */
export function I18nextProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `const { t, i18n } = useTranslation()`, as with react-i18next. */
export function useTranslation() {
  const i18n = useContext(I18nContext);
  return { t: i18n.t, i18n, ready: true } as const;
}

/** Accepted for compatibility with `i18next.use(initReactI18next)`; nothing to initialise. */
export const initReactI18next = { type: '3rdParty' as const, init: () => {} };
