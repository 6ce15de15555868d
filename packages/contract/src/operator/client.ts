import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';

// The platform operator's screen (ADR 1161): creating a business from the browser, with the rules
// of `npm run business:create` (the server checks the body with the same schema). Its own entry
// (`@sufra/contract/operator`), so no storefront chunk carries it.

/** A new business: its reference, name per locale, money, country, time zone and first owner. */
export type OperatorBusinessWrite = {
  reference_id: string;
  name: Record<string, string>;
  locales: string[];
  currency: string;
  country_code: string;
  time_zone: string;
  owner: { phone: string; name: string };
};

export type OperatorBusinessResponse = {
  error: 0;
  business: {
    reference_id: string;
    /** Where its owner signs in with a code to their phone. */
    admin_path: string;
    /** The owner's phone, shown masked. */
    owner_phone: string;
  };
};

export const createOperatorBusiness = (api: Api, ref: string, body: OperatorBusinessWrite) =>
  api.post<OperatorBusinessResponse>(`admin/${seg(ref)}/operator/businesses`, body);
