import { describe, expect, it } from 'vitest';
import {
  ALLERGENS,
  allergensOf,
  type DeclaredPart,
  dietsBrokenBy,
  dietsChoosable,
  dietsOf,
  keepsDiets,
  knownCodes,
  optionBreaks,
  parseDiets,
} from './diets.ts';

const ing = (...codes: string[]): DeclaredPart => ({ kind: 'ingredient', codes });
const tag = (...codes: string[]): DeclaredPart => ({ kind: 'tag', codes });

describe('allergens (ADR 1060)', () => {
  it('lists the EU fourteen', () => {
    expect(ALLERGENS).toHaveLength(14);
  });

  it('are the union of what ingredients and tags contain, in display order, once each', () => {
    expect(allergensOf([ing('milk', 'gluten'), ing('milk', 'eggs'), tag('sesame'), ing('meat')])).toEqual([
      'gluten',
      'eggs',
      'milk',
      'sesame',
    ]);
    expect(allergensOf([ing('vegan'), tag()])).toEqual([]);
  });
});

describe('dietsOf', () => {
  it('claims the diets nothing in the listed ingredients breaks', () => {
    // Falafel wrap: chickpeas, wheat bread, tahini.
    expect(dietsOf([ing(), ing('gluten'), ing('sesame')])).toEqual(['vegetarian', 'vegan', 'dairy_free']);
    // Halloumi salad.
    expect(dietsOf([ing('milk'), ing()])).toEqual(['vegetarian', 'gluten_free']);
    // Shrimp with rice.
    expect(dietsOf([ing('crustaceans'), ing()])).toEqual(['gluten_free', 'dairy_free']);
    // Honey cake: vegetarian, not vegan.
    expect(dietsOf([ing('animal'), ing('gluten')])).toEqual(['vegetarian', 'dairy_free']);
    expect(dietsOf([ing('meat')])).toEqual(['gluten_free', 'dairy_free']);
  });

  it('claims nothing for an item that lists no ingredients and no diet tag (unknown is not vegan)', () => {
    expect(dietsOf([])).toEqual([]);
    expect(dietsOf([tag('nuts')])).toEqual([]);
    // An ingredient whose contents are not declared could be chicken.
    expect(dietsOf([ing(), { kind: 'ingredient', codes: null }])).toEqual([]);
    // …and a tag does not vouch for it either (ADR 1343): no claim, never a wrong one.
    expect(dietsOf([tag('vegan'), { kind: 'ingredient', codes: null }])).toEqual([]);
    // Nor for a choice whose ingredient declares nothing.
    expect(dietsOf([ing()], [{ min: 0, options: [{ codes: null }] }])).toEqual([]);
  });

  it('believes a diet tag, with what it implies, unless something the item contains breaks it', () => {
    expect(dietsOf([tag('vegan')])).toEqual(['vegetarian', 'vegan', 'dairy_free']);
    expect(dietsOf([tag('gluten_free')])).toEqual(['gluten_free']);
    // A "vegan" tag on a dish whose ingredients hold milk is not believed.
    expect(dietsOf([tag('vegan'), ing('milk')])).toEqual(['vegetarian', 'gluten_free']);
    expect(dietsOf([tag('gluten_free'), tag('gluten')])).toEqual([]);
  });

  it('any choice the dish offers, required or not, breaks the diets it breaks (ADR 1343)', () => {
    const base = [ing()];
    const required = { min: 1, options: [{ codes: ['meat'] }, { codes: ['fish'] }] };
    expect(dietsOf(base, [required])).toEqual(['gluten_free', 'dairy_free']);
    expect(dietsOf(base, [{ ...required, min: 0 }])).toEqual(['gluten_free', 'dairy_free']);
    // A wrap offering extra cheese sauce is not dairy-free (ADR 1343).
    const extraCheese = { min: 0, options: [{ codes: ['milk'] }, { codes: [] }] };
    expect(dietsOf(base, [extraCheese])).toEqual(['vegetarian', 'gluten_free']);
    expect(dietsOf([tag('vegan')], [extraCheese])).toEqual(['vegetarian']);
    // A choice of sizes or sides that contain nothing declared keeps every diet.
    expect(dietsOf(base, [{ min: 1, options: [{ codes: [] }, { codes: [] }] }])).toEqual([
      'vegetarian',
      'vegan',
      'gluten_free',
      'dairy_free',
    ]);
    expect(dietsOf(base, [{ min: 1, options: [] }])).toEqual([
      'vegetarian',
      'vegan',
      'gluten_free',
      'dairy_free',
    ]);
  });
});

describe('dietsChoosable (what the filter keeps, ADR 1061, 1343)', () => {
  it('leaves an optional choice out, breaks on a required one whose every option breaks', () => {
    const base = [ing()];
    const extraCheese = { min: 0, options: [{ codes: ['milk'] }, { codes: [] }] };
    expect(dietsChoosable(base, [extraCheese])).toEqual(['vegetarian', 'vegan', 'gluten_free', 'dairy_free']);
    const meatOrFish = { min: 1, options: [{ codes: ['meat'] }, { codes: ['fish'] }] };
    expect(dietsChoosable(base, [meatOrFish])).toEqual(['gluten_free', 'dairy_free']);
    // The dish itself: feta is dairy, whatever the choices.
    expect(dietsChoosable([ing('eggs'), ing('milk')], [])).toEqual(['vegetarian', 'gluten_free']);
    expect(dietsChoosable([tag('vegan'), { kind: 'ingredient', codes: null }])).toEqual([]);
  });
});

describe('filtering', () => {
  it('an option breaks the diets its codes break; no codes break nothing', () => {
    expect(dietsBrokenBy(['milk'])).toEqual(['vegan', 'dairy_free']);
    expect(dietsBrokenBy(['meat'])).toEqual(['vegetarian', 'vegan']);
    expect(dietsBrokenBy([])).toEqual([]);
    expect(optionBreaks(['vegan', 'dairy_free'], ['vegan'])).toBe(true);
    expect(optionBreaks(['vegan', 'dairy_free'], ['gluten_free'])).toBe(false);
    expect(optionBreaks(undefined, ['vegan'])).toBe(false);
  });

  it('an item matches when it keeps every chosen diet; no choice keeps everything', () => {
    expect(keepsDiets(['vegetarian', 'vegan'], ['vegan'])).toBe(true);
    expect(keepsDiets(['vegetarian'], ['vegan'])).toBe(false);
    expect(keepsDiets(['vegan'], ['vegan', 'gluten_free'])).toBe(false);
    expect(keepsDiets([], [])).toBe(true);
  });

  it('reads chosen diets from untrusted text: known codes only, in order, once', () => {
    expect(parseDiets('gluten_free,vegan,vegan')).toEqual(['vegan', 'gluten_free']);
    expect(parseDiets(['halal', 'vegan', '<script>'])).toEqual(['vegan']);
    expect(parseDiets(null)).toEqual([]);
    expect(knownCodes(['milk', 'poison', 'vegan'])).toEqual(['milk', 'vegan']);
    expect(knownCodes(null)).toEqual([]);
  });
});
