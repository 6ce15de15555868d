/**
 * Who is asking, typed (ADR 602). The auth plugin resolves it once per request from the bearer
 * token; services receive a `Customer` or a `StaffMember`, never a header string.
 */

/** A signed-in customer: a user of one business [product: Accounts]. */
export type Customer = { id: number; businessId: number };

/**
 * Who opens the order board (ADR 405, 1370): a kitchen tablet's device token, or a back-office
 * member signed in with their phone, whose session opens the board too.
 */
export type StaffMember = {
  /** The device token's id, or the member's id. */
  id: number;
  /** `device`: a shared tablet's token (the board only); else the member's back-office role. */
  role: 'device' | 'owner' | 'manager' | 'staff';
  /** The one branch a member is bound to (their board shows its orders only); null: all. */
  branchId: number | null;
  /** The member's name (audits), or the device's. */
  who: string;
  businessId: number;
  referenceId: string;
  /** The business's name per locale, its locales, currency and time zone (the board shows them). */
  name: Record<string, string>;
  locales: string[];
  currency: string;
  timeZone: string;
};

/**
 * Who a bearer token is as a customer, or null. Customer accounts fill this in; until then the
 * app is built with `noCustomerAccounts` and every caller is a guest, reading orders through their
 * order token (ADR 400). Tests plug in a resolver to exercise the account paths.
 */
export type ResolveCustomer = (token: string) => Promise<Customer | null>;

/** Who a bearer token is as staff, or null. */
export type ResolveStaff = (token: string) => Promise<StaffMember | null>;

export const noCustomerAccounts: ResolveCustomer = async () => null;

/**
 * The customer's user id in this business, or null for a guest here ([product: Accounts]:
 * signed in means a token, a user, and the user's business equal to this business).
 */
export const customerIn = (customer: Customer | null, businessId: number): number | null =>
  customer && customer.businessId === businessId ? customer.id : null;
