import type { SavedLocation } from '@sufra/contract';
import { ORDER_TEXT_LIMITS } from '@sufra/contract/limits';
import { ADDRESS_FORM, ADDRESS_KINDS, type AddressKind } from '@sufra/domain';
import { useState } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { ErrorText } from '../../ui/error-text.tsx';
import { DRAWN_RADIO } from '../checkout/drawn-radio.ts';
import { AddressPin, type PinMapConfig } from './address-pin.tsx';
import { field, primary } from './login-steps.tsx';

const LIMITS = ORDER_TEXT_LIMITS.address as Record<string, number>;

function savedPin(location: SavedLocation | undefined) {
  const lat = location?.lat;
  const lng = location?.lng;
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
}

/**
 * A saved address ([product: Accounts]): label, contact, the address form of its type (ADR 500's fields) and
 * the map pin (ADR 1451). Posts to the locations page's action; the server checks the required fields again.
 */
export function AddressForm({
  location,
  error,
  busy,
  map,
  open,
}: {
  location?: SavedLocation;
  error: string | null;
  busy: boolean;
  map: PinMapConfig;
  /** Whether the form is shown (its map is drawn only then). */
  open: boolean;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<AddressKind>(location?.form_type ?? 'house');
  const id = location?.id ?? 'new';
  const value = (name: string) => {
    const v = (location as Record<string, unknown> | undefined)?.[name];
    return v === null || v === undefined ? '' : String(v);
  };
  return (
    <Form method="post" className="space-y-3 text-sm" noValidate>
      <input type="hidden" name="id" value={location?.id ?? ''} />
      <label className="block">
        <span className="text-ink">{t('locations.label')}</span>
        <input name="title" defaultValue={value('title')} maxLength={60} className={field} />
      </label>
      <fieldset>
        <legend className="text-ink">{t('checkout.addressType')}</legend>
        {/* The radio above its label, whole words only (ADR 1455): beside it, a third of a phone
            broke "マンシ/ョン" and "一戸建/て" in Japanese. */}
        <div className="mt-1 grid grid-cols-3 gap-2">
          {ADDRESS_KINDS.map((k) => (
            <label
              key={k}
              className="flex min-h-11 flex-col items-center justify-center gap-1 break-keep rounded-xl bg-sunken px-2 py-2 text-center text-ink leading-tight has-checked:ring-2 has-checked:ring-brand"
            >
              <input
                className={DRAWN_RADIO}
                type="radio"
                name="form_type"
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
              />
              {t(`address.type.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-2">
        {ADDRESS_FORM[kind].map(([name, required]) => (
          <label key={`${id}-${kind}-${name}`} className="block">
            <span className="text-ink">
              {t(`address.field.${name}`)}
              {required ? ' *' : ''}
            </span>
            <input
              name={name}
              required={required}
              defaultValue={value(name)}
              maxLength={LIMITS[name] ?? 100}
              className={field}
            />
          </label>
        ))}
      </div>
      <label className="block">
        <span className="text-ink">{t('address.field.note')}</span>
        <input name="note" defaultValue={value('note')} maxLength={LIMITS.note} className={field} />
      </label>
      <div className="grid grid-cols-2 gap-2">
        <label className="block">
          <span className="text-ink">{t('locations.contactName')}</span>
          <input
            type="text"
            name="contact_name"
            autoComplete="name"
            defaultValue={value('contact_name')}
            maxLength={100}
            className={field}
          />
        </label>
        <label className="block">
          <span className="text-ink">{t('locations.contactPhone')}</span>
          <input
            name="contact_phone"
            type="tel"
            dir="ltr"
            autoComplete="tel"
            defaultValue={value('contact_phone')}
            maxLength={30}
            className={field}
          />
        </label>
      </div>
      <AddressPin saved={savedPin(location)} map={map} open={open} />
      <ErrorText id={`address-error-${id}`}>{error}</ErrorText>
      <button type="submit" name="intent" value="save" disabled={busy} className={primary}>
        {t('locations.save')}
      </button>
    </Form>
  );
}
