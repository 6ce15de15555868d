import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { shippingAddressLine } from '../../shell/shipping-choice.ts';
import { useBusiness } from '../../shell/use-business.ts';
import { useMoney } from '../../shell/use-money.ts';
import type { CountryChoice } from './shipping-offer.server.ts';

/** The country's flag image, or its ISO code when the country has no icon. */
export function CountryFlag({ icon, iso }: { icon: string | null; iso: string }) {
  return icon ? (
    <img
      src={icon}
      alt=""
      width={36}
      height={24}
      className="h-6 w-9 shrink-0 rounded object-cover ring-1 ring-line"
    />
  ) : (
    <span className="grid h-6 w-9 shrink-0 place-items-center rounded bg-sunken font-semibold text-muted text-xs">
      {iso}
    </span>
  );
}

/** The chosen country with its rate and a way to change it. */
export function ShippingCountryLine({ country, change }: { country: CountryChoice; change: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section
      className="flex items-center gap-3 rounded-3xl bg-card p-4 ring-1 ring-line"
      data-testid="shipping-country"
    >
      <CountryFlag icon={country.icon} iso={country.iso} />
      <div className="flex-1 text-sm">
        <p className="font-semibold text-ink">{t('shipping.shipTo', { country: country.name })}</p>
        <p className="text-muted text-xs">
          {t('shipping.rate', { perKg: money(country.perKg), fixed: money(country.fixed) })}
        </p>
      </div>
      <Link to={change} className="font-semibold text-brand-ink text-sm">
        {t('checkout.change')}
      </Link>
    </section>
  );
}

/** The checkout's "Ship to" section: country, address, and what stops the order there. */
export function ShippingSummary(props: {
  country: CountryChoice;
  address: Record<string, string>;
  edit: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { language } = useBusiness();
  const { country } = props;
  return (
    <section
      className="flex items-start gap-3 rounded-3xl bg-card p-4 ring-1 ring-line"
      data-testid="shipping-summary"
    >
      <CountryFlag icon={country.icon} iso={country.iso} />
      <div className="flex-1 text-sm">
        <p className="font-semibold text-ink">{t('shipping.shipTo', { country: country.name })}</p>
        <p className="text-muted">
          {shippingAddressLine(props.address, language) || t('shipping.noAddress')}
        </p>
        <p className="text-muted text-xs">
          {t('shipping.rate', { perKg: money(country.perKg), fixed: money(country.fixed) })}
        </p>
        {props.error ? <p className="text-rose-700 dark:text-rose-300">{props.error}</p> : null}
      </div>
      <Link to={props.edit} className="font-semibold text-brand-ink text-sm">
        {t('checkout.change')}
      </Link>
    </section>
  );
}
