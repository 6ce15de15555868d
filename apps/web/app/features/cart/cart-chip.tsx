import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { checkoutOn } from '../storefront/selling-type.ts';
import { useBusiness } from '../storefront/use-business.ts';
import { useLinks, useStorefront } from '../storefront/use-storefront.ts';
import { useCart } from './use-cart.ts';

/**
 * The cart at the end of the sticky category bar, once it holds something (issue #34, ADR 1363):
 * in view wherever the diner scrolled, and for a keyboard two Shift+Tabs from a section's first
 * dish — the cart bar and the basket rail come first in the document, behind every dish above.
 */
export function CartChip() {
  const { t, i18n } = useTranslation();
  const { restaurant } = useBusiness();
  const storefront = useStorefront();
  const links = useLinks();
  const { cart } = useCart(restaurant.reference_id, restaurant.branch_id);
  const count = cart.items.reduce((n, i) => n + i.count, 0);
  if (!count || !storefront || !checkoutOn(restaurant, storefront.type)) return null;
  return (
    <Link
      to={links.cart}
      className="my-2 me-3 flex shrink-0 items-center gap-1.5 rounded-full bg-brand px-3 font-semibold text-on-brand text-sm sm:me-0"
    >
      <ShoppingBag className="size-4" aria-hidden />
      <span>{t('cart.view')}</span>
      <span className="sr-only">{t('cart.items', { count })}</span>
      <span aria-hidden className="tabular-nums">
        {i18n.number(count)}
      </span>
    </Link>
  );
}
