// Allergens and diets of menu items, derived from what their ingredients and tags declare
// [product: Menu and items] (ADR 1060). Pure: the server serializes the codes, pages filter by them.

/**
 * The allergens a label must name: the EU's fourteen (Regulation 1169/2011, Annex II), which the
 * GCC labelling standard (GSO 9) lists too. Order is the display order.
 */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** What an ingredient may contain besides an allergen: meat (poultry, gelatin…) or another animal product (honey…). */
export const ANIMAL_CODES = ['meat', 'animal'] as const;

/** The diets a diner can filter by. Halal is not one: every restaurant the GCC licenses serves halal food (ADR 1060). */
export const DIETS = ['vegetarian', 'vegan', 'gluten_free', 'dairy_free'] as const;
export type Diet = (typeof DIETS)[number];

/** Whether a code is one an ingredient or tag can declare: what it contains, or (a tag) a diet it claims. */
export const isDietCode = (code: string): boolean =>
  [ALLERGENS, ANIMAL_CODES, DIETS].some((list) => (list as readonly string[]).includes(code));

/** What breaks each diet. */
const BROKEN_BY: Record<Diet, readonly string[]> = {
  vegetarian: ['meat', 'fish', 'crustaceans', 'molluscs'],
  vegan: ['meat', 'fish', 'crustaceans', 'molluscs', 'eggs', 'milk', 'animal'],
  gluten_free: ['gluten'],
  dairy_free: ['milk'],
};

/** A diet a tag claims implies the weaker ones (vegan food is vegetarian and dairy-free). */
const IMPLIES: Record<Diet, readonly Diet[]> = {
  vegetarian: ['vegetarian'],
  vegan: ['vegan', 'vegetarian', 'dairy_free'],
  gluten_free: ['gluten_free'],
  dairy_free: ['dairy_free'],
};

const isDiet = (code: string): code is Diet => (DIETS as readonly string[]).includes(code);
const isAllergen = (code: string): code is Allergen => (ALLERGENS as readonly string[]).includes(code);

/**
 * One ingredient or tag of an item: its kind and the codes it declares (unknown codes are
 * ignored); null when the restaurant has not declared them.
 */
export type DeclaredPart = { kind: 'ingredient' | 'tag'; codes: readonly string[] | null };

/**
 * The part of an item its options add: each option's codes (from its ingredients); null when one of
 * its ingredients does not declare what it contains.
 */
export type OptionGroupParts = { min: number; options: ReadonlyArray<{ codes: readonly string[] | null }> };

/** Keeps the known codes, sorted in the list's order, without repeats. */
const inOrder = <T extends string>(list: readonly T[], codes: Iterable<string>): T[] => {
  const set = new Set(codes);
  return list.filter((c) => set.has(c));
};

/** The allergens parts contain, in display order. */
export function allergensOf(parts: ReadonlyArray<{ codes: readonly string[] | null }>): Allergen[] {
  return inOrder(
    ALLERGENS,
    parts.flatMap((p) => (p.codes ?? []).filter(isAllergen)),
  );
}

/** The diets codes break (an option with no ingredients breaks none). */
export function dietsBrokenBy(codes: readonly string[]): Diet[] {
  return DIETS.filter((d) => BROKEN_BY[d].some((c) => codes.includes(c)));
}

/**
 * The diets an item may be labelled with (ADR 1343, superseding ADR 1060's reading of
 * options). A label is a promise about everything the dish is sold with, so a diet is claimed only
 * when something vouches for it — the item lists its ingredients and each declares what it
 * contains, or a tag claims the diet (or a stronger one) — and nothing the dish or any choice it
 * offers contains breaks it: a wrap offering extra cheese sauce is not dairy-free, a "vegan" tag
 * on a dish holding milk is not believed. An ingredient of the dish or of an offered choice whose
 * contents are not declared could be anything: then no diet is claimed at all — no claim, never
 * a wrong one.
 */
export function dietsOf(parts: readonly DeclaredPart[], groups: readonly OptionGroupParts[] = []): Diet[] {
  const ingredients = parts.filter((p) => p.kind === 'ingredient');
  const options = groups.flatMap((g) => g.options);
  if (ingredients.some((p) => p.codes === null) || options.some((o) => o.codes === null)) return [];
  const contained = [...parts.flatMap((p) => p.codes ?? []), ...options.flatMap((o) => o.codes ?? [])];
  const composed = ingredients.length > 0;
  const claimed = new Set(
    parts.flatMap((p) => (p.kind === 'tag' ? (p.codes ?? []).filter(isDiet).flatMap((d) => IMPLIES[d]) : [])),
  );
  return DIETS.filter(
    (diet) => (composed || claimed.has(diet)) && !BROKEN_BY[diet].some((c) => contained.includes(c)),
  );
}

/**
 * The diets a dish can be had in (ADR 1061, 1343): what the diet filter keeps, with the options
 * that break the chosen diets hidden. Like `dietsOf`, but an optional choice does not break a diet
 * (it is left out), and a required choice breaks it only when every one of its options does. An
 * undeclared ingredient of the dish still means none. Never a label: labels are `dietsOf`.
 */
export function dietsChoosable(
  parts: readonly DeclaredPart[],
  groups: readonly OptionGroupParts[] = [],
): Diet[] {
  const ingredients = parts.filter((p) => p.kind === 'ingredient');
  if (ingredients.some((p) => p.codes === null)) return [];
  const contained = parts.flatMap((p) => p.codes ?? []);
  const composed = ingredients.length > 0;
  const claimed = new Set(
    parts.flatMap((p) => (p.kind === 'tag' ? (p.codes ?? []).filter(isDiet).flatMap((d) => IMPLIES[d]) : [])),
  );
  const breaks = (diet: Diet, codes: readonly string[] | null) =>
    codes === null || BROKEN_BY[diet].some((c) => codes.includes(c));
  return DIETS.filter(
    (diet) =>
      (composed || claimed.has(diet)) &&
      !BROKEN_BY[diet].some((c) => contained.includes(c)) &&
      !groups.some(
        (g) => g.min >= 1 && g.options.length > 0 && g.options.every((o) => breaks(diet, o.codes)),
      ),
  );
}

/** Whether an item with these diets matches every chosen diet (no choice matches everything). */
export const keepsDiets = (itemDiets: readonly string[], chosen: readonly string[]): boolean =>
  chosen.every((d) => itemDiets.includes(d));

/** Whether an option is hidden under the chosen diets: it breaks one of them. */
export const optionBreaks = (
  optionBreaks: readonly string[] | undefined,
  chosen: readonly string[],
): boolean => !!optionBreaks && chosen.some((d) => optionBreaks.includes(d));

/** The chosen diets from untrusted text (a cookie, a form): known codes, in list order. */
export function parseDiets(raw: string | readonly string[] | null | undefined): Diet[] {
  if (!raw) return [];
  const codes = (typeof raw === 'string' ? raw.split(/[\s,]+/) : raw).map((c) => c.trim());
  return inOrder(DIETS, codes.filter(isDiet));
}

/** The declared codes of stored data: known codes only, so bad data claims nothing. */
export const knownCodes = (codes: readonly string[] | null | undefined): string[] =>
  (codes ?? []).filter(isDietCode);
