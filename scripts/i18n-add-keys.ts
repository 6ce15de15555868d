// `node scripts/i18n-add-keys.ts <dir>`: adds the translations in <dir>/<code>.json (flat key →
// text) that a catalog lacks — only keys English has (in the language's plural forms), never
// overwriting a text — and writes the catalog in en.json's key order (ADR 624).

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES_DIR, readCatalogs } from '../apps/web/app/features/i18n/catalog-files.ts';
import {
  expectedKeys,
  PLURAL_CATEGORIES,
  pluralBaseOf,
  pluralBases,
} from '../apps/web/app/i18n/catalog-rules.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/i18n-add-keys.ts <dir>');
const catalogs = readCatalogs();
const en = catalogs.get('en') ?? {};
const bases = pluralBases(en);
const enOrder = new Map<string, number>();
Object.keys(en).forEach((key, i) => {
  const id = pluralBaseOf(key, bases) ?? key;
  if (!enOrder.has(id)) enOrder.set(id, i);
});
const rank = (key: string): [number, number] => {
  const base = pluralBaseOf(key, bases);
  const category = base ? PLURAL_CATEGORIES.indexOf(key.slice(base.length + 1) as never) : -1;
  return [enOrder.get(base ?? key) ?? Number.MAX_SAFE_INTEGER, category];
};
for (const file of readdirSync(dir).sort()) {
  if (!file.endsWith('.json')) continue;
  const code = file.slice(0, -'.json'.length);
  const catalog = catalogs.get(code);
  if (!catalog || code === 'en') continue;
  const expected = expectedKeys(en, code);
  const incoming = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
  let added = 0;
  for (const [key, text] of Object.entries(incoming)) {
    if (key in catalog || !expected.has(key) || typeof text !== 'string' || !text.trim()) continue;
    catalog[key] = text;
    added++;
  }
  const ordered = Object.fromEntries(
    Object.entries(catalog).sort(([a], [b]) => {
      const [ra, ca] = rank(a);
      const [rb, cb] = rank(b);
      return ra - rb || ca - cb;
    }),
  );
  writeFileSync(path.join(LOCALES_DIR, `${code}.json`), `${JSON.stringify(ordered, null, 2)}\n`);
  console.log(`${code}: ${added} key(s) added`);
}
