import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { useBusiness } from '../../shell/use-business.ts';
import { useCart } from '../../shell/use-cart.ts';
import { useMoney } from '../../shell/use-money.ts';
import { useLinks, useStorefront } from '../../shell/use-storefront.ts';
import { buttonClass } from '../../ui/button.tsx';
import { CartLines } from '../checkout/cart-lines.tsx';
import { discountedTotal } from './cart-total.ts';

/** The desktop basket's contents (ADR 1042): the cart's lines with their steppers, the total, the way on. */
export default function BasketRail() {
  const { t } = useTranslation();
  const { restaurant } = useBusiness();
  const storefront = useStorefront();
  const links = useLinks();
  const money = useMoney();
  const { cart, store } = useCart(restaurant.reference_id, restaurant.branch_id);
  if (!store) return null;
  if (!cart.items.length || !storefront) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 pb-24 text-center text-muted">
        <ShoppingBag className="size-10" aria-hidden />
        <p>{t('cart.empty')}</p>
      </div>
    );
  }
  const total = discountedTotal(cart.items, storefront, restaurant.currency);
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto px-5">
        <CartLines items={cart.items} store={store} />
      </div>
      <div className="space-y-3 border-line border-t px-5 pt-4 pb-6">
        {restaurant.hide_price ? null : (
          <p className="flex justify-between font-bold text-ink">
            <span>{t('order.subtotal')}</span>
            <span className="tabular-nums" data-testid="basket-rail-total">
              {money(total)}
            </span>
          </p>
        )}
        <Link to={links.cart} className={buttonClass({ size: 'lg' })}>
          {t('cart.view')}
        </Link>
      </div>
    </>
  );
}
