import type { SellingTypePath } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import type { LoadedBusiness } from '../../shell/business.server.ts';
import { cartEnabledFor } from './storefront.server.ts';

const business = (
  flags: Partial<Record<'checkoutDelivery' | 'checkoutCarPickup' | 'checkoutDineIn', boolean>>,
) =>
  ({
    restaurant: {
      branch_id: 1,
      branches: [{ id: 1, scheduled_orders: { delivery: null, pickup: null } }],
      checkoutDelivery: true,
      checkoutCarPickup: true,
      checkoutDineIn: true,
      ...flags,
    },
  }) as unknown as LoadedBusiness;

const cart = (b: LoadedBusiness, type: SellingTypePath) => cartEnabledFor(b, type, true);

describe('[product: Selling types] checkout flags decide whether a selling type has a cart', () => {
  it('all on: every type has its cart while open', () => {
    const b = business({});
    expect(['delivery', 'pickup', 'dinein'].map((t) => cart(b, t as SellingTypePath))).toEqual([
      true,
      true,
      true,
    ]);
  });
  it('checkoutDelivery off: no cart for delivery, the others keep theirs', () => {
    const b = business({ checkoutDelivery: false });
    expect([cart(b, 'delivery'), cart(b, 'pickup'), cart(b, 'dinein')]).toEqual([false, true, true]);
  });
  it('checkoutCarPickup off: no cart for car pickup', () => {
    const b = business({ checkoutCarPickup: false });
    expect([cart(b, 'delivery'), cart(b, 'pickup'), cart(b, 'dinein')]).toEqual([true, false, true]);
  });
  it('checkoutDineIn off: no cart for dine-in (as before)', () => {
    expect(cart(business({ checkoutDineIn: false }), 'dinein')).toBe(false);
  });
});
