import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasCatalog, loadMessages, shippedLanguages, withEnglish } from './catalogs.ts';

afterEach(() => vi.restoreAllMocks());

describe('catalog loading ([product: Storefront and looks])', () => {
  it('every [product: Storefront and looks] language ships a catalog, each its own lazy module', () => {
    expect(shippedLanguages()).toHaveLength(41);
    expect(hasCatalog('fa')).toBe(true);
    expect(hasCatalog('xx')).toBe(false);
  });

  it('a catalog that cannot load logs "Failed locale loading" and the page gets English', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const messages = await loadMessages('xx');
    expect(messages['item.add']).toBe('Add to cart');
    expect(error).toHaveBeenCalledWith('Failed locale loading', 'xx', expect.any(Error));
  });

  it('a missing key logs "Could not find messages for locale code" once and reads in English', () => {
    const warn = vi.fn();
    const en = {
      'item.add': 'Add to cart',
      'cart.items_one': '{{count}} item',
      'cart.items_other': '{{count}} items',
    };
    const ja = withEnglish('ja', { 'cart.items_other': '{{count}}点' }, en, warn);
    // Japanese has no `one` form: only the plain key is missing.
    expect(ja).toEqual({ 'item.add': 'Add to cart', 'cart.items_other': '{{count}}点' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Could not find messages for locale code', 'ja', 'item.add');
  });

  it('a complete catalog is used as it is, with nothing logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Arabic is kept complete with English (every change writes both; the others may await).
    const ar = await loadMessages('ar');
    expect(ar['item.add']).toBe('أضف إلى السلة');
    expect(warn).not.toHaveBeenCalled();
  });
});
