import type { WalletPackageWrite } from '@sufra/contract/admin-wallet';
import { formText, localizedFrom, minorUnits, wholeNumber } from '../admin/admin-forms.server.ts';
import { checked } from '../admin/setup-form.server.ts';

// Reading the wallet's form posts ([product: Back office], ADR 1140): what the form cannot say (a typed
// number that is not one) goes to the server as NaN, which names the field.

export function walletPackageOf(
  form: FormData,
  currency: string,
  locales: readonly string[],
): WalletPackageWrite {
  const days = formText(form, 'bonus_expiry_days');
  return {
    name: localizedFrom(form, 'name', locales),
    description: localizedFrom(form, 'description', locales),
    price: minorUnits(formText(form, 'price'), currency),
    credit: minorUnits(formText(form, 'credit'), currency),
    bonus_expiry_days: days ? wholeNumber(days) : null,
    active: checked(form, 'active'),
    version: formText(form, 'version') || undefined,
  };
}
