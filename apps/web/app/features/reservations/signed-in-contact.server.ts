import { ApiError, getMyProfile } from '@sufra/contract/client';
import { type reservationApi, sessionTokenOf } from './reservation-api.server.ts';

/**
 * The booking form's name and phone for a signed-in diner (ADR 805): the account's, as the
 * checkout takes them ([product: Placing an order]), still editable; a guest types them. The phone is the
 * account's E.164 number, which the server reads whatever the business's country. A session the
 * server no longer knows is just a guest here (the account pages clear it).
 */
export async function signedInContact(
  api: ReturnType<typeof reservationApi>,
  request: Request,
): Promise<{ name?: string; phone?: string }> {
  if (!sessionTokenOf(request)) return {};
  try {
    const { user } = await getMyProfile(api);
    return { ...(user.name ? { name: user.name } : {}), phone: user.phone };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return {};
    throw error;
  }
}
