import { Menu, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Img } from '../../shell/img.tsx';
import { useBusiness } from '../../shell/use-business.ts';
import { useCart } from '../../shell/use-cart.ts';
import { useLinks } from '../../shell/use-storefront.ts';
import { MoreDialog } from './more-dialog-lazy.tsx';

/** [product: Cart] `navigation_style: menu`: a sticky header with the menu button and the cart, no tab bar. */
export function MenuHeader() {
  const { t, i18n } = useTranslation();
  const { restaurant } = useBusiness();
  const links = useLinks();
  const { cart } = useCart(restaurant.reference_id, restaurant.branch_id);
  const count = cart.items.reduce((n, i) => n + i.count, 0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <header className="sticky top-0 z-40 flex h-14 items-center gap-3 border-line border-b bg-surface/92 px-3 backdrop-blur-md">
        <Link to={links.home} className="flex min-w-0 flex-1 items-center gap-2">
          {restaurant.logo ? (
            <Img src={restaurant.logo} alt="" width={32} height={32} eager className="size-8 rounded-lg" />
          ) : null}
          <span className="truncate font-semibold text-ink">{restaurant.business_name}</span>
        </Link>
        <Link
          to={links.cart}
          className="relative grid size-10 place-items-center rounded-full bg-sunken text-ink"
          aria-label={t('nav.cartCount', { count })}
        >
          <ShoppingBag className="size-5" aria-hidden />
          {count > 0 ? (
            <span className="absolute -end-1 -top-1 grid min-w-5 place-items-center rounded-full bg-accent px-1 font-bold text-[0.65rem] text-on-accent">
              {i18n.number(count)}
            </span>
          ) : null}
        </Link>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="grid size-10 place-items-center rounded-full bg-sunken text-ink"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
        >
          <Menu className="size-5" aria-hidden />
        </button>
      </header>
      {open ? <MoreDialog withOrders onClose={() => setOpen(false)} /> : null}
    </>
  );
}
