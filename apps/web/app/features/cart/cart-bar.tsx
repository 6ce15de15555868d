import clsx from 'clsx';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { checkoutOn } from '../../shell/selling-type.ts';
import { useBusiness } from '../../shell/use-business.ts';
import { useCart } from '../../shell/use-cart.ts';
import { useMoney } from '../../shell/use-money.ts';
import { useLinks, useStorefront } from '../../shell/use-storefront.ts';
import { hasBottomBar } from '../navigation/nav-style.ts';
import { useBarsHidden } from '../storefront/use-bars-hidden.ts';
import { discountedTotal } from './cart-total.ts';

/** The floating cart bar: item count and total after the selling type's discounts (phones and tablets). */
export function CartBar() {
  const { t, i18n } = useTranslation();
  const { restaurant } = useBusiness();
  const storefront = useStorefront();
  const links = useLinks();
  const money = useMoney();
  const { cart } = useCart(restaurant.reference_id, restaurant.branch_id);
  const count = cart.items.reduce((n, i) => n + i.count, 0);
  const hidden = useBarsHidden();
  if (!count || !storefront || hidden) return null;
  // A type whose checkout the business switched off (`checkoutDelivery` / `checkoutCarPickup`, [product: Selling types]) has no cart to open.
  if (!checkoutOn(restaurant, storefront.type)) return null;
  const total = discountedTotal(cart.items, storefront, restaurant.currency);
  return (
    <div
      className={clsx(
        // From 1024 px the basket rail shows the cart instead (ADR 1042).
        'fixed inset-x-0 z-40 mx-auto max-w-xl px-3 lg:hidden',
        hasBottomBar(restaurant.navigation_style)
          ? 'bottom-[calc(5rem+env(safe-area-inset-bottom))] sm:bottom-24'
          : 'bottom-[max(0.75rem,env(safe-area-inset-bottom))]',
      )}
    >
      <Link
        to={links.cart}
        className="flex h-14 items-center gap-3 rounded-2xl bg-brand px-4 text-on-brand shadow-brand/30 shadow-xl transition active:scale-[0.99]"
      >
        <span className="relative">
          <ShoppingBag className="size-5" aria-hidden />
          <span className="absolute -end-2 -top-2 grid min-w-4.5 place-items-center rounded-full bg-on-brand px-1 font-bold text-[0.62rem] text-brand-ink tabular-nums">
            {i18n.number(count)}
          </span>
        </span>
        <span className="flex-1 font-semibold">{t('cart.view')}</span>
        <span className="sr-only">{t('cart.items', { count })}</span>
        {restaurant.hide_price ? null : <span className="font-bold tabular-nums">{money(total)}</span>}
      </Link>
    </div>
  );
}
