import { Menu, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { useBusiness } from '../../lib/use-business.ts';
import { useCart } from '../../lib/use-cart.ts';
import { useLinks } from '../../lib/use-storefront.ts';
import { MoreDialog } from './more-dialog.tsx';

/** SPEC §2 `navigation_style: menu`: a slim header with the menu button and the cart, no bottom bar. */
export function MenuHeader() {
  const { t } = useTranslation();
  const { restaurant } = useBusiness();
  const links = useLinks();
  const { cart } = useCart(restaurant.reference_id, restaurant.branch_id);
  const count = cart.items.reduce((n, i) => n + i.count, 0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="fixed end-3 top-3 z-40 flex gap-2">
        <Link
          to={links.cart}
          className="menu-button relative grid size-10 place-items-center rounded-full"
          aria-label={t('nav.cartCount', { count })}
        >
          <ShoppingBag className="size-5" aria-hidden />
          {count > 0 ? (
            <span className="absolute -end-1 -top-1 grid min-w-5 place-items-center rounded-full bg-accent px-1 font-bold text-[0.65rem] text-on-accent">
              {count}
            </span>
          ) : null}
        </Link>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="menu-button grid size-10 place-items-center rounded-full"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
        >
          <Menu className="size-5" aria-hidden />
        </button>
      </div>
      {open ? <MoreDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
