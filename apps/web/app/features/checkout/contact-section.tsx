import { ORDER_TEXT_LIMITS } from '@sufra/contract/limits';
import type { Cart } from '@sufra/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import type { CartStore } from '../../shell/cart-store.ts';
import { useBusiness } from '../../shell/use-business.ts';
import { dialOf } from '../../ui/phone-countries.ts';
import { PhoneCountryOptions } from '../../ui/phone-country-options.tsx';

type Props = { cart: Cart; store: CartStore; errors: { name?: string; phone?: string } };

/** Contact: name and phone, parsed by libphonenumber-js (the domain's parsePhone) in the chosen country. */
export function ContactSection({ cart, store, errors }: Props) {
  const { t } = useTranslation();
  const { restaurant } = useBusiness();
  // `country_code` is the phone's default country (KW only when a business has none, ADR 785).
  const [country, setCountry] = useState(
    cart.phoneObj?.country ?? (restaurant.country_code || 'KW').toUpperCase(),
  );
  const [local, setLocal] = useState<string | null>(null);
  // What the server needs (it parses the number itself), kept as it is typed: Enter in the field
  // sends the form before any blur (ADR 901).
  const keep = (raw: string, iso: string) =>
    store.update({
      phone: raw,
      phoneObj: { dial_code: dialOf(iso) || '965', number: raw.replace(/\D/g, ''), country: iso },
    });
  const save = async (raw: string, iso: string) => {
    // At once the raw number, then the checked form.
    keep(raw, iso);
    const { parsePhone, phoneExpectation } = await import('./phone-parse.ts');
    const parsed = parsePhone(raw, iso);
    // Says what is expected: the country's mobile length and an example (ADR 1454).
    const expected = phoneExpectation((parsed.ok && parsed.country) || iso);
    const refused = expected ? t('problem.PHONE_INVALID_EXPECTED', expected) : t('problem.PHONE_INVALID');
    setLocal(raw && !(parsed.ok && parsed.valid) ? refused : null);
    if (parsed.ok && store.get().phone === raw)
      store.update({
        phoneObj: {
          dial_code: parsed.dialCode,
          number: parsed.nationalNumber,
          country: parsed.country ?? iso,
        },
      });
  };
  const phoneError = local ?? errors.phone;
  return (
    <fieldset className="min-w-0 space-y-3 rounded-3xl bg-card p-4 ring-1 ring-line">
      <legend className="sr-only">{t('checkout.contact')}</legend>
      <h2 className="font-semibold text-ink">{t('checkout.contact')}</h2>
      <div className="text-sm">
        <label className="block">
          <span className="text-ink">{t('checkout.name')}</span>
          <input
            type="text"
            name="name"
            autoComplete="name"
            defaultValue={cart.name}
            maxLength={ORDER_TEXT_LIMITS.name}
            onChange={(e) => store.update({ name: e.target.value.slice(0, ORDER_TEXT_LIMITS.name) })}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'name-error' : undefined}
            className="mt-1 min-h-11 w-full rounded-xl bg-sunken px-3 text-ink"
          />
        </label>
        {/* Outside the label: the field's name stays "Name"; the message is its description. */}
        {errors.name ? (
          <span id="name-error" className="mt-1 block text-rose-700 dark:text-rose-300">
            {errors.name}
          </span>
        ) : null}
      </div>
      <div className="text-sm">
        <label htmlFor="phone" className="text-ink">
          {t('checkout.phone')}
        </label>
        <div className="mt-1 flex gap-2" dir="ltr">
          <select
            aria-label={t('checkout.country')}
            value={country}
            onChange={(e) => {
              setCountry(e.target.value);
              void save(cart.phone, e.target.value);
            }}
            className="min-h-11 rounded-xl bg-sunken px-2 text-ink"
          >
            <PhoneCountryOptions countryCode={restaurant.country_code || 'KW'} />
          </select>
          <input
            id="phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            defaultValue={cart.phone}
            maxLength={ORDER_TEXT_LIMITS.phone}
            onFocus={() => void import('./phone-parse.ts')}
            onChange={(e) => keep(e.target.value, country)}
            onBlur={(e) => void save(e.target.value, country)}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? 'phone-error' : undefined}
            className="min-h-11 min-w-0 flex-1 rounded-xl bg-sunken px-3 text-ink"
          />
        </div>
        {phoneError ? (
          <span id="phone-error" className="mt-1 block text-rose-700 dark:text-rose-300">
            {phoneError}
          </span>
        ) : null}
      </div>
    </fieldset>
  );
}
