import { SellingTypes } from '@sufra/domain';
import { useEffect } from 'react';
import { activeShipping } from '../../shell/shipping-choice.ts';
import { useBusiness } from '../../shell/use-business.ts';
import { useCart } from '../../shell/use-cart.ts';
import { useStorefront } from '../../shell/use-storefront.ts';

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
