import { ORDER_TEXT_LIMITS } from '@sufra/contract/limits';
import { missingShippingFields } from '@sufra/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { deliveryOnly } from '../features/checkout/delivery-only.server.ts';
import { ShippingCountryLine } from '../features/checkout/shipping-summary.tsx';
import { StepHeader } from '../features/checkout/step-header.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { serverCart } from '../shell/cart-store.ts';
import { pageMetaT } from '../shell/meta.ts';
import { activeShipping } from '../shell/shipping-choice.ts';
import { useBusiness } from '../shell/use-business.ts';
import { useCart } from '../shell/use-cart.ts';
import { useLinks, useStorefront } from '../shell/use-storefront.ts';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/shipping-address';

/** Delivery only (ADR 1345). */
export const loader = ({ params }: Route.LoaderArgs) => deliveryOnly(params);

export const handle = { checkout: true, hideBars: true };
export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMetaT(matches, 'shipping.addressTitle'),
  { name: 'robots', content: 'noindex' },
];

// What the browser may fill in for the shipping form's usual fields.
const AUTOCOMPLETE: Record<string, string> = {
  city: 'address-level2',
  street: 'address-line1',
  building: 'address-line2',
  postcode: 'postal-code',
};
// The order request's limits, so a long answer is stopped in the field, not refused.
const MAX_LENGTH: Partial<Record<string, number>> = ORDER_TEXT_LIMITS.address;

/**
 * Shipping step 2 (`/{ref}/delivery/shipping-address`): the branch's shipping form ([product: Delivery, areas and shipping]
 * `shipping_form`), checked with the rule the server applies (SHIPPING_ADDRESS_INCOMPLETE).
 */
export default function ShippingAddress() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { restaurant } = useBusiness();
  const links = useLinks();
  const offer = useStorefront()?.shipping ?? null;
  const { cart, store } = useCart(restaurant.reference_id, restaurant.branch_id);
  const active = activeShipping(cart.shipping, offer, restaurant.branch_id);
  const [missing, setMissing] = useState<string[]>([]);
  const label = (name: string) => {
    const key = `shipping.field.${name}`;
    const text = t(key);
    return text === key ? name : text;
  };

  if (!offer || !active) {
    // No country yet (or it no longer holds, [product: Orders and their status]): the country comes first.
    return (
      <main id="main" className="mx-auto min-h-dvh max-w-xl space-y-4 px-4 pt-3 pb-24">
        <StepHeader title={t('shipping.addressTitle')} back={`${links.menu}/shipping`} />
        {cart === serverCart() ? null : (
          <p className="text-ink">
            {t('shipping.chooseCountryFirst')}{' '}
            <Link to={`${links.menu}/shipping`} className="font-semibold text-brand-ink">
              {t('shipping.chooseCountry')}
            </Link>
          </p>
        )}
      </main>
    );
  }
  const { choice, country } = active;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const values = Object.fromEntries(
      [...new FormData(e.currentTarget)].map(([k, v]) => [k, String(v).trim()]),
    ) as Record<string, string>;
    const gaps = missingShippingFields(offer?.form ?? { fields: [] }, values);
    setMissing(gaps);
    if (gaps.length) {
      e.currentTarget.querySelector<HTMLElement>(`[name="${gaps[0]}"]`)?.focus();
      return;
    }
    store?.update({ shipping: { ...choice, address: values } });
    navigate(`${links.menu}/checkout`);
  }

  return (
    <main id="main" className="mx-auto min-h-dvh max-w-xl space-y-4 px-4 pt-3 pb-24">
      <StepHeader
        title={t('shipping.addressTitle')}
        back={`${links.menu}/shipping`}
        step={t('checkout.stepOf', { n: 2, of: 3 })}
      />
      <ShippingCountryLine country={country} change={`${links.menu}/shipping`} />
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('shipping.addressTitle')}
        className="space-y-3 rounded-3xl bg-card p-4 ring-1 ring-line"
      >
        {offer.form.fields.map(({ name, required }) => {
          const invalid = missing.includes(name);
          const common = {
            id: `ship-${name}`,
            name,
            defaultValue: choice.address[name] ?? '',
            required,
            'aria-invalid': invalid || undefined,
            'aria-describedby': invalid ? `${name}-error` : undefined,
          };
          return (
            <label key={name} htmlFor={`ship-${name}`} className="block text-sm">
              <span className="text-ink">
                {label(name)}
                {required ? null : <span className="text-muted"> ({t('item.optional')})</span>}
              </span>
              {name === 'note' ? (
                <textarea
                  {...common}
                  rows={2}
                  maxLength={MAX_LENGTH.note}
                  className="mt-1 w-full rounded-xl bg-sunken p-3 text-ink aria-invalid:ring-2 aria-invalid:ring-rose-500"
                />
              ) : (
                <input
                  {...common}
                  autoComplete={AUTOCOMPLETE[name] ?? 'off'}
                  maxLength={MAX_LENGTH[name] ?? ORDER_TEXT_LIMITS.address.building}
                  className="mt-1 min-h-11 w-full rounded-xl bg-sunken px-3 text-ink aria-invalid:ring-2 aria-invalid:ring-rose-500"
                />
              )}
              {invalid ? (
                <span id={`${name}-error`} className="mt-1 block text-rose-700 dark:text-rose-300">
                  {t('checkout.required')}
                </span>
              ) : null}
            </label>
          );
        })}
        <Button type="submit" size="xl" block>
          {t('checkout.continue')}
        </Button>
      </form>
    </main>
  );
}
