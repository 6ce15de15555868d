// Node only (tests and scripts): the reviewed list of keys that still read in English (ADR 624).
// A key main added after the translators' last pass may wait for them: it is listed per language
// in locales/awaiting-translation.json (written by `npm run i18n:awaiting`), the page shows the
// English text meanwhile (the runtime's fallback), and the completeness test accepts exactly the
// listed keys — a missing key that is not listed fails, and so does a listed key that is no
// longer missing (translated, or dropped from English).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Catalog, checkCatalog } from '../../i18n/catalog-rules.ts';
import { LOCALES_DIR } from './catalog-files.ts';

export const AWAITING_FILE = 'awaiting-translation.json';
const AWAITING_PATH = path.join(LOCALES_DIR, AWAITING_FILE);

export type Awaiting = Record<string, string[]>;

export function readAwaiting(file = AWAITING_PATH): Awaiting {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Awaiting;
  } catch {
    return {};
  }
}

/** The keys of the language's catalog that English has and it lacks, in the catalog check's order. */
export function missingKeys(language: string, catalog: Catalog, en: Catalog): string[] {
  return checkCatalog(language, catalog, en)
    .filter((p) => p.problem === 'missing')
    .map((p) => p.key);
}

/** The list as it should be now: every language with missing keys, and those keys. */
export function computeAwaiting(catalogs: Map<string, Catalog>): Awaiting {
  const en = catalogs.get('en') ?? {};
  const out: Awaiting = {};
  for (const [language, catalog] of catalogs) {
    if (language === 'en') continue;
    const missing = missingKeys(language, catalog, en);
    if (missing.length) out[language] = missing;
  }
  return out;
}

export function writeAwaiting(awaiting: Awaiting, file = AWAITING_PATH): void {
  writeFileSync(file, `${JSON.stringify(awaiting, null, 2)}\n`);
}

/**
 * Checks one language against the list: `unlisted` are missing keys nobody accepted, `stale`
 * are listed keys that are not missing any more (remove them: `npm run i18n:awaiting`).
 */
export function checkAwaiting(
  language: string,
  catalog: Catalog,
  en: Catalog,
  listed: readonly string[] = [],
): { unlisted: string[]; stale: string[] } {
  const missing = missingKeys(language, catalog, en);
  const accepted = new Set(listed);
  const missingSet = new Set(missing);
  return {
    unlisted: missing.filter((key) => !accepted.has(key)),
    stale: listed.filter((key) => !missingSet.has(key)),
  };
}
