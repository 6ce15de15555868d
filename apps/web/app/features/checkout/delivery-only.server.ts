import { SellingTypes } from '@sufra/domain';
import { redirect } from 'react-router';

/**
 * The delivery steps (area, map, address form, shipping) are for delivery only (ADR 1345): a
 * pickup or dine-in diner who reaches one by an old link or the back button goes to their own
 * checkout instead of being asked "Where should we deliver?".
 */
export function deliveryOnly(params: { ref?: string; type?: string }): null {
  if (params.type !== SellingTypes.delivery)
    throw redirect(`/${params.ref ?? ''}/${params.type ?? ''}/checkout`);
  return null;
}
