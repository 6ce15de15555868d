import type { ResolveCustomer } from '../../platform/auth/identity.ts';
import type { Db } from '../../platform/db/client.ts';
import { resolveSession } from './sessions.ts';

/**
 * The customer resolver of the auth plugin (ADR 400's seam, ADR 602), filled (ADR 702): a bearer
 * token is a customer when it is a live, unexpired, unrevoked session; the account's business
 * comes with it, and `customerIn` checks it against the business asked about — [product: Accounts]
 * predicate (a token, a user id, the user's business equal to the business), on the server.
 */
export function createCustomerResolver(db: Db, now: () => Date): ResolveCustomer {
  return async (token) => {
    const caller = await resolveSession(db, token, now());
    return caller ? { id: caller.customerId, businessId: caller.businessId } : null;
  };
}
