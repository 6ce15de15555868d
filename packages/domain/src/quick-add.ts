// [product: Cart]: when "add" opens the item's detail instead of adding straight to the cart.
import type { MenuItem } from './types.ts';

export const OpenDetailReason = {
  hiddenPrice: 'HIDDEN_PRICE',
  cartOff: 'CART_OFF',
  hasModifiers: 'HAS_MODIFIERS',
  commentRequired: 'COMMENT_REQUIRED',
  severalPriceLabels: 'SEVERAL_PRICE_LABELS',
  /** Not in the spec: an item without a price label cannot be added by a single tap. */
  noPriceLabel: 'NO_PRICE_LABEL',
} as const;
export type OpenDetailReason = (typeof OpenDetailReason)[keyof typeof OpenDetailReason];

export interface QuickAddInput {
  item: Pick<MenuItem, 'modifier_groups' | 'comment_required' | 'price_labels'>;
  /** Business setting hide_price. */
  hidePrice: boolean;
  /** Whether the cart is available for the selling type (see `isCartAvailable`). */
  cartEnabled: boolean;
}

/** Every reason to open the detail; an empty list means the item can be added directly. */
export function openDetailReasons({ item, hidePrice, cartEnabled }: QuickAddInput): OpenDetailReason[] {
  const reasons: OpenDetailReason[] = [];
  if (hidePrice) reasons.push(OpenDetailReason.hiddenPrice);
  if (!cartEnabled) reasons.push(OpenDetailReason.cartOff);
  if (item.modifier_groups.some((g) => g.modifiers.length > 0)) reasons.push(OpenDetailReason.hasModifiers);
  if (item.comment_required) reasons.push(OpenDetailReason.commentRequired);
  if (item.price_labels.length > 1) reasons.push(OpenDetailReason.severalPriceLabels);
  if (item.price_labels.length === 0) reasons.push(OpenDetailReason.noPriceLabel);
  return reasons;
}

export const shouldOpenDetail = (input: QuickAddInput): boolean => openDetailReasons(input).length > 0;
