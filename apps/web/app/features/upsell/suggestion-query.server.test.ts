import { describe, expect, it } from 'vitest';
import { suggestionQuery } from './cart-suggestions.server.ts';

describe('the cart-suggestions query (ADR 792)', () => {
  it('reads positive whole ids (at most 50) and a positive whole gap; anything else is nothing', () => {
    const url = new URL('http://x/demo/pickup/cart-suggestions?items=3,abc,-1,4.5,7&gap=750');
    expect(suggestionQuery(url)).toEqual({ items: [3, 7], gap: 750 });
    const many = Array.from({ length: 80 }, (_, i) => i + 1).join(',');
    expect(suggestionQuery(new URL(`http://x/?items=${many}&gap=-5`))).toEqual({
      items: Array.from({ length: 50 }, (_, i) => i + 1),
      gap: 0,
    });
    expect(suggestionQuery(new URL('http://x/'))).toEqual({ items: [], gap: 0 });
  });
});
