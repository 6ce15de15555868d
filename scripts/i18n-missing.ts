// `npm run i18n:missing [-- <code>…]`: per language, the keys a catalog lacks or should not have,
// broken placeholders, and texts still in English (ADR 624; a word a language really writes as
// English goes in same-as-english.ts), and the keys listed in awaiting-translation.json as waiting
// for their translation (they read in English meanwhile). Exits 1 when anything is listed.

import { checkAwaiting, readAwaiting } from '../apps/web/app/features/i18n/awaiting.ts';
import { readCatalogs } from '../apps/web/app/features/i18n/catalog-files.ts';
import { SAME_AS_ENGLISH } from '../apps/web/app/features/i18n/same-as-english.ts';
import { checkCatalog, untranslated } from '../apps/web/app/i18n/catalog-rules.ts';
import { LANGUAGES } from '../packages/domain/src/language.ts';

const only = process.argv.slice(2);
const catalogs = readCatalogs();
const en = catalogs.get('en') ?? {};
const awaiting = readAwaiting();
let incomplete = false;
for (const code of LANGUAGES) {
  if (only.length && !only.includes(code)) continue;
  const catalog = catalogs.get(code);
  if (!catalog) {
    console.log(`${code}: no catalog (locales/${code}.json)`);
    incomplete = true;
    continue;
  }
  const listed = awaiting[code] ?? [];
  const { stale } = checkAwaiting(code, catalog, en, listed);
  const waiting = new Set(listed.filter((key) => !stale.includes(key)));
  const problems = checkCatalog(code, catalog, en).filter((p) => !waiting.has(p.key));
  const english = untranslated(code, catalog, en, SAME_AS_ENGLISH[code]);
  if (!problems.length && !english.length && !waiting.size && !stale.length) continue;
  incomplete = true;
  console.log(
    `${code}: ${problems.length} problem(s), ${english.length} text(s) still in English, ${waiting.size} awaiting translation`,
  );
  for (const key of waiting)
    console.log(`  ${'awaiting'.padEnd(12)} ${key}: ${JSON.stringify(en[key] ?? '')}`);
  for (const key of stale)
    console.log(`  ${'stale'.padEnd(12)} ${key} (listed as awaiting but not missing: npm run i18n:awaiting)`);
  for (const p of problems)
    console.log(`  ${p.problem.padEnd(12)} ${p.key}${p.detail ? `  (${p.detail})` : ''}`);
  for (const key of english) console.log(`  ${'english'.padEnd(12)} ${key}: ${JSON.stringify(catalog[key])}`);
}
process.exitCode = incomplete ? 1 : 0;
