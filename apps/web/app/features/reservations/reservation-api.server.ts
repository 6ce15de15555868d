import { createApiClient } from '@sufra/contract';
import type { RouterContextProvider } from 'react-router';
import { apiAccessContext } from '../../platform/api-context.ts';
import { readCookie } from '../../platform/cookies.ts';

/** The customer session cookie the accounts feature sets (HttpOnly; never in a URL). */
const SESSION_COOKIE = 'sufra_session';

export const sessionTokenOf = (request: Request): string | null => {
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  return token && /^[A-Za-z0-9_-]{1,512}$/.test(token) ? token : null;
};

/**
 * The API for the reservation pages' loaders and actions: the request's locale and, when the
 * diner is signed in, their session as the bearer token (history, the owner's reads).
 */
export function reservationApi(context: Readonly<RouterContextProvider>, request: Request, locale?: string) {
  const { fetch } = context.get(apiAccessContext);
  return createApiClient({
    baseUrl: 'http://sufra.internal/api',
    fetch,
    token: sessionTokenOf(request),
    ...(locale ? { locale } : {}),
  });
}
