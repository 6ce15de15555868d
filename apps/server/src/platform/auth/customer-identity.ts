/**
 * Who is asking, as far as orders care: the signed-in customer's user id in this business, or null
 * for a guest. Customer accounts (one-time-code login, bearer tokens) are another issue's work;
 * until then the app is built with `noCustomerAccounts` and every caller is a guest, reading orders
 * through their order token (ADR 400). Tests plug in a resolver to exercise the account paths.
 *
 * A resolver must apply SPEC §4's predicate: a token, a user id, and the user's business equal to
 * this business.
 */
export type ResolveCustomer = (
  authorization: string | undefined,
  businessId: number,
) => Promise<number | null>;

export const noCustomerAccounts: ResolveCustomer = async () => null;
