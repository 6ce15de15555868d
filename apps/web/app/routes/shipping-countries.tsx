import { Globe2, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DeliveryModeSwitch } from '../features/checkout/delivery-mode-switch.tsx';
import { deliveryOnly } from '../features/checkout/delivery-only.server.ts';
import { CountryFlag } from '../features/checkout/shipping-summary.tsx';
import { StepHeader } from '../features/checkout/step-header.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { pageMetaT } from '../shell/meta.ts';
import { normalize } from '../shell/normalize.ts';
import { useBusiness } from '../shell/use-business.ts';
import { useCart } from '../shell/use-cart.ts';
import { useMoney } from '../shell/use-money.ts';
import { useLinks, useStorefront } from '../shell/use-storefront.ts';
import type { Route } from './+types/shipping-countries';

/** Delivery only (ADR 1345). */
export const loader = ({ params }: Route.LoaderArgs) => deliveryOnly(params);

export const handle = { checkout: true, hideBars: true };
export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMetaT(matches, 'shipping.chooseCountry'),
  { name: 'robots', content: 'noindex' },
];

/** Shipping step 1 (`/{ref}/delivery/shipping`): the countries the branch ships to, with their fees. */
export default function ShippingCountries() {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const { restaurant } = useBusiness();
  const links = useLinks();
  const offer = useStorefront()?.shipping ?? null;
  const { cart, store } = useCart(restaurant.reference_id, restaurant.branch_id);
  const [query, setQuery] = useState('');
  const found = useMemo(() => {
    const q = normalize(query.trim());
    const all = offer?.countries ?? [];
    return q ? all.filter((c) => normalize(`${c.name} ${c.iso}`).includes(q)) : all;
  }, [offer, query]);
  const choose = (iso: string) => {
    // Another country keeps what was typed: the city or street may differ, the name of the fields not.
    store?.update({
      shipping: { country_iso: iso, branch_id: restaurant.branch_id, address: cart.shipping?.address ?? {} },
    });
    navigate(`${links.menu}/shipping-address`);
  };
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-xl space-y-4 px-4 pt-3 pb-24">
      <StepHeader
        title={t('shipping.countryTitle')}
        back={links.cart}
        step={t('checkout.stepOf', { n: 1, of: 3 })}
      />
      <DeliveryModeSwitch active="abroad" />
      {offer ? (
        <>
          <p className="text-muted text-sm">{t('shipping.countryHint')}</p>
          <label className="flex min-h-12 items-center gap-2 rounded-2xl bg-card px-3 ring-1 ring-line">
            <Search className="size-4 text-muted" aria-hidden />
            <span className="sr-only">{t('shipping.search')}</span>
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('shipping.search')}
              className="w-full bg-transparent text-ink"
            />
          </label>
          {found.length ? null : <p className="text-muted">{t('shipping.noCountry')}</p>}
          <ul className="divide-y divide-line rounded-3xl bg-card p-2 ring-1 ring-line">
            {found.map((c) => (
              <li key={c.iso}>
                <button
                  type="button"
                  onClick={() => choose(c.iso)}
                  aria-pressed={cart.shipping?.country_iso === c.iso}
                  data-testid={`country-${c.iso}`}
                  className="flex min-h-14 w-full items-center gap-3 rounded-2xl px-2 py-2 text-start text-ink hover:bg-sunken aria-pressed:bg-sunken"
                >
                  <CountryFlag icon={c.icon} iso={c.iso} />
                  <span className="flex-1">
                    <span className="block font-medium">{c.name}</span>
                    <span className="block text-muted text-xs">
                      {t('shipping.rate', { perKg: money(c.perKg), fixed: money(c.fixed) })}
                      {c.minOrder ? ` · ${t('area.minOrder', { amount: money(c.minOrder) })}` : ''}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <section className="grid place-items-center gap-3 py-12 text-center">
          <Globe2 className="size-10 text-muted" aria-hidden />
          <p className="text-ink">{t('shipping.notOffered')}</p>
          <Link to={`${links.menu}/address`} className="font-semibold text-brand-ink">
            {t('shipping.backToLocal')}
          </Link>
        </section>
      )}
    </main>
  );
}
