import { SellingTypes } from '@sufra/domain';
import { useEffect } from 'react';
import { useCart } from '../cart/use-cart.ts';
import { useBusiness } from '../storefront/use-business.ts';
import { useStorefront } from '../storefront/use-storefront.ts';
import { activeShipping } from './shipping-choice.ts';

/** [product: Delivery, areas and shipping]: a stored shipping choice that no longer holds is dropped (delivery pages know the offer). */
export function ShippingReset() {
  const { restaurant } = useBusiness();
  const storefront = useStorefront();
  const { cart, store } = useCart(restaurant.reference_id, restaurant.branch_id);
  const stale =
    storefront?.type === SellingTypes.delivery &&
    !!cart.shipping &&
    !activeShipping(cart.shipping, storefront.shipping, restaurant.branch_id);
  useEffect(() => {
    if (stale) store?.update({ shipping: null });
  }, [stale, store]);
  return null;
}
