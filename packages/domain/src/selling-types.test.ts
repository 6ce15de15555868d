import { describe, expect, it } from 'vitest';
import {
  discountKeyOf,
  fromApiSellingType,
  isItemSoldAs,
  isSellingTypeAlias,
  itemTypeOf,
  orderTypeOf,
  SELLING_TYPES,
  toApiSellingType,
} from './selling-types.ts';

describe('§4 selling types', () => {
  it('§4 selling types: dinein is sent as dine_in, pickup as car_pickup', () => {
    expect(toApiSellingType('dinein')).toBe('dine_in');
    expect(toApiSellingType('pickup')).toBe('car_pickup');
    expect(toApiSellingType('delivery')).toBe('delivery');
    expect(toApiSellingType('product_service')).toBe('product_service');
    for (const t of SELLING_TYPES) expect(fromApiSellingType(toApiSellingType(t))).toBe(t);
    expect(fromApiSellingType('reservation')).toBeNull();
  });

  it('§4 selling types: reserv_dinein, reserv_service and product_service count as dinein for discounts', () => {
    expect(discountKeyOf('reserv_dinein')).toBe('dinein');
    expect(discountKeyOf('reserv_service')).toBe('dinein');
    expect(discountKeyOf('product_service')).toBe('dinein');
    expect(discountKeyOf('dinein')).toBe('dinein');
    expect(discountKeyOf('dine_in')).toBe('dinein');
    expect(discountKeyOf('pickup')).toBe('pickup');
    expect(discountKeyOf('car_pickup')).toBe('pickup');
    expect(discountKeyOf('delivery')).toBe('delivery');
    expect(discountKeyOf('reservation')).toBeNull();
  });

  it('§4 item typing: dine_in, dinein, product_service, reserv_dinein, reserv_service → dine_in', () => {
    for (const t of ['dine_in', 'dinein', 'product_service', 'reserv_dinein', 'reserv_service'] as const) {
      expect(itemTypeOf(t)).toBe('dine_in');
    }
  });

  it('§4 item typing: pickup and car_pickup → car_pickup; reservation → reservation; delivery → delivery', () => {
    expect(itemTypeOf('pickup')).toBe('car_pickup');
    expect(itemTypeOf('car_pickup')).toBe('car_pickup');
    expect(itemTypeOf('reservation')).toBe('reservation');
    expect(itemTypeOf('delivery')).toBe('delivery');
  });

  it('§3 items carry a types map deciding where they are sold', () => {
    const types = { dine_in: false, delivery: true, car_pickup: false, reservation: true };
    expect(isItemSoldAs(types, 'delivery')).toBe(true);
    expect(isItemSoldAs(types, 'pickup')).toBe(false);
    expect(isItemSoldAs(types, 'reserv_dinein')).toBe(false);
    expect(isItemSoldAs(types, 'reservation')).toBe(true);
  });

  it('§4 order type of a selling type', () => {
    expect(orderTypeOf('delivery')).toBe(0);
    expect(orderTypeOf('dinein')).toBe(1);
    expect(orderTypeOf('reserv_dinein')).toBe(1);
    expect(orderTypeOf('pickup')).toBe(2);
    expect(orderTypeOf('car_pickup')).toBe(2);
    expect(orderTypeOf('product_service')).toBe(3);
    expect(orderTypeOf('reserv_service')).toBe(3);
  });

  it('guards accept only known spellings', () => {
    expect(isSellingTypeAlias('dine_in')).toBe(true);
    expect(isSellingTypeAlias('takeaway')).toBe(false);
    expect(isSellingTypeAlias(3)).toBe(false);
  });
});
