import type { Zone } from './types.ts';

// Kept apart from geo.ts: the storefront's first view uses these, and geo.ts brings turf along.

/**
 * [product: Delivery, areas and shipping]: the selected delivery area is cleared when its branch differs from the current branch
 * or its zone is no longer visible.
 */
export function keepSelectedZone(zone: Pick<Zone, 'branch' | 'visible'> | null, branchId: number): boolean {
  return zone?.visible === true && zone.branch === branchId;
}

/** [product: Delivery, areas and shipping]: shipping resets when disabled or when the selected country belongs to another branch. */
export function keepSelectedCountry(
  country: { branch_id: number } | null,
  branchId: number,
  shippingEnabled: boolean,
): boolean {
  return shippingEnabled && country !== null && country.branch_id === branchId;
}
