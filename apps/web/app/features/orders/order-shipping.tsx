import type { OrderAddress } from '@sufra/contract';
import { Globe2 } from 'lucide-react';
import { useTranslation } from '../../i18n/lite.tsx';
import { countryName, shippingAddressLine } from '../../shell/shipping-choice.ts';

/** An international order's destination on the order page (the country and the address sent). */
export function OrderShipping({ iso, address }: { iso: string | null; address: OrderAddress | null }) {
  const { t, i18n } = useTranslation();
  if (!iso) return null;
  return (
    <section
      className="flex items-start gap-3 rounded-3xl bg-card p-5 ring-1 ring-line"
      data-testid="order-shipping"
    >
      <Globe2 className="mt-0.5 size-5 text-brand-ink" aria-hidden />
      <div className="flex-1 text-sm">
        <h2 className="font-semibold text-ink">
          {t('shipping.shipTo', { country: countryName(iso, i18n.language) })}
        </h2>
        <p className="text-muted">{shippingAddressLine(address, i18n.language)}</p>
        {address?.note ? <p className="text-muted text-xs">{address.note}</p> : null}
      </div>
    </section>
  );
}
