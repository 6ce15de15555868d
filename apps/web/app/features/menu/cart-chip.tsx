import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { checkoutOn } from '../../shell/selling-type.ts';
import { useBusiness } from '../../shell/use-business.ts';
import { useCart } from '../../shell/use-cart.ts';
import { useLinks, useStorefront } from '../../shell/use-storefront.ts';
import { buttonClass } from '../../ui/button.tsx';

/**
 * The cart at the end of the sticky category bar, once it holds something (ADR 1363):
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
    <Link to={links.cart} className={buttonClass({ size: 'sm', pill: true }, 'my-1.5 me-3 shrink-0 sm:me-0')}>
      <ShoppingBag className="size-4" aria-hidden />
      {/* "Cart", not the floating bar's "View cart": two links of one name would be one too many
          for a screen reader's list of links (and for the tests that find the bar by name). */}
      <span>{t('nav.cart')}</span>
      <span className="sr-only">{t('cart.items', { count })}</span>
      <span aria-hidden className="tabular-nums">
        {i18n.number(count)}
      </span>
    </Link>
  );
}
