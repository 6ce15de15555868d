// `npm run i18n:missing [-- <code>…]`: per language, the keys a catalog lacks or should not have,
// broken placeholders, and texts still in English (ADR 624; a word a language really writes as
// English goes in same-as-english.ts). Exits 1 when anything is listed.

import { readCatalogs } from '../apps/web/app/features/i18n/catalog-files.ts';
import { checkCatalog, untranslated } from '../apps/web/app/features/i18n/catalog-rules.ts';
import { SAME_AS_ENGLISH } from '../apps/web/app/features/i18n/same-as-english.ts';
import { LANGUAGES } from '../packages/domain/src/language.ts';

const only = process.argv.slice(2);
const catalogs = readCatalogs();
const en = catalogs.get('en') ?? {};
let incomplete = false;
for (const code of LANGUAGES) {
  if (only.length && !only.includes(code)) continue;
  const catalog = catalogs.get(code);
  if (!catalog) {
    console.log(`${code}: no catalog (locales/${code}.json)`);
    incomplete = true;
    continue;
  }
  const problems = checkCatalog(code, catalog, en);
  const english = untranslated(code, catalog, en, SAME_AS_ENGLISH[code]);
  if (!problems.length && !english.length) continue;
  incomplete ||= problems.length > 0 || english.length > 0;
  console.log(`${code}: ${problems.length} problem(s), ${english.length} text(s) still in English`);
  for (const p of problems)
    console.log(`  ${p.problem.padEnd(12)} ${p.key}${p.detail ? `  (${p.detail})` : ''}`);
  for (const key of english) console.log(`  ${'english'.padEnd(12)} ${key}: ${JSON.stringify(catalog[key])}`);
}
process.exitCode = incomplete ? 1 : 0;
