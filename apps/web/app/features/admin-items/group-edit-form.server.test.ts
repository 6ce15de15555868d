import { describe, expect, it } from 'vitest';
import { groupEditFrom } from './group-edit-form.server.ts';

const post = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
};

describe('the group edit form', () => {
  it('keeps listed choices, drops removed and empty rows, reads taxes only when shown', () => {
    const body = groupEditFrom(
      post([
        ['rows', '4'],
        ['name.en', 'Sauce'],
        ['min', '0'],
        ['max', '2'],
        ['required', 'on'],
        ['version', '77'],
        ['modifiers.0.id', '5'],
        ['modifiers.0.name.en', 'Garlic'],
        ['modifiers.0.price', '0.250'],
        ['modifiers.0.taxes', '1'],
        ['modifiers.0.tax_ids', '3'],
        ['modifiers.1.id', '6'],
        ['modifiers.1.name.en', 'Chilli'],
        ['modifiers.1.remove', 'on'],
        ['modifiers.2.name.en', 'Tahini'],
        ['modifiers.3.name.en', ''],
      ]),
      ['en'],
      'KWD',
    );
    expect(body).toEqual({
      name: { en: 'Sauce' },
      min: 1,
      max: 2,
      version: '77',
      modifiers: [
        { id: 5, name: { en: 'Garlic' }, price: 250, tax_ids: [3] },
        { name: { en: 'Tahini' }, price: 0 },
      ],
    });
  });

  it('unticked "required" makes the least 0; a bad number is left for the server to name', () => {
    const body = groupEditFrom(
      post([
        ['rows', '0'],
        ['min', '2'],
        ['max', 'x'],
      ]),
      ['en'],
      'KWD',
    );
    expect(body.min).toBe(0);
    expect(body.max).toBeNaN();
  });
});
