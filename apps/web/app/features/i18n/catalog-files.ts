// Node only (tests and scripts): the catalogs as they are in the folder, so a language added as
// a file is checked without being listed anywhere.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalog } from '../../i18n/catalog-rules.ts';

export const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

/** Every `<code>.json` of the locales folder, by code (not the awaiting-translation list). */
export function readCatalogs(dir = LOCALES_DIR): Map<string, Catalog> {
  const catalogs = new Map<string, Catalog>();
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.json') || file === 'awaiting-translation.json') continue;
    catalogs.set(file.slice(0, -'.json'.length), JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  }
  return catalogs;
}
