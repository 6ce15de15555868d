import type { AdminMeResponse } from '@sufra/contract';
import { ApiError, getAdminMe } from '@sufra/contract/client';
import { type RouterContextProvider, redirect } from 'react-router';
import { apiFor } from '../../platform/api-context.ts';
import { readCookie } from '../../platform/cookies.ts';

/**
 * The back office's session (ADR 1000): its token in an HttpOnly cookie scoped to the business's
 * pages (`Path=/{ref}`: `/{ref}/admin` itself would miss the index's data requests, `/{ref}/admin.data`),
 * so no other business's pages carry it and no script can read it. Loaders and actions hand it to the API as the bearer token; the browser never calls the
 * admin API itself.
 */
export const ADMIN_COOKIE = 'sufra_admin';
const MAX_AGE_SECONDS = 12 * 3600;

export const adminTokenOf = (request: Request): string | null => {
  const token = readCookie(request.headers.get('cookie'), ADMIN_COOKIE);
  return token && /^sad_[A-Za-z0-9_-]{1,100}$/.test(token) ? token : null;
};

const attributes = (request: Request, ref: string) =>
  `Path=/${encodeURIComponent(ref)}; HttpOnly; SameSite=Lax${new URL(request.url).protocol === 'https:' ? '; Secure' : ''}`;

export const adminCookie = (request: Request, ref: string, token: string) =>
  `${ADMIN_COOKIE}=${token}; Max-Age=${MAX_AGE_SECONDS}; ${attributes(request, ref)}`;

export const clearedAdminCookie = (request: Request, ref: string) =>
  `${ADMIN_COOKIE}=; Max-Age=0; ${attributes(request, ref)}`;

/**
 * The same session for the back office's data calls the browser makes itself (export, import,
 * CSV: ADR 1023), scoped to this business's /api/staff/admin path and SameSite=Strict: those
 * calls are a member's, never the board's token's (ADR 1321).
 */
/** Its own name: the page cookie's `sufra_admin` (Path=/{ref}) is another cookie. */
const ADMIN_API_COOKIE = 'sufra_admin_api';
const apiAttributes = (request: Request, ref: string) =>
  `Path=/api/staff/admin/${encodeURIComponent(ref)}; HttpOnly; SameSite=Strict${new URL(request.url).protocol === 'https:' ? '; Secure' : ''}`;

/** Set-Cookie headers signing a member in (a token) or out (null), pages and data calls alike. */
export const adminCookies = (request: Request, ref: string, token: string | null): [string, string][] =>
  token
    ? [
        ['Set-Cookie', adminCookie(request, ref, token)],
        [
          'Set-Cookie',
          `${ADMIN_API_COOKIE}=${token}; Max-Age=${MAX_AGE_SECONDS}; ${apiAttributes(request, ref)}`,
        ],
      ]
    : [
        ['Set-Cookie', clearedAdminCookie(request, ref)],
        ['Set-Cookie', `${ADMIN_API_COOKIE}=; Max-Age=0; ${apiAttributes(request, ref)}`],
      ];

/**
 * One sign-in for everything (ADR 1370): the same session also rides in the order board's cookie
 * (`sufra_staff`, HttpOnly, SameSite=Strict, only on `/api/staff` calls, ADR 748), which the board,
 * Today and Import & export send from the browser. Set at sign-in and again whenever one of those
 * pages opens with a back-office session, so the board always follows the business signed in to.
 */
export const STAFF_BOARD_COOKIE = 'sufra_staff';
const boardAttributes = (request: Request) =>
  `Path=/api/staff; HttpOnly; SameSite=Strict${new URL(request.url).protocol === 'https:' ? '; Secure' : ''}`;

export const staffBoardCookie = (request: Request, token: string) =>
  `${STAFF_BOARD_COOKIE}=${token}; Max-Age=${MAX_AGE_SECONDS}; ${boardAttributes(request)}`;

export const clearedStaffBoardCookie = (request: Request) =>
  `${STAFF_BOARD_COOKIE}=; Max-Age=0; ${boardAttributes(request)}`;

/** The board cookie's header for a page the back-office session opens, or none without one. */
export function boardCookieHeaders(request: Request): Record<string, string> {
  const token = adminTokenOf(request);
  return token ? { 'Set-Cookie': staffBoardCookie(request, token) } : {};
}

export function adminSessionApi(context: Readonly<RouterContextProvider>, request: Request, locale?: string) {
  const ip = request.headers.get('x-sufra-client-ip');
  return apiFor(context, locale, {
    token: adminTokenOf(request),
    ...(ip ? { headers: { 'x-forwarded-for': ip } } : {}),
  });
}

/** Who is signed in to this business's back office, or a redirect to its sign-in page. */
export async function requireAdminMe(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { ref?: string };
}): Promise<Omit<AdminMeResponse, 'error'>> {
  const ref = args.params.ref ?? '';
  const login = `/${ref}/admin/login`;
  if (!adminTokenOf(args.request)) throw redirect(login);
  let me: AdminMeResponse;
  try {
    me = await getAdminMe(adminSessionApi(args.context, args.request), ref);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw redirect(login, { headers: adminCookies(args.request, ref, null) });
    throw error;
  }
  // A driver's one page is their own (ADR 1410): the back office sends them there.
  if (me.member.role === 'driver') throw redirect(`/${ref}/driver`);
  return me;
}
