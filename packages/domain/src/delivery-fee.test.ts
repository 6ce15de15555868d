import { describe, expect, it } from 'vitest';
import { deliveryFee, minimumOrder, shippingFee, shippingWeightOf } from './delivery-fee.ts';
import { country, label, zone } from './test-fixtures.ts';
import { walletDiscount } from './wallet.ts';

describe('§9 delivery fee', () => {
  it('§9 delivery fee: otherwise the zone fee', () => {
    expect(deliveryFee({ kind: 'zone', zone: zone({ fees: 750 }) }, [])).toBe(750);
  });

  it('§9 delivery fee: shipping is Σ (shippingWeight, else weight) × count × fees_per_kg + fixed_fees', () => {
    const units = [
      { label: label({ weight: 0.5, shippingWeight: 1.5 }), count: 2 }, // 3 kg
      { label: label({ weight: 0.25, shippingWeight: null }), count: 4 }, // 1 kg
      { label: label({ weight: null, shippingWeight: null }), count: 9 }, // 0 kg
    ];
    expect(shippingFee(country({ fees_per_kg: 1000, fixed_fees: 500 }), units)).toBe(4500);
    expect(
      deliveryFee({ kind: 'shipping', country: country({ fees_per_kg: 1000, fixed_fees: 500 }) }, units),
    ).toBe(4500);
  });

  it('§9 shipping fee rounds to the currency step', () => {
    expect(
      shippingFee(country({ fees_per_kg: 333, fixed_fees: 0 }), [
        { label: label({ weight: 0.1 }), count: 1 },
      ]),
    ).toBe(33);
    expect(
      shippingFee(
        country({ fees_per_kg: 333, fixed_fees: 0 }),
        [{ label: label({ weight: 0.1 }), count: 1 }],
        5,
      ),
    ).toBe(35);
  });

  it('bad input: negative weights or fees are DomainErrors naming the field', () => {
    expect(() => shippingWeightOf(label({ weight: -1 }))).toThrowError(
      expect.objectContaining({ field: 'price_label.weight' }),
    );
    expect(() => shippingWeightOf(label({ shippingWeight: Number.NaN }))).toThrowError(
      expect.objectContaining({ field: 'price_label.shippingWeight' }),
    );
    expect(() => shippingFee(country({ fees_per_kg: -1 }), [])).toThrowError(
      expect.objectContaining({ field: 'delivery.country.fees_per_kg' }),
    );
    expect(() => deliveryFee({ kind: 'zone', zone: zone({ fees: 1.5 }) }, [])).toThrowError(
      expect.objectContaining({ field: 'delivery.zone.fees', code: 'NOT_INTEGER' }),
    );
  });
});

describe('§5 minimum order', () => {
  it('§5 delivery has a minimum order value (min_order, default 0)', () => {
    expect(minimumOrder(null)).toBe(0);
    expect(minimumOrder({ kind: 'zone', zone: zone({ min_order: 5000 }) })).toBe(5000);
    expect(minimumOrder({ kind: 'zone', zone: zone({ min_order: null as never }) })).toBe(0);
    expect(minimumOrder({ kind: 'shipping', country: country({ min_order: 2500 }) })).toBe(2500);
    expect(() => minimumOrder({ kind: 'shipping', country: country({ min_order: -1 }) })).toThrowError(
      expect.objectContaining({ field: 'delivery.country.min_order' }),
    );
  });
});

describe('§5 wallet', () => {
  it('§5 wallet use needs the wallet feature enabled and the use-wallet flag on', () => {
    expect(walletDiscount(null, 1000)).toBe(0);
    expect(walletDiscount({ enabled: false, useWallet: true, balance: 500 }, 1000)).toBe(0);
    expect(walletDiscount({ enabled: true, useWallet: false, balance: 500 }, 1000)).toBe(0);
    expect(walletDiscount({ enabled: true, useWallet: true, balance: 500 }, 1000)).toBe(500);
  });

  it('§5 wallet discount is capped at the order total', () => {
    expect(walletDiscount({ enabled: true, useWallet: true, balance: 5000 }, 1000)).toBe(1000);
    expect(walletDiscount({ enabled: true, useWallet: true, balance: 5000 }, 0)).toBe(0);
  });

  it('§9 a CHF wallet balance is used in 0.05 steps', () => {
    expect(walletDiscount({ enabled: true, useWallet: true, balance: 503 }, 1000, 5)).toBe(500);
  });

  it('bad input: a negative balance is a DomainError naming the field', () => {
    expect(() => walletDiscount({ enabled: true, useWallet: true, balance: -1 }, 100)).toThrowError(
      expect.objectContaining({ field: 'wallet.balance' }),
    );
  });
});
