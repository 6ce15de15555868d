import type { ItemCard } from '../../shell/menu-types.ts';
import { normalize } from '../../shell/normalize.ts';

/**
 * A card with what else finds it: its name in every language of the business and its category's
 * names (an Arabic page finds "latte"; "coffee" finds the coffees).
 */
export type SearchEntry = {
  card: ItemCard;
  names: string[];
  categories: string[];
  /** Its tags and diets, named in every language of the business ("vegan", "نباتي"; docs/product.md). */
  tags?: string[];
};

type Indexed = {
  entry: SearchEntry;
  name: string[][];
  category: string[];
  description: string[];
  tags: string[];
};

const words = (text: string): string[] =>
  normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A word and, for an Arabic word with the article ("الكرك"), the word without it. */
const stems = (word: string): string[] =>
  word.startsWith('وال') && word.length > 4
    ? [word, word.slice(3)]
    : word.startsWith('ال') && word.length > 3
      ? [word, word.slice(2)]
      : [word];

/** Optimal string alignment distance, stopping early past 1 (one typo: a letter wrong, missing, extra or swapped). */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > 1) return false;
    prev2 = prev;
    prev = row;
  }
  return (prev[b.length] ?? 2) <= 1;
}

/** The start of `word` is `query` with at most one typo (queries of 4+ letters: shorter ones would match too much). */
function typoPrefix(query: string, word: string): boolean {
  // The first letter is right (a typo is made further on): "latte" is not "platte…" (docs/product.md).
  if (query.length < 4 || word.length < query.length - 1 || word[0] !== query[0]) return false;
  for (const k of [query.length, query.length - 1, query.length + 1])
    if (k <= word.length && withinOneEdit(query, word.slice(0, k))) return true;
  return false;
}

/**
 * Scripts written without spaces between words (Chinese, Japanese, Thai, Lao, Khmer): there a
 * "word" is a whole phrase, and a query is found inside it. Elsewhere a query inside another word
 * is a false match — "latte" is not in "Mixed Grill Platter" (docs/product.md).
 */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}]/u;

/** How well one query word matches: whole word > start of a word > one typo > inside (unspaced scripts). */
function wordScore(q: string, field: string[], weights: readonly [number, number, number, number]): number {
  let best = 0;
  for (const word of field) {
    for (const w of stems(word)) {
      if (w === q) return weights[0];
      if (w.startsWith(q)) best = Math.max(best, weights[1]);
      else if (typoPrefix(q, w)) best = Math.max(best, weights[2]);
      else if (UNSPACED.test(q) && w.includes(q)) best = Math.max(best, weights[3]);
    }
  }
  return best;
}

// Name matches outrank category matches, which outrank description matches.
const NAME = [8, 6, 3, 1] as const;
const CATEGORY = [2.5, 2, 1, 0] as const;
const DESCRIPTION = [2, 1.5, 0.5, 0.25] as const;

export function indexEntries(entries: readonly SearchEntry[]): Indexed[] {
  return entries.map((entry) => ({
    entry,
    name: [entry.card.name, ...entry.names].map(words),
    category: entry.categories.flatMap(words),
    description: words(entry.card.description),
    tags: (entry.tags ?? []).flatMap(words),
  }));
}

/**
 * Instant search over the menu (ADR 900): every query word must match the item's name (in any
 * language of the business), its category or its description. A word matching a whole word ranks
 * first, then the start of a word ("lat" → Latte), then one typo ("latet", "capucino"), then the
 * inside of a word ("latte" in "Platter", last); names before categories before descriptions, the
 * first word of a name a little ahead. Every match is returned (the list is windowed).
 */
export function searchCards(index: readonly Indexed[], query: string): ItemCard[] {
  const qs = words(query);
  if (!qs.length) return [];
  const scored: Array<{ card: ItemCard; score: number; at: number }> = [];
  index.forEach((item, at) => {
    let score = 0;
    for (const query of qs) {
      // An Arabic query word with its article matches the word without it too.
      const q = stems(query).at(-1) ?? query;
      const inName = Math.max(
        0,
        ...item.name.map((name) => wordScore(q, name, NAME) + (name[0]?.startsWith(q) ? 0.5 : 0)),
      );
      const s = Math.max(
        inName,
        wordScore(q, item.category, CATEGORY),
        wordScore(q, item.description, DESCRIPTION),
        wordScore(q, item.tags, CATEGORY),
      );
      if (!s) return;
      score += s;
    }
    scored.push({ card: item.entry.card, score, at });
  });
  return scored.sort((a, b) => b.score - a.score || a.at - b.at).map((s) => s.card);
}

/** Categories to offer when nothing matches: those whose name is near a query word first, then the rest. */
export function suggestCategories<T extends { names: string[] }>(
  categories: readonly T[],
  query: string,
): T[] {
  const qs = words(query);
  const near = (c: T) =>
    qs.some((q) => c.names.flatMap(words).some((w) => w.startsWith(q.slice(0, 3)) || typoPrefix(q, w)));
  return [...categories.filter(near), ...categories.filter((c) => !near(c))];
}
