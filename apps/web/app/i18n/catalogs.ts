/** One JSON catalog per language, each its own chunk: a page loads only the language it shows. */
const catalogs = import.meta.glob<{ default: Messages }>('../locales/*.json');

export type Messages = Record<string, string | Record<string, string>>;

export function hasCatalog(language: string): boolean {
  return `../locales/${language}.json` in catalogs;
}

const loaded = new Map<string, Promise<Messages>>();

/** A language's catalog, loaded once per process (every page asks for it). */
export function loadMessages(language: string): Promise<Messages> {
  let pending = loaded.get(language);
  if (!pending) {
    pending = importMessages(language);
    loaded.set(language, pending);
  }
  return pending;
}

async function importMessages(language: string): Promise<Messages> {
  const load = catalogs[`../locales/${language}.json`] ?? catalogs['../locales/en.json'];
  if (!load) throw new Error('Could not find messages for locale code');
  try {
    return (await load()).default;
  } catch (error) {
    console.error('Failed locale loading', language, error);
    const fallback = catalogs['../locales/en.json'];
    return fallback ? (await fallback()).default : {};
  }
}
