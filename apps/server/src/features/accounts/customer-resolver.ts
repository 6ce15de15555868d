import type { Db } from '../../db/client.ts';
import type { ResolveCustomer } from '../../orders/customer-identity.ts';
import { resolveSession } from './sessions.ts';

/**
 * ADR 400's ResolveCustomer seam, filled (ADR 702): a bearer token names a customer of this
 * business only when it is a live session of an account of this very business — SPEC §4's
 * predicate (a token, a user id, the user's business equal to the business), checked on the server.
 */
export function createCustomerResolver(db: Db, now: () => Date): ResolveCustomer {
  return async (authorization, businessId) => {
    if (!authorization?.startsWith('Bearer ')) return null;
    const caller = await resolveSession(db, authorization.slice('Bearer '.length), now());
    return caller && caller.businessId === businessId ? caller.customerId : null;
  };
}
