import { addressKindOf, type Cart, missingAddressFields } from '@sufra/domain';

/**
 * The delivery step still owed before the checkout: the area list when nothing is chosen, the
 * map when the area is (one area question, not two: the menu's choice carries on, ADR 793), the
 * address form while a required field of its type is empty (a pin alone is not an address: the
 * server refuses it with ADDRESS_INCOMPLETE, ADR 500), or null when the address is complete or
 * the order ships abroad.
 */
export function pendingDeliveryStep(
  cart: Pick<Cart, 'queriedAddress' | 'shipping'> & { queriedAreaId?: number | null },
): 'address' | 'map' | 'form' | null {
  // Shipping abroad has its own form step, checked there and by the server (ADR 501).
  if (cart.shipping) return null;
  const a = cart.queriedAddress;
  if (!a) return cart.queriedAreaId ? 'map' : 'address';
  return missingAddressFields(addressKindOf(a.type, a.form_type), a).length ? 'form' : null;
}
