import { readCookie } from '../../platform/cookies.ts';

/**
 * The visit's way of ordering (ADR 1345): the selling type the diner is in and, at a
 * table, the table's QR token. A QR diner who leaves the menu (profile, orders) and taps Menu comes
 * back to the table's menu, not to delivery; the menu keeps saying which table. For the browser's
 * session only (no Max-Age): tomorrow's visit starts from its own link. HttpOnly: scripts never read
 * the token.
 */
export const visitCookieName = (ref: string) => `sufra_visit_${ref}`;

export type Visit = { type: string | null; table: string | null };

const TYPE = /^[a-z_]{1,30}$/;
const TABLE = /^[^|]{1,60}$/;

export function visitOf(request: Request, ref: string): Visit {
  const raw = readCookie(request.headers.get('cookie'), visitCookieName(ref)) ?? '';
  const [type = '', table = ''] = raw.split('|');
  return { type: TYPE.test(type) ? type : null, table: TABLE.test(table) ? table : null };
}

export function visitCookieHeader(request: Request, ref: string, visit: Visit): string {
  const value = encodeURIComponent(
    `${visit.type ?? ''}|${visit.table && TABLE.test(visit.table) ? visit.table : ''}`,
  );
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${visitCookieName(ref)}=${value}; Path=/${ref}; HttpOnly; SameSite=Lax${secure}`;
}
