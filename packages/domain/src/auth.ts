// [product: Accounts]: authenticated only with a token, a user id, and the user's business_id equal to the
// business's user_id.
import type { AuthState, BusinessIdentity } from './types.ts';

export function isAuthenticated(
  auth: AuthState | null | undefined,
  business: Pick<BusinessIdentity, 'user_id'>,
): boolean {
  if (!auth || typeof auth.token !== 'string' || auth.token === '') return false;
  const user = auth.user;
  if (!user || user.id === null || user.id === undefined) return false;
  return user.business_id !== null && user.business_id !== undefined && user.business_id === business.user_id;
}
