import type { SavedLocation } from '@sufra/contract';
import { ORDER_TEXT_LIMITS } from '@sufra/contract/limits';
import { ADDRESS_FORM, ADDRESS_KINDS, type AddressKind } from '@sufra/domain';
import { useState } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { ErrorText } from '../../ui/error-text.tsx';
import { field, primary } from './login-steps.tsx';

const LIMITS = ORDER_TEXT_LIMITS.address as Record<string, number>;

/**
 * A saved address ([product: Accounts]): label, contact, the address form of its type (ADR 500's fields) and
 * the pin. Posts to the locations page's action; the server checks the required fields again.
 */
export function AddressForm({
  location,
  error,
  busy,
}: {
  location?: SavedLocation;
  error: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<AddressKind>(location?.form_type ?? 'house');
  const id = location?.id ?? 'new';
  const value = (name: string) => {
    const v = (location as Record<string, unknown> | undefined)?.[name];
    return v === null || v === undefined ? '' : String(v);
  };
  return (
    <Form method="post" className="space-y-3 text-sm">
      <input type="hidden" name="id" value={location?.id ?? ''} />
      <label className="block">
        <span className="text-ink">{t('locations.label')}</span>
        <input name="title" defaultValue={value('title')} maxLength={60} className={field} />
      </label>
      <fieldset>
        <legend className="text-ink">{t('checkout.addressType')}</legend>
        <div className="mt-1 grid grid-cols-3 gap-2">
          {ADDRESS_KINDS.map((k) => (
            <label
              key={k}
              className="flex min-h-11 items-center justify-center gap-1 rounded-xl bg-sunken px-2 text-ink has-checked:ring-2 has-checked:ring-brand"
            >
              <input
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
      <fieldset>
        <legend className="text-ink">{t('locations.pin')}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2" dir="ltr">
          <input
            name="lat"
            inputMode="decimal"
            aria-label="lat"
            defaultValue={value('lat')}
            className={field}
          />
          <input
            name="lng"
            inputMode="decimal"
            aria-label="lng"
            defaultValue={value('lng')}
            className={field}
          />
        </div>
      </fieldset>
      <input type="hidden" name="area_id" value={value('area_id')} />
      <ErrorText id={`address-error-${id}`}>{error}</ErrorText>
      <button type="submit" name="intent" value="save" disabled={busy} className={primary}>
        {t('locations.save')}
      </button>
    </Form>
  );
}
