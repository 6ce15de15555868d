import { describe, expect, it } from 'vitest';
import { demoSeed } from './demo-data.ts';
import type { SeedCategory, SeedItem } from './seed-types.ts';

// Issue 31 #5: the demo's ingredients are true to its descriptions, or its diet and allergen
// labels are wrong claims (Shakshuka "finished with feta" was labelled dairy-free).
const items = (cs: readonly SeedCategory[]): SeedItem[] =>
  cs.flatMap((c) => [...(c.items ?? []), ...items(c.subcategories ?? [])]);
const codesOf = new Map(demoSeed.tags.map((t) => [t.key, t.codes ?? []]));

/** Words in a description and the code an ingredient of the dish or its choices must declare. */
const SAYS: [RegExp, string][] = [
  [/\b(feta|cheeses?|cheddar|mozzarella|halloumi|akkawi|labneh|yoghurt|butter|milk|cream)\b/i, 'milk'],
  [
    /\b(bread|croissants?|sourdough|ciabatta|pastry|bulgur|vermicelli|flatbread|dumplings|cake|biscuit)\b/i,
    'gluten',
  ],
  [/\b(eggs?|omelette)\b/i, 'eggs'],
  [/\b(chicken|lamb|turkey)\b/i, 'meat'],
  [/\bshrimp\b/i, 'crustaceans'],
  [/\bhoney\b/i, 'animal'],
  [/\b(sesame|tahini|za'atar)\b/i, 'sesame'],
  [/\bpistachios?\b/i, 'nuts'],
];

describe('the demo menu', () => {
  it('declares in its ingredients (or its choices) what each description says the dish holds', () => {
    const wrong: string[] = [];
    for (const item of items(demoSeed.categories)) {
      const keys = [
        ...(item.ingredients ?? []),
        ...(item.modifierGroups ?? []).flatMap((g) => g.modifiers.flatMap((m) => m.ingredients ?? [])),
      ];
      const codes = new Set(keys.flatMap((k) => codesOf.get(k) ?? []));
      for (const [words, code] of SAYS)
        if (words.test(item.description.en ?? '') && !codes.has(code)) wrong.push(`${item.key}: ${code}`);
    }
    expect(wrong).toEqual([]);
  });
});
