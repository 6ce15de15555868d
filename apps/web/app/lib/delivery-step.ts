import { addressKindOf, type Cart, missingAddressFields } from '@sufra/domain';

/**
 * The delivery step still owed before the checkout: the area list when nothing is chosen, the
 * address form while a required field of its type is empty (a pin alone is not an address: the
 * server refuses it with ADDRESS_INCOMPLETE, ADR 500), or null when the address is complete.
 */
export function pendingDeliveryStep(cart: Pick<Cart, 'queriedAddress'>): 'address' | 'form' | null {
  const a = cart.queriedAddress;
  if (!a) return 'address';
  return missingAddressFields(addressKindOf(a.type, a.form_type), a).length ? 'form' : null;
}
