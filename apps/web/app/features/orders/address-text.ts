import type { OrderAddress } from '@sufra/contract';
import { ADDRESS_FORM, addressKindOf } from '@sufra/domain';

type T = (key: string) => string;

/**
 * Every field the diner filled in, labelled, in their form's order ("Block 10", "House 12"…),
 * plus the fields no form kind lists but a diner may have given (city, intercom, parking). The
 * diner's page and the staff card read the same lines (ADR 900: the card dropped the house).
 */
export function addressParts(a: OrderAddress, t: T): string[] {
  const kind = addressKindOf(a.type, a.form_type);
  const listed = ADDRESS_FORM[kind].map(([field]) => field);
  const extra = ['city', 'intercom', 'parking', 'postcode'].filter((f) => !listed.includes(f));
  return [...listed, ...extra]
    .map((field) => [field, a[field as keyof OrderAddress]] as const)
    .filter(([, v]) => v !== null && v !== undefined && String(v).trim())
    .map(([field, v]) => `${t(`address.field.${field}`)} ${String(v)}`);
}

/** A map link to the diner's pin (opens the phone's maps app); null without a pin. */
export function mapLink(a: Pick<OrderAddress, 'lat' | 'lng'> | null | undefined): string | null {
  if (typeof a?.lat !== 'number' || typeof a?.lng !== 'number') return null;
  return `https://www.google.com/maps/search/?api=1&query=${a.lat.toFixed(6)},${a.lng.toFixed(6)}`;
}
