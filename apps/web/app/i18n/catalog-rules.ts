// The rules every interface catalog keeps (ADR 624): English is the reference; a
// catalog has every English key, no other, the plural forms its language's Intl.PluralRules
// uses (no more, no fewer) and the same {{placeholders}}. Pure: the completeness test, the
// `i18n:missing` script and the server's catalog loader share it.

export type Catalog = Record<string, unknown>;

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const SUFFIX = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/** The plural categories a language uses (`Intl.PluralRules`), e.g. ar: all six, ja: other. */
export function pluralCategories(language: string): string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/** Base keys that English pluralises (`cart.items` for `cart.items_one` + `cart.items_other`). */
export function pluralBases(reference: Catalog): Set<string> {
  const bases = new Set<string>();
  for (const key of Object.keys(reference)) {
    const match = SUFFIX.exec(key);
    if (match?.[1] && `${match[1]}_other` in reference) bases.add(match[1]);
  }
  return bases;
}

/** The plural base of a key (`cart.items_few` → `cart.items`) when English pluralises it. */
export function pluralBaseOf(key: string, bases: Set<string>): string | null {
  const match = SUFFIX.exec(key);
  return match?.[1] && bases.has(match[1]) ? match[1] : null;
}

/** Every key a catalog of `language` must have, with the English text it translates. */
export function expectedKeys(reference: Catalog, language: string): Map<string, string> {
  const bases = pluralBases(reference);
  const categories = pluralCategories(language);
  const expected = new Map<string, string>();
  for (const [key, text] of Object.entries(reference)) {
    if (pluralBaseOf(key, bases)) continue;
    expected.set(key, String(text));
  }
  for (const base of bases) {
    for (const category of categories) {
      // English has one/other; a language's few/many/two/zero read like English's plural.
      const english = reference[`${base}_${category}`] ?? reference[`${base}_other`];
      expected.set(`${base}_${category}`, String(english));
    }
  }
  return expected;
}

/** True when only one whole number (of 0–1000) takes this plural category in the language. */
export function singleNumberCategory(language: string, category: string): boolean {
  const rules = new Intl.PluralRules(language);
  let numbers = 0;
  for (let n = 0; n <= 1000 && numbers < 2; n++) if (rules.select(n) === category) numbers++;
  return numbers === 1;
}

export function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] as string));
}

export type Problem = {
  key: string;
  problem: 'missing' | 'extra' | 'not text' | 'placeholders';
  detail?: string;
};

/** Everything wrong with one catalog against English. */
export function checkCatalog(language: string, catalog: Catalog, reference: Catalog): Problem[] {
  const problems: Problem[] = [];
  const expected = expectedKeys(reference, language);
  const bases = pluralBases(reference);
  for (const key of expected.keys()) if (!(key in catalog)) problems.push({ key, problem: 'missing' });
  for (const [key, text] of Object.entries(catalog)) {
    if (!expected.has(key)) {
      problems.push({ key, problem: 'extra' });
      continue;
    }
    if (typeof text !== 'string' || !text.trim()) {
      problems.push({ key, problem: 'not text' });
      continue;
    }
    const base = pluralBaseOf(key, bases);
    // A placeholder English uses in any form of the key may appear; none may be invented.
    const allowed = base
      ? new Set(
          Object.keys(reference)
            .filter((k) => pluralBaseOf(k, bases) === base)
            .flatMap((k) => [...placeholders(String(reference[k]))]),
        )
      : placeholders(String(reference[key]));
    // Every placeholder of the English text must appear, except the count of a form that only
    // one number takes ("one dish"; Arabic's zero, one and two say the number in words) — not
    // Russian's `one`, which 21 and 31 take too.
    const category = base ? key.slice(base.length + 1) : null;
    const required = [...placeholders(String(expected.get(key)))].filter(
      (name) => !(name === 'count' && category && singleNumberCategory(language, category)),
    );
    const own = placeholders(text);
    const invented = [...own].filter((name) => !allowed.has(name));
    const lost = required.filter((name) => !own.has(name));
    if (invented.length || lost.length)
      problems.push({
        key,
        problem: 'placeholders',
        detail: [...lost.map((n) => `lost {{${n}}}`), ...invented.map((n) => `unknown {{${n}}}`)].join(', '),
      });
  }
  return problems;
}

/**
 * Texts left as English: keys whose text equals English's. Names and codes that every language
 * writes alike (payment brands, the product's name) are not counted.
 */
export const SAME_IN_EVERY_LANGUAGE = new Set([
  'brand',
  'payment.method.4',
  'payment.method.5',
  'payment.method.6',
  'payment.method.7',
  'payment.method.9',
  'order.listSeparator',
  // Channel brand names (the sign-in code and the reservation confirmation).
  'account.channel.sms',
  'account.channel.whatsapp',
  'reservation.whatsapp',
  'afterOrder.whatsapp',
  // Social networks' brand names on the back office's business page (ADR 1372).
  'admin.business.network.instagram',
  'admin.business.network.facebook',
  'admin.business.network.x',
  'admin.business.network.tiktok',
  'admin.business.network.snapchat',
  'admin.business.network.youtube',
]);

const UNIT_SYMBOLS = /^(kcal|min\.?|kg|km|m)$/i;

export function untranslated(
  language: string,
  catalog: Catalog,
  reference: Catalog,
  reviewed: readonly string[] = [],
): string[] {
  if (language === 'en') return [];
  const bases = pluralBases(reference);
  return Object.entries(catalog)
    .filter(([key, text]) => {
      if (SAME_IN_EVERY_LANGUAGE.has(key) || reviewed.includes(key)) return false;
      const base = pluralBaseOf(key, bases);
      const english = base ? [reference[`${base}_one`], reference[`${base}_other`]] : [reference[key]];
      if (typeof text !== 'string' || !english.includes(text)) return false;
      // Unit symbols many languages write as English does ("{{count}} kcal", "min. {{amount}}").
      const words = text.replace(/\{\{[^}]*\}\}/g, '').trim();
      return /\p{L}/u.test(words) && !UNIT_SYMBOLS.test(words);
    })
    .map(([key]) => key);
}
