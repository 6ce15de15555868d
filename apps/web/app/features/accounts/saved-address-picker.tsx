import type { SavedLocation } from '@sufra/contract';
import type { CartAddress } from '@sufra/domain';
import { Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import { listSeparator } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/lite.tsx';
import type { CartStore } from '../../shell/cart-store.ts';
import { useSignedInAccount } from '../../shell/use-account.ts';

/** A saved address as the cart keeps a delivery address (the server checks its zone again, ADR 706). */
export function cartAddressOf(l: SavedLocation): CartAddress {
  const address: CartAddress = {
    lat: l.lat ?? null,
    lng: l.lng ?? null,
    type: l.type,
    form_type: l.form_type,
  };
  for (const [key, value] of Object.entries(l)) {
    if (typeof value === 'string' && value && !['title', 'contact_name', 'contact_phone'].includes(key))
      address[key] = value;
  }
  return address;
}

/**
 * The first delivery step offers a signed-in diner's saved addresses first (ADR 700–706): one tap
 * fills the area, pin and address form and goes on to the checkout. Guests get the way to sign in.
 */
export function SavedAddressPicker({
  ref,
  store,
  onChosen,
  loginNext,
  accountsOn,
}: {
  ref: string;
  store: CartStore | null;
  onChosen: () => void;
  loginNext: string;
  accountsOn: boolean;
}) {
  const { t, i18n } = useTranslation();
  const user = useSignedInAccount();
  if (!user) {
    return accountsOn ? (
      <p className="text-sm">
        <Link
          to={`/${ref}/login?next=${encodeURIComponent(loginNext)}`}
          className="font-semibold text-brand-ink underline"
        >
          {t('checkout.signInHint')}
        </Link>
      </p>
    ) : null;
  }
  if (!user.locations.length) return null;
  return (
    <section className="space-y-2" aria-labelledby="saved-addresses">
      <h2 id="saved-addresses" className="font-semibold text-ink">
        {t('checkout.savedAddresses')}
      </h2>
      <ul className="space-y-2">
        {user.locations.map((l) => (
          <li key={l.id}>
            <button
              type="button"
              onClick={() => {
                store?.update({
                  queriedAddress: cartAddressOf(l),
                  ...(l.area_id ? { queriedAreaId: l.area_id } : {}),
                  shipping: null,
                });
                onChosen();
              }}
              className="flex min-h-14 w-full items-center gap-3 rounded-3xl bg-card p-4 text-start ring-1 ring-line"
            >
              <Bookmark className="size-5 text-brand-ink" aria-hidden />
              <span className="flex-1">
                <span className="block font-semibold text-ink">
                  {l.title || t(`address.type.${l.form_type}`)}
                </span>
                <span className="block text-muted text-xs">
                  {[
                    l.block && `${t('address.field.block')} ${l.block}`,
                    l.street,
                    l.house_number ?? l.building,
                  ]
                    .filter(Boolean)
                    .join(listSeparator(i18n.language))}
                </span>
              </span>
              {l.is_default ? <span className="text-brand-ink text-xs">{t('locations.default')}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
