import { MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SavedAddressPicker } from '../features/accounts/saved-address-picker.tsx';
import { DeliveryModeSwitch } from '../features/checkout/delivery-mode-switch.tsx';
import { deliveryOnly } from '../features/checkout/delivery-only.server.ts';
import { StepHeader } from '../features/checkout/step-header.tsx';
import { AreaSearchField, useFoundAreas } from '../features/storefront/area-search.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { pageMetaT } from '../shell/meta.ts';
import { useBusiness } from '../shell/use-business.ts';
import { useCart } from '../shell/use-cart.ts';
import { useMoney } from '../shell/use-money.ts';
import { useLinks, useStorefront } from '../shell/use-storefront.ts';
import type { Route } from './+types/checkout-address';

/** Delivery only (ADR 1345). */
export const loader = ({ params }: Route.LoaderArgs) => deliveryOnly(params);

export const handle = { checkout: true, hideBars: true };
export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMetaT(matches, 'checkout.areaTitle'),
  { name: 'robots', content: 'noindex' },
];

/** Delivery step 1 (`/{ref}/delivery/address`): a searchable list of the branch's areas. */
export default function CheckoutAddress() {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const { restaurant } = useBusiness();
  const links = useLinks();
  const zones = useStorefront()?.areas ?? [];
  const { cart, store, filled } = useCart(restaurant.reference_id, restaurant.branch_id);
  const [query, setQuery] = useState('');
  // The fast-checkout guard (ADR 793): an area of this branch already chosen (in the menu's
  // question, or on an earlier visit) is not asked again; "Change area" (?change=1) shows the list.
  const [params] = useSearchParams();
  const known = zones.some((z) => z.areas.some((a) => a.id === cart.queriedAreaId));
  // Decided once, on the cart as the diner arrived with it: a saved address tapped here sets the
  // area too, and must go on to the checkout, not be sent to the map by this guard.
  const guarded = useRef(false);
  useEffect(() => {
    if (filled !== 'stored' || guarded.current) return;
    guarded.current = true;
    if (known && !cart.shipping && !params.has('change')) navigate(`${links.menu}/map`, { replace: true });
  }, [filled, known, cart.shipping, params, navigate, links.menu]);
  const found = useFoundAreas(zones, query);
  const choose = (id: number) => {
    // A new area: the old pin and address may lie elsewhere. Local delivery ends shipping (ADR 501).
    if (cart.queriedAreaId !== id) store?.update({ queriedAreaId: id, queriedAddress: null, shipping: null });
    else if (cart.shipping) store?.update({ shipping: null });
    navigate(`${links.menu}/map`);
  };
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-xl space-y-4 px-4 pt-3 pb-24">
      <StepHeader
        title={t('checkout.areaTitle')}
        back={links.cart}
        step={t('checkout.stepOf', { n: 1, of: 4 })}
      />
      <DeliveryModeSwitch active="local" />
      <SavedAddressPicker
        ref={restaurant.reference_id}
        store={store}
        onChosen={() => navigate(`${links.menu}/checkout`)}
        loginNext={`${links.menu}/address`}
        accountsOn={!restaurant.disable_otp}
      />
      <AreaSearchField
        query={query}
        onQuery={setQuery}
        className="flex min-h-12 items-center gap-2 rounded-2xl bg-card px-3 ring-1 ring-line"
        inputClassName="w-full bg-transparent text-ink"
      />
      {found.length ? null : <p className="text-muted">{t('area.none')}</p>}
      {found.map((zone) => (
        <section key={zone.id} className="rounded-3xl bg-card p-2 ring-1 ring-line">
          <h2 className="px-2 pt-1 text-muted text-xs">
            {zone.name} · {t('area.fee', { fee: money(zone.fee) })} ·{' '}
            {t(`area.time.${zone.unit}`, { count: zone.time })}
            {zone.minOrder ? ` · ${t('area.minOrder', { amount: money(zone.minOrder) })}` : ''}
          </h2>
          <ul>
            {zone.areas.map((area) => (
              <li key={area.id}>
                <button
                  type="button"
                  onClick={() => choose(area.id)}
                  aria-pressed={cart.queriedAreaId === area.id}
                  className="flex min-h-12 w-full items-center gap-3 rounded-2xl px-2 text-start text-ink hover:bg-sunken aria-pressed:bg-sunken"
                >
                  <MapPin className="size-4 text-brand-ink" aria-hidden />
                  <span className="flex-1">
                    {area.name}
                    <span className="block text-muted text-xs">{area.parent}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
