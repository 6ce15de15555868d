import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { cartStoreFor } from '../cart/use-cart.ts';
import { useBusiness } from '../storefront/use-business.ts';

/** A table QR link (`/{ref}/dinein?table=T3`): the table is kept with the cart for checkout. */
export function TableFromLink() {
  const [params] = useSearchParams();
  const { restaurant } = useBusiness();
  const table = params.get('table')?.trim().slice(0, 60);
  useEffect(() => {
    if (!table) return;
    const store = cartStoreFor(restaurant.reference_id, restaurant.branch_id);
    if (store.get().table !== table) store.update({ table });
  }, [table, restaurant.reference_id, restaurant.branch_id]);
  return null;
}
