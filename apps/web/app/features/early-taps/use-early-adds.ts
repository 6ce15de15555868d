import { useEffect } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { clearEarlyCookie, firstTimeOf } from '../../shell/early-cookie.ts';
import { useBusiness } from '../../shell/use-business.ts';
import { cartStoreFor } from '../../shell/use-cart.ts';
import { toast } from '../../ui/toast.tsx';
import type { EarlyCartItems } from './early-add.server.ts';

/** Once hydrated: the adds tapped before the scripts ran go into the cart, once each. */
export function useEarlyAdds(early: EarlyCartItems) {
  const { restaurant } = useBusiness();
  const { t } = useTranslation();
  useEffect(() => {
    if (!early) return;
    const store = cartStoreFor(restaurant.reference_id, restaurant.branch_id);
    let added = 0;
    for (const { nonce, item } of early.items)
      if (firstTimeOf(nonce)) {
        store.add(item);
        added += 1;
      }
    clearEarlyCookie(early.cookie);
    if (added) toast(t('cart.addedEarly', { count: added }));
  }, [early, restaurant, t]);
}
