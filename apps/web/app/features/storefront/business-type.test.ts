import { describe, expect, it } from 'vitest';
import { schemaTypeOf } from './business-type.ts';

describe('business_type as a schema.org type [product: Storefront and looks]', () => {
  it('maps the usual kinds and falls back to LocalBusiness', () => {
    expect(schemaTypeOf('restaurant')).toBe('Restaurant');
    expect(schemaTypeOf('Coffee Shop')).toBe('CafeOrCoffeeShop');
    expect(schemaTypeOf('shop')).toBe('Store');
    expect(schemaTypeOf('laundry')).toBe('LocalBusiness');
  });
});
