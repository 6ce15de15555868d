import type { SavedLocationInput } from '@sufra/contract';
import type { Cart } from '@sufra/domain';
import { useTranslation } from '../../i18n/lite.tsx';
import { saveLocation } from '../../shell/account-fetch.ts';
import { forgetAccount, useSignedInAccount } from '../../shell/use-account.ts';

/** "Save this address to my account" on the address form step, for a signed-in diner. */
export function SaveAddressChoice() {
  const { t } = useTranslation();
  const user = useSignedInAccount();
  if (!user) return null;
  return (
    <label className="flex min-h-11 items-center gap-2 text-ink text-sm">
      {/* In the brand's colour (lightened in dark mode, where the brand itself is lost on the card), not the browser's blue. */}
      <input
        type="checkbox"
        name="save_address"
        value="yes"
        defaultChecked={user.locations.length === 0}
        className="size-5 shrink-0 accent-brand-ink"
      />
      {t('checkout.saveAddress')}
    </label>
  );
}

/** Saves the form's address with the cart's pin and area; a failure never stops the checkout. */
export async function saveCheckoutAddress(
  values: Record<string, string>,
  kind: 'house' | 'apartment' | 'company',
  cart: Pick<Cart, 'queriedAddress' | 'queriedAreaId' | 'name' | 'phone'>,
) {
  if (values.save_address !== 'yes') return;
  const { save_address: _, ...fields } = values;
  const body: Record<string, unknown> = { form_type: kind };
  for (const [key, value] of Object.entries(fields)) if (value.trim()) body[key] = value.trim();
  body.lat = typeof cart.queriedAddress?.lat === 'number' ? cart.queriedAddress.lat : null;
  body.lng = typeof cart.queriedAddress?.lng === 'number' ? cart.queriedAddress.lng : null;
  if (cart.queriedAreaId) body.area_id = cart.queriedAreaId;
  if (cart.name) body.contact_name = cart.name;
  await saveLocation(body as SavedLocationInput);
  forgetAccount();
}
