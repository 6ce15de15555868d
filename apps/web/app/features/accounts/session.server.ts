import { ApiError, getMyProfile } from '@sufra/contract/client';
import { type RouterContextProvider, redirect } from 'react-router';
import { apiFor } from '../../platform/api-context.ts';
import { readCookie } from '../../platform/cookies.ts';
import { loginUrlFor } from './account-errors.ts';

/**
 * The storefront's session (ADR 702): the bearer token lives in an HttpOnly cookie the browser
 * sends with every request, which scripts cannot read, and which never appears in a URL. Loaders
 * and actions hand it to the API as the bearer token.
 */
export const SESSION_COOKIE = 'sufra_session';
/** As long as the server keeps an unused session (it slides on use; so does the cookie). */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const sessionTokenOf = (request: Request): string | null => {
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  return token && /^[A-Za-z0-9_-]{1,512}$/.test(token) ? token : null;
};

const secure = (request: Request) => new URL(request.url).protocol === 'https:';

export function sessionCookie(request: Request, token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure(request) ? '; Secure' : ''}`;
}

export function clearedSessionCookie(request: Request): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure(request) ? '; Secure' : ''}`;
}

/**
 * The API as a loader or action of an account page reaches it: the request's locale, the session
 * token when there is one, and the diner's address for the code limits.
 */
export function accountApi(context: Readonly<RouterContextProvider>, request: Request, locale?: string) {
  const ip = request.headers.get('x-sufra-client-ip');
  return apiFor(context, locale, {
    token: sessionTokenOf(request),
    ...(ip ? { headers: { 'x-forwarded-for': ip } } : {}),
  });
}

/**
 * The guard of the account pages ([product: Accounts]): the signed-in diner's profile, or a redirect to
 * the login page that comes back here. A session the server no longer knows is a sign-out
 * ([product: Accounts]: a failed profile load logs out), so its cookie is cleared on the way.
 */
export async function requireAccount(
  args: { request: Request; context: Parameters<typeof accountApi>[0]; params: { ref?: string } },
  locale: string,
) {
  const { request } = args;
  const ref = args.params.ref ?? '';
  const login = loginUrlFor(ref, request);
  const token = sessionTokenOf(request);
  if (!token) throw redirect(login);
  const api = accountApi(args.context, request, locale);
  try {
    const { user } = await getMyProfile(api);
    // The cookie slides with the session it carries.
    return { user, api, headers: { 'set-cookie': sessionCookie(request, token) } };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404)) {
      throw redirect(login, { headers: { 'set-cookie': clearedSessionCookie(request) } });
    }
    throw error;
  }
}
