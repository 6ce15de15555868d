import { buildCartItem, type ItemSelection, type MenuItem, SellingTypes } from '@sufra/domain';
import { useParams, useRouteLoaderData } from 'react-router';
import { useTranslation } from '../i18n/lite.tsx';
import { toast } from '../ui/toast.tsx';
import { askAreaIfUnknown } from './area-prompt.ts';
import type { StorefrontData } from './page-data.ts';
import { track } from './track.ts';
import { useBusiness } from './use-business.ts';
import { cartStoreFor } from './use-cart.ts';

export type { StorefrontData } from './page-data.ts';

/** The selling-type layout's data (type, cart switch, discounts), null outside a type page. */
export function useStorefront(): StorefrontData | null {
  return (useRouteLoaderData('selling-type') as StorefrontData | undefined) ?? null;
}

/** Links inside the storefront, built from the current business and selling type. */
export function useLinks() {
  const { ref = '' } = useParams();
  const { types } = useBusiness();
  const storefront = useStorefront();
  const type = storefront?.type ?? types[0] ?? SellingTypes.delivery;
  return {
    type,
    home: `/${ref}`,
    menu: `/${ref}/${type}`,
    category: (id: number) => `/${ref}/${type}/${id}`,
    item: (categoryId: number, id: number) => `/${ref}/${type}/${categoryId}/${id}`,
    search: `/${ref}/${type}/search`,
    cart: `/${ref}/${type}/cart`,
    branches: `/${ref}/Branches`,
    policies: `/${ref}/Policies`,
    feedback: `/${ref}/Feedback`,
    settings: `/${ref}/settings`,
    // The profile page sends a guest to the login page (ADR 706), so the tab needs no sign-in
    // state on the menu pages.
    profile: `/${ref}/profile`,
    orders: `/${ref}/orders/history`,
  };
}

/** Adds a choice to the cart of this business and branch, with a toast. */
export function useAddToCart() {
  const { restaurant, language } = useBusiness();
  const storefront = useStorefront();
  const { t } = useTranslation();
  return (item: MenuItem, selection: ItemSelection, name: string) => {
    const store = cartStoreFor(restaurant.reference_id, restaurant.branch_id);
    const line = buildCartItem(item, selection, language);
    store.add(line);
    track({
      name: 'AddToCart',
      item: { id: item.id, quantity: line.count, price: line.price },
      currency: restaurant.currency,
    });
    toast(t('cart.added', { name }));
    // Delivering where? Asked now that it matters, not over a dish someone opened (ADR 900).
    if (storefront?.type === 'delivery') askAreaIfUnknown(store.get(), storefront.areas);
  };
}
