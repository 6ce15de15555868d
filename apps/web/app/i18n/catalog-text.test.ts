import { describe, expect, it } from 'vitest';
import { catalogFromText } from './catalog-text.ts';
import { loadCatalogText, loadMessages } from './catalogs.ts';

describe('the catalog sent as text (ADR 627)', () => {
  it('round-trips the language catalog, English fallbacks included', async () => {
    const text = await loadCatalogText('fa');
    expect(typeof text).toBe('string');
    expect(catalogFromText(text)).toEqual(await loadMessages('fa'));
  });

  it('parses a text once: the layout, meta and every render share one object', async () => {
    const text = await loadCatalogText('ar');
    expect(catalogFromText(text)).toBe(catalogFromText(`${text}`));
    expect(await loadCatalogText('ar')).toBe(text);
  });

  it('reads no catalog as an empty one', () => {
    expect(catalogFromText(undefined)).toEqual({});
  });
});
