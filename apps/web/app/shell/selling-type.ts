import type { BusinessSettings, SellingTypePath } from '@sufra/contract';
import { SellingTypes } from '@sufra/domain';

/** The active branch of a restaurant response (the main one when the id is not among them). */
export const activeBranch = (settings: Pick<BusinessSettings, 'branches' | 'branch_id'>) =>
  settings.branches.find((b) => b.id === settings.branch_id) ?? settings.branches[0];

/**
 * The selling types a storefront offers, in display order: the branch's delivery and pickup
 * flags, and its dine-in flag under the business's dine-in label (dinein or product_service).
 */
export function enabledSellingTypes(
  settings: Pick<BusinessSettings, 'branches' | 'branch_id' | 'dine_in_label'>,
): SellingTypePath[] {
  const branch = activeBranch(settings);
  if (!branch) return [];
  const types: SellingTypePath[] = [];
  if (branch.selling_types.delivery) types.push(SellingTypes.delivery);
  if (branch.selling_types.pickup) types.push(SellingTypes.pickup);
  if (branch.selling_types.dinein) types.push(settings.dine_in_label);
  return types;
}

/** The check-selling-type guard: the path segment names a type this storefront offers. */
export function isOfferedType(
  settings: Pick<BusinessSettings, 'branches' | 'branch_id' | 'dine_in_label'>,
  type: string | undefined,
): type is SellingTypePath {
  return enabledSellingTypes(settings).includes(type as SellingTypePath);
}

/** `checkoutDelivery` / `checkoutCarPickup` / `checkoutDineIn` [product: Selling types]: may this type be checked out? */
export function checkoutOn(
  restaurant: Pick<BusinessSettings, 'checkoutDelivery' | 'checkoutCarPickup' | 'checkoutDineIn'>,
  type: SellingTypePath,
): boolean {
  if (type === 'delivery') return restaurant.checkoutDelivery;
  if (type === 'pickup') return restaurant.checkoutCarPickup;
  return restaurant.checkoutDineIn;
}
