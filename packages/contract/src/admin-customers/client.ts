import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';

// The business's customers and newsletter sign-ups ([product: Back office], ADR 1389): its own
// entry (`@sufra/contract/admin-customers`), so no storefront chunk carries it.

/** One diner as the back office knows them: by phone, from their orders and their account. */
export type AdminCustomer = {
  /** E.164: the business's own customer, shown to its owners and managers in full. */
  phone: string;
  /** The account's name, else the name on their latest order. */
  name: string;
  /** Whether they signed in to the storefront once (an account), or only ordered as a guest. */
  account: boolean;
  /** Orders placed, all of them; `spend` in minor units over those neither lost nor unpaid. */
  orders: number;
  spend: number;
  /** Their latest order (null: an account that never ordered). */
  last_order_at: string | null;
  /** Wallet balance in minor units (null: no wallet). */
  wallet: number | null;
};

export type NewsletterSignup = { email: string; locale: string; created_at: string };

export type AdminCustomersResponse = {
  error: 0;
  currency: string;
  customers: AdminCustomer[];
  /** How many match in all (the page shows `CUSTOMERS_PAGE` from `offset`). */
  total: number;
  offset: number;
  newsletter: { total: number; latest: NewsletterSignup[] };
};

export const CUSTOMERS_PAGE = 50;

/** Customers, latest order first; `q` matches a name or phone digits. */
export const getAdminCustomers = (api: Api, ref: string, query: { q?: string; offset?: number } = {}) =>
  api.get<AdminCustomersResponse>(`admin/${seg(ref)}/customers`, {
    query: {
      ...(query.q ? { q: query.q } : {}),
      ...(query.offset ? { offset: String(query.offset) } : {}),
    },
  });

/** Where the browser downloads the customers or the newsletter sign-ups (the board cookie goes with it). */
export const adminCustomersFileUrl = (api: Api, ref: string, file: 'customers.csv' | 'newsletter.csv') =>
  api.url(`staff/admin/${seg(ref)}/${file}`);
