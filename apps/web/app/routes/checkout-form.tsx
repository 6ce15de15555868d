import { type AddressTextField, ORDER_TEXT_LIMITS } from '@sufra/contract/limits';
import {
  ADDRESS_FORM,
  ADDRESS_KINDS,
  type AddressKind,
  addressKindOf,
  addressTypeCode,
  type Cart,
  missingAddressFields,
} from '@sufra/domain';
import clsx from 'clsx';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { SaveAddressChoice, saveCheckoutAddress } from '../features/accounts/save-address-choice.tsx';
import { deliveryOnly } from '../features/checkout/delivery-only.server.ts';
import { StepHeader } from '../features/checkout/step-header.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import type { CartStore } from '../shell/cart-store.ts';
import { pageMetaT } from '../shell/meta.ts';
import { useBusiness } from '../shell/use-business.ts';
import { useCart } from '../shell/use-cart.ts';
import { useLinks } from '../shell/use-storefront.ts';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/checkout-form';

/** Delivery only (ADR 1345). */
export const loader = ({ params }: Route.LoaderArgs) => deliveryOnly(params);

export const handle = { checkout: true, hideBars: true };
export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMetaT(matches, 'checkout.formTitle'),
  { name: 'robots', content: 'noindex' },
];

const maxLength = (field: string) => ORDER_TEXT_LIMITS.address[field as AddressTextField];

/** Delivery step 3 (`/{ref}/delivery/form`): the address by type (house, apartment, company). */
export default function CheckoutForm() {
  const { t } = useTranslation();
  const { restaurant } = useBusiness();
  const links = useLinks();
  const { cart, store, filled } = useCart(restaurant.reference_id, restaurant.branch_id);
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-xl space-y-4 px-4 pt-3 pb-24">
      <StepHeader
        title={t('checkout.formTitle')}
        back={`${links.menu}/map`}
        step={t('checkout.stepOf', { n: 3, of: 4 })}
      />
      {/* Re-mounted once the stored cart replaces the render's empty one: type and fields come back. */}
      <AddressForm key={filled} cart={cart} store={store} next={`${links.menu}/checkout`} />
    </main>
  );
}

function AddressForm({ cart, store, next }: { cart: Cart; store: CartStore | null; next: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saved = cart.queriedAddress ?? { lat: null, lng: null };
  const [kind, setKind] = useState<AddressKind>(addressKindOf(saved.type, saved.form_type));
  const [missing, setMissing] = useState<string[]>([]);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const { save_address, ...values } = Object.fromEntries(new FormData(e.currentTarget)) as Record<
      string,
      string
    >;
    const gaps = missingAddressFields(kind, values);
    setMissing(gaps);
    if (gaps.length) {
      e.currentTarget.querySelector<HTMLInputElement>(`[name="${gaps[0]}"]`)?.focus();
      return;
    }
    store?.update({
      queriedAddress: { ...saved, ...values, type: addressTypeCode(kind), form_type: kind },
    });
    // A signed-in diner may keep it (ADR 706); the next step does not wait for that.
    if (save_address === 'yes' && store)
      void saveCheckoutAddress({ ...values, save_address }, kind, store.get());
    navigate(next);
  }

  return (
    <>
      <fieldset className="grid grid-cols-3 gap-2">
        <legend className="sr-only">{t('checkout.addressType')}</legend>
        {ADDRESS_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            onClick={() => setKind(k)}
            className={clsx(
              'min-h-11 rounded-2xl font-medium ring-1',
              kind === k ? 'bg-brand text-on-brand ring-brand' : 'bg-card text-ink ring-line',
            )}
          >
            {t(`address.type.${k}`)}
          </button>
        ))}
      </fieldset>
      {/* key: a new type keeps the values typed so far but re-lays out its own fields. */}
      <form
        key={kind}
        onSubmit={submit}
        noValidate
        className="space-y-3 rounded-3xl bg-card p-4 ring-1 ring-line"
      >
        {ADDRESS_FORM[kind].map(([field, required]) => (
          <div key={field} className="text-sm">
            <label className="block">
              <span className="text-ink">
                {t(`address.field.${field}`)}
                {required ? null : <span className="text-muted"> ({t('item.optional')})</span>}
              </span>
              <input
                name={field}
                defaultValue={String(saved[field] ?? '')}
                required={required}
                maxLength={maxLength(field)}
                aria-invalid={missing.includes(field) || undefined}
                aria-describedby={missing.includes(field) ? `${field}-error` : undefined}
                className="mt-1 min-h-11 w-full rounded-xl bg-sunken px-3 text-ink aria-invalid:ring-2 aria-invalid:ring-rose-500"
              />
            </label>
            {/* Outside the label: the field keeps its name, the message is its description. */}
            {missing.includes(field) ? (
              <span id={`${field}-error`} className="mt-1 block text-rose-700 dark:text-rose-300">
                {t('checkout.required')}
              </span>
            ) : null}
          </div>
        ))}
        <label className="block text-sm">
          <span className="text-ink">
            {t('address.field.note')} <span className="text-muted">({t('item.optional')})</span>
          </span>
          <textarea
            name="note"
            rows={2}
            maxLength={ORDER_TEXT_LIMITS.address.note}
            defaultValue={String(saved.note ?? '')}
            className="mt-1 w-full rounded-xl bg-sunken p-3 text-ink"
          />
        </label>
        {saved.display_name ? <p className="text-muted text-xs">{String(saved.display_name)}</p> : null}
        <SaveAddressChoice />
        <Button type="submit" size="xl" block>
          {t('checkout.continue')}
        </Button>
      </form>
    </>
  );
}
