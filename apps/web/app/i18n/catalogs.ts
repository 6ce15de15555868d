import { LANGUAGES } from '@sufra/domain';
import { expectedKeys } from './catalog-rules.ts';

/**
 * One JSON catalog per language, each its own chunk (ADR 008, 620): a request loads only the
 * language it shows, and the page receives that one catalog in its loader data.
 */
// Not the awaiting-translation list (ADR 624), which is for the tests and the tooling.
const catalogs = import.meta.glob<{ default: Messages }>([
  '../locales/*.json',
  '!../locales/awaiting-translation.json',
]);

// The month, weekday and relative-time words of the languages browsers carry no date data for
// (ADR 1361): merged into those catalogs only.
const dateWords = import.meta.glob<{ default: Messages }>('../locales/dates/*.json');

export type Messages = Record<string, string | Record<string, string>>;

const pathOf = (language: string) => `../locales/${language}.json`;

export function hasCatalog(language: string): boolean {
  return pathOf(language) in catalogs;
}

/** The app's languages that have a catalog ([product: Storefront and looks] lists 41). */
export const shippedLanguages = (): string[] => LANGUAGES.filter(hasCatalog);

const loaded = new Map<string, Promise<Messages>>();
const texts = new Map<string, Promise<string>>();

/**
 * A language's catalog as JSON text, for the page's loader data (ADR 627): React Router's
 * stream encodes an object key by key and the browser rebuilds it entry by entry — for 700
 * strings, two thirds of the page's hydration data; one string is copied as it is and the
 * browser's JSON.parse reads it many times faster.
 */
export function loadCatalogText(language: string): Promise<string> {
  // The storefront's keys only: the back office's travel with its own pages (ADR 1000).
  let pending = texts.get(language);
  if (!pending) {
    pending = loadStorefrontMessages(language).then((messages) => JSON.stringify(messages));
    texts.set(language, pending);
  }
  return pending;
}

/** A language's catalog, loaded once per process (every page asks for it). */
export function loadMessages(language: string): Promise<Messages> {
  let pending = loaded.get(language);
  if (!pending) {
    pending = importMessages(language);
    loaded.set(language, pending);
  }
  return pending;
}

/** The back office's keys (ADR 1000): its pages alone need them. */
export const isAdminKey = (key: string): boolean => key.startsWith('admin.');

const storefront = new Map<string, Promise<Messages>>();

/**
 * A language's catalog without the back office's keys: what storefront pages ship in their loader
 * data, so the back office's strings never weigh on a diner's page (ADR 1000).
 */
export function loadStorefrontMessages(language: string): Promise<Messages> {
  let pending = storefront.get(language);
  if (!pending) {
    pending = loadMessages(language).then((all) =>
      Object.fromEntries(Object.entries(all).filter(([key]) => !isAdminKey(key))),
    );
    storefront.set(language, pending);
  }
  return pending;
}

async function importCatalog(language: string): Promise<Messages> {
  const load = catalogs[pathOf(language)];
  if (!load) throw new Error(`no catalog for ${language}`);
  return (await load()).default;
}

/**
 * [product: Storefront and looks]: a catalog that does not load logs 'Failed locale loading' and the page shows English;
 * a key the catalog lacks logs 'Could not find messages for locale code' once (the catalog is
 * merged once per process) and reads in English rather than as a bare key.
 */
async function importMessages(language: string): Promise<Messages> {
  const english = await importCatalog('en');
  if (language === 'en') return english;
  let own: Messages;
  try {
    own = await importCatalog(language);
  } catch (error) {
    console.error('Failed locale loading', language, error);
    return english;
  }
  const words = dateWords[`../locales/dates/${language}.json`];
  if (words) own = { ...own, ...(await words()).default };
  return withEnglish(language, own, english);
}

/** A catalog with the keys it lacks in English, each logged once (the result is kept per process). */
export function withEnglish(
  language: string,
  own: Messages,
  english: Messages,
  warn: (...args: unknown[]) => void = console.warn,
): Messages {
  const missing = [...expectedKeys(english, language)].filter(([key]) => !(key in own));
  for (const [key] of missing) warn('Could not find messages for locale code', language, key);
  return missing.length ? { ...Object.fromEntries(missing), ...own } : own;
}
