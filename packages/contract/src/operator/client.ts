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

// Every business on the platform, and its suspension (ADR 1200).

/** A business as the operator's list shows it: who it is, whether it sells, who owns it. */
export type OperatorBusinessRow = {
  reference_id: string;
  name: Record<string, string>;
  /** Its languages, its own first: the name falls back to the first. */
  locales: string[];
  created_at: string;
  /** null while it sells; when and why the platform stopped its storefront otherwise. */
  suspended: { at: string; reason: string } | null;
  /** Its owners by name, each phone masked (the operator calls the one who answers). */
  owners: { name: string; phone: string }[];
  /** Orders placed in the last 24 hours, and when the last one was (null: never). */
  orders_24h: number;
  last_order_at: string | null;
  /**
   * Where its sign-in codes may go and how many a day (ADR 1388): `countries` null means its own
   * country; `daily_budget` null means the installation's `OTP_DAILY_BUDGET`; `budget` is the number
   * that applies; codes asked for in the last 24 hours beside them.
   */
  codes: {
    country_code: string;
    countries: string[] | null;
    daily_budget: number | null;
    budget: number;
    sent_24h: number;
  };
};

export type OperatorBusinessesResponse = {
  error: 0;
  businesses: OperatorBusinessRow[];
  /** How many match the search in all (the list shows the newest `limit`). */
  total: number;
};

export type OperatorSuspensionWrite = { reason: string };
export type OperatorSuspensionResponse = { error: 0; business: OperatorBusinessRow };

/** The platform's businesses, newest first; `q` matches a reference, a name or an owner's phone digits. */
export const listOperatorBusinesses = (api: Api, ref: string, q = '') =>
  api.get<OperatorBusinessesResponse>(`admin/${seg(ref)}/operator/businesses`, {
    query: q ? { q } : {},
  });

export const suspendOperatorBusiness = (
  api: Api,
  ref: string,
  target: string,
  body: OperatorSuspensionWrite,
) =>
  api.post<OperatorSuspensionResponse>(
    `admin/${seg(ref)}/operator/businesses/${seg(target)}/suspension`,
    body,
  );

export const liftOperatorSuspension = (api: Api, ref: string, target: string) =>
  api.delete<OperatorSuspensionResponse>(`admin/${seg(ref)}/operator/businesses/${seg(target)}/suspension`);

/** Where a business's sign-in codes may go and how many a day (ADR 1388); empty/null: the defaults. */
export type OperatorCodesWrite = { countries: string[]; daily_budget: number | null };

export const setOperatorCodes = (api: Api, ref: string, target: string, body: OperatorCodesWrite) =>
  api.post<OperatorSuspensionResponse>(`admin/${seg(ref)}/operator/businesses/${seg(target)}/codes`, body);
