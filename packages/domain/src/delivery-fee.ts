// [product: Delivery, areas and shipping] delivery fee and §5 minimum order.

import { requireMinor, requireNonNegative } from './errors.ts';
import { add, mul, type Ratio, ZERO } from './ratio.ts';
import { roundToStep } from './rounding.ts';
import type { DeliveryTarget, PriceLabel, ShippingCountry } from './types.ts';

export interface ShippedUnit {
  label: Pick<PriceLabel, 'weight' | 'shippingWeight'>;
  count: number;
}

/** Kilograms of a label for shipping: shippingWeight, else weight, else 0. */
export function shippingWeightOf(
  label: Pick<PriceLabel, 'weight' | 'shippingWeight'>,
  field = 'price_label',
): number {
  if (label.shippingWeight !== null && label.shippingWeight !== undefined) {
    return requireNonNegative(label.shippingWeight, `${field}.shippingWeight`);
  }
  if (label.weight !== null && label.weight !== undefined)
    return requireNonNegative(label.weight, `${field}.weight`);
  return 0;
}

/** Σ (shippingWeight, else weight) × count × fees_per_kg + fixed_fees. */
export function shippingFee(country: ShippingCountry, units: readonly ShippedUnit[], step = 1): number {
  const perKg = requireNonNegative(country.fees_per_kg, 'delivery.country.fees_per_kg');
  const fixed = requireMinor(country.fixed_fees, 'delivery.country.fixed_fees');
  let kg: Ratio = ZERO;
  for (const u of units) kg = add(kg, mul(shippingWeightOf(u.label), u.count));
  return roundToStep(add(mul(kg, perKg), fixed), step);
}

/** The zone's fee, or the shipping fee for the country. */
export function deliveryFee(target: DeliveryTarget, units: readonly ShippedUnit[], step = 1): number {
  if (target.kind === 'zone') return roundToStep(requireMinor(target.zone.fees, 'delivery.zone.fees'), step);
  return shippingFee(target.country, units, step);
}

/** [product: Placing an order]: min_order, default 0. */
export function minimumOrder(target: DeliveryTarget | null): number {
  if (!target) return 0;
  const value = target.kind === 'zone' ? target.zone.min_order : target.country.min_order;
  if (value === null || value === undefined) return 0;
  return requireMinor(
    value,
    target.kind === 'zone' ? 'delivery.zone.min_order' : 'delivery.country.min_order',
  );
}
