import { useEffect } from 'react';
import { activeShipping } from '../../lib/shipping-choice.ts';
import { useBusiness } from '../../lib/use-business.ts';
import { useCart } from '../../lib/use-cart.ts';
import { useStorefront } from '../../lib/use-storefront.ts';

/** SPEC §4: a stored shipping choice that no longer holds is dropped (delivery pages know the offer). */
export function ShippingReset() {
  const { restaurant } = useBusiness();
  const storefront = useStorefront();
  const { cart, store } = useCart(restaurant.reference_id, restaurant.branch_id);
  const stale =
    storefront?.type === 'delivery' &&
    !!cart.shipping &&
    !activeShipping(cart.shipping, storefront.shipping, restaurant.branch_id);
  useEffect(() => {
    if (stale) store?.update({ shipping: null });
  }, [stale, store]);
  return null;
}
