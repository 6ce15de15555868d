import { describe, expect, it } from 'vitest';
import { escapeLike, rankCandidate } from './search-ranking.ts';

const texts = (name: string, description = '', ar = '') => ({
  name: { en: name, ...(ar ? { ar } : {}) },
  description: { en: description },
});

describe('search ranking', () => {
  it('a name match beats a description match, which beats a fuzzy match', () => {
    const name = rankCandidate('milk', texts('Milk tea'), 0.2);
    const description = rankCandidate('milk', texts('Latte', 'espresso and milk'), 1);
    const fuzzy = rankCandidate('milk', texts('Mlik'), 0.6);
    expect(name?.match).toBe('name');
    expect(description?.match).toBe('description');
    expect(fuzzy?.match).toBe('fuzzy');
    expect(name?.rank).toBeGreaterThan(description?.rank ?? 0);
    expect(description?.rank).toBeGreaterThan(fuzzy?.rank ?? 0);
  });

  it('within names: exact, then prefix, then word starts, then anywhere', () => {
    const rank = (name: string) => rankCandidate('latte', texts(name), 0)?.rank ?? 0;
    expect(rank('Latte')).toBeGreaterThan(rank('Latte macchiato'));
    expect(rank('Latte macchiato')).toBeGreaterThan(rank('Iced latte'));
    expect(rank('Iced latte')).toBeGreaterThan(rank('Icedlatte'));
  });

  it('matches every word in any order, in any locale, without accents or tashkeel', () => {
    expect(rankCandidate('rice chicken', texts('Chicken machboos with rice'), 0)?.match).toBe('name');
    expect(rankCandidate('cafe', texts('Café crème'), 0)?.match).toBe('name');
    expect(rankCandidate('لاتيه', texts('Latte', '', 'لاتيهٌ'), 0)?.match).toBe('name');
  });

  it('rejects a candidate that matches nowhere', () => {
    expect(rankCandidate('pizza', texts('Latte'), 0)).toBeNull();
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
