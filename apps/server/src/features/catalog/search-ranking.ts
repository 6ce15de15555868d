import type { SearchHit } from '@sufra/contract';
import type { Localized } from '../../platform/db/schema/columns.ts';
import { normalizeForSearch } from '../../platform/db/seed/search-text.ts';
import { asObject } from '../../platform/stored-values.ts';

export type Match = { match: SearchHit['match']; rank: number };

const startsAWord = (text: string, word: string) => text.startsWith(word) || text.includes(` ${word}`);

/** How well normalized `text` matches the needle's words: 0 (no match) … 5 (the whole text). */
function textScore(text: string, needle: string, words: string[]): number {
  if (!text) return 0;
  if (text === needle) return 5;
  if (text.startsWith(needle)) return 4;
  if (words.every((w) => startsAWord(text, w))) return 3;
  if (text.includes(needle)) return 2;
  if (words.every((w) => text.includes(w))) return 1;
  return 0;
}

/**
 * Ranks one candidate of the trigram search: a name match (in any locale) beats a description
 * match, which beats a fuzzy-only match; within a class, a closer match and then the trigram
 * similarity decide. Null when the candidate does not match at all.
 */
export function rankCandidate(
  needle: string,
  texts: { name: Localized; description: Localized },
  similarity: number,
): Match | null {
  const words = needle.split(' ').filter(Boolean);
  // Stored jsonb may hold non-texts (ADR 005): only string values are scored.
  const best = (values: Localized) =>
    Math.max(
      0,
      ...Object.values(asObject(values))
        .filter((v): v is string => typeof v === 'string')
        .map((v) => textScore(normalizeForSearch(v), needle, words)),
    );
  const name = best(texts.name);
  if (name > 0) return { match: 'name', rank: 200 + name * 10 + similarity };
  const description = best(texts.description);
  if (description > 0) return { match: 'description', rank: 100 + description * 10 + similarity };
  // The SQL only returns fuzzy candidates above pg_trgm's word-similarity threshold.
  return similarity > 0 ? { match: 'fuzzy', rank: similarity * 10 } : null;
}

/** `%`, `_` and `\` are LIKE's own characters: a term containing them means them literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
