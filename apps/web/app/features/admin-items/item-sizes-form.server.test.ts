import { describe, expect, it } from 'vitest';
import { itemSizesFrom } from './item-sizes-form.server.ts';

const post = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
};

describe('the sizes form (ADR 1420)', () => {
  it('keeps listed sizes, drops removed and empty rows, reads empty fields as none', () => {
    const body = itemSizesFrom(
      post([
        ['rows', '4'],
        ['version', '42'],
        ['sizes.0.id', '7'],
        ['sizes.0.label.en', 'Medium'],
        ['sizes.0.price', '1.250'],
        ['sizes.0.maximum', ''],
        ['sizes.1.id', '8'],
        ['sizes.1.label.en', 'Small'],
        ['sizes.1.price', '1'],
        ['sizes.1.remove', 'on'],
        ['sizes.2.label.en', 'Large'],
        ['sizes.2.label.ar', 'كبير'],
        ['sizes.2.price', '1,5'],
        ['sizes.2.weight', '0,45'],
        ['sizes.2.minimum', '2'],
        ['sizes.2.maximum', '6'],
        ['sizes.2.unit', 'cup'],
        ['sizes.2.preparation_time', '5'],
        ['sizes.3.label.en', ''],
        ['sizes.3.price', ''],
      ]),
      ['en', 'ar'],
      'KWD',
    );
    expect(body).toEqual({
      version: '42',
      sizes: [
        {
          id: 7,
          label: { en: 'Medium', ar: '' },
          price: 1250,
          weight: null,
          minimum: 1,
          maximum: null,
          unit: null,
          preparation_time: null,
        },
        {
          label: { en: 'Large', ar: 'كبير' },
          price: 1500,
          weight: 0.45,
          minimum: 2,
          maximum: 6,
          unit: 'cup',
          preparation_time: 5,
        },
      ],
    });
  });

  it('a price or number that is not one stays NaN, for the server to name the field', () => {
    const { sizes } = itemSizesFrom(
      post([
        ['rows', '1'],
        ['sizes.0.label.en', 'Tray'],
        ['sizes.0.price', 'ten'],
        ['sizes.0.weight', 'heavy'],
      ]),
      ['en'],
      'KWD',
    );
    expect(sizes[0]?.price).toBeNaN();
    expect(sizes[0]?.weight).toBeNaN();
  });
});
