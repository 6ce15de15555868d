import type { CartItem } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { type FreshLine, freshLines, lineText } from './line-text.ts';

const line = {
  id: 7,
  name: { en: 'Spanish latte' },
  price_label: { id: 3, label: { en: 'Large' } },
  modifiers: [{ id: 11, locales: { en: 'Oat milk' }, quantity: 1 }],
} as unknown as CartItem;

const fresh = (over: Partial<FreshLine> = {}) =>
  ({
    index: 0,
    item_id: 7,
    price_label_id: 3,
    name: 'سبانيش لاتيه',
    label: 'كبير',
    modifiers: [{ id: 11, name: 'حليب الشوفان', quantity: 1, price: 0 }],
    ...over,
  }) as FreshLine;

describe('cart lines in the page language (ADR 1460)', () => {
  it('a line added on the English page reads as the server names it now, in Arabic', () => {
    expect(lineText(line, fresh(), 'ar')).toEqual({
      name: 'سبانيش لاتيه',
      label: 'كبير',
      options: ['حليب الشوفان'],
    });
  });
  it('until the server answers, the stored names, saying their language', () => {
    expect(lineText(line, undefined, 'ar')).toEqual({
      name: 'Spanish latte',
      label: 'Large',
      options: ['Oat milk'],
      lang: 'en',
    });
    expect(lineText(line, undefined, 'en').lang).toBeUndefined();
  });
  it("a stale answer about another dish or label is not this line's name", () => {
    expect(lineText(line, fresh({ item_id: 8 }), 'ar').name).toBe('Spanish latte');
    expect(lineText(line, fresh({ price_label_id: 4 }), 'ar').name).toBe('Spanish latte');
  });
  it("the answer's lines are placed by their index in the request", () => {
    const lines = freshLines({ lines: [fresh({ index: 1 }), fresh({ index: 0, name: 'A' })] });
    expect(lines.map((l) => l.index)).toEqual([0, 1]);
    expect(lines[0]?.name).toBe('A');
  });
});
