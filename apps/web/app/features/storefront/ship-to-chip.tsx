import { ChevronDown, Globe2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { activeShipping } from '../../shell/shipping-choice.ts';
import { useBusiness } from '../../shell/use-business.ts';
import { useCart } from '../../shell/use-cart.ts';
import { useLinks, useStorefront } from '../../shell/use-storefront.ts';

/** The cart's shipping country, when one is chosen and still holds (ADR 501). */
export function useShippingCountry() {
  const { restaurant } = useBusiness();
  const storefront = useStorefront();
  const { cart } = useCart(restaurant.reference_id, restaurant.branch_id);
  return activeShipping(cart.shipping, storefront?.shipping, restaurant.branch_id)?.country ?? null;
}

/** In place of "Deliver to <area>" while shipping abroad: where the order ships, and a way to change it. */
export function ShipToChip({ country }: { country: { name: string } }) {
  const { t } = useTranslation();
  const links = useLinks();
  return (
    <Link
      to={`${links.menu}/shipping`}
      className="mt-3 flex w-full items-center gap-2 rounded-2xl border border-line px-3 py-2.5 text-start text-sm"
      data-testid="ship-to-chip"
    >
      <Globe2 className="size-4 shrink-0 text-brand-ink" aria-hidden />
      <span className="min-w-0 flex-1 truncate font-semibold">
        {t('shipping.shipTo', { country: country.name })}
      </span>
      <ChevronDown className="size-4 shrink-0 text-muted" aria-hidden />
    </Link>
  );
}
