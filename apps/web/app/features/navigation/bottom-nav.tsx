import clsx from 'clsx';
import { Ellipsis, House, ShoppingBag, User, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { useBusiness } from '../../shell/use-business.ts';
import { useCart } from '../../shell/use-cart.ts';
import { useLinks } from '../../shell/use-storefront.ts';
import { MoreDialog } from './more-dialog-lazy.tsx';
import { isCurved } from './nav-style.ts';

// Labels break between words only, never inside one ("プロフィー/ル" at 320 px, ADR 1455): break-keep
// keeps a Japanese word whole, and the narrowest phones take a step smaller type so it fits.
const tab =
  'flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 break-keep pt-2 pb-1 text-center font-medium text-[0.68rem] leading-tight max-[359px]:text-[0.62rem] lg:py-3';

/**
 * [product: Accounts]: the five tabs (home, menu, cart, profile, more); curved with a raised cart by
 * default. From 1024 px they stand in a rail at the start edge instead of floating over the page
 * (ADR 1042), by CSS alone.
 */
export function BottomNav() {
  const { t, i18n } = useTranslation();
  const { restaurant } = useBusiness();
  const links = useLinks();
  const { cart } = useCart(restaurant.reference_id, restaurant.branch_id);
  const count = cart.items.reduce((n, i) => n + i.count, 0);
  const [more, setMore] = useState(false);
  const curved = isCurved(restaurant.navigation_style);
  const color = ({ isActive }: { isActive: boolean }) =>
    clsx(tab, isActive ? 'text-brand-ink' : 'text-muted');
  return (
    <>
      <nav
        aria-label={t('nav.label')}
        className={clsx(
          'fixed inset-x-0 bottom-0 z-40 mx-auto max-w-xl border-line bg-card/96 pb-[env(safe-area-inset-bottom)] backdrop-blur-md print:hidden',
          curved
            ? 'rounded-t-[1.75rem] shadow-[0_-6px_24px_rgb(0_0_0/0.08)] sm:bottom-3 sm:rounded-[1.75rem]'
            : 'border-t',
          'lg:inset-x-auto lg:start-0 lg:top-0 lg:bottom-0 lg:mx-0 lg:w-24 lg:max-w-none lg:rounded-none lg:border-e lg:border-t-0 lg:pb-0 lg:shadow-none',
        )}
      >
        <ul className="flex h-16 items-stretch lg:h-full lg:flex-col lg:justify-center lg:gap-2">
          <li className="flex flex-1 lg:flex-none">
            <NavLink to={links.home} end className={color}>
              <House className="size-5.5" aria-hidden />
              {t('nav.home')}
            </NavLink>
          </li>
          <li className="flex flex-1 lg:flex-none">
            <NavLink to={links.menu} className={color}>
              <UtensilsCrossed className="size-5.5" aria-hidden />
              {t('nav.menu')}
            </NavLink>
          </li>
          <li className="flex flex-1 justify-center lg:flex-none lg:py-2">
            <NavLink
              to={links.cart}
              aria-label={t('nav.cartCount', { count })}
              className={clsx(
                'relative flex flex-col items-center justify-center font-medium text-[0.68rem]',
                curved
                  ? '-mt-5 size-15 self-start rounded-full lg:mt-0 lg:self-center bg-brand text-on-brand shadow-brand/30 shadow-lg ring-4 ring-surface'
                  : tab,
                !curved && 'text-muted',
              )}
            >
              <ShoppingBag className="size-6" aria-hidden />
              {curved ? null : t('nav.cart')}
              {count > 0 ? (
                <span className="absolute -end-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-accent px-1 font-bold text-[0.65rem] text-on-accent tabular-nums">
                  {i18n.number(count)}
                </span>
              ) : null}
            </NavLink>
          </li>
          <li className="flex flex-1 lg:flex-none">
            <NavLink to={links.profile} className={color}>
              <User className="size-5.5" aria-hidden />
              {t('nav.profile')}
            </NavLink>
          </li>
          <li className="flex flex-1 lg:flex-none">
            <button
              type="button"
              className={clsx(tab, 'text-muted')}
              onClick={() => setMore(true)}
              aria-haspopup="dialog"
            >
              <Ellipsis className="size-5.5" aria-hidden />
              {t('nav.more')}
            </button>
          </li>
        </ul>
      </nav>
      {more ? <MoreDialog onClose={() => setMore(false)} /> : null}
    </>
  );
}
