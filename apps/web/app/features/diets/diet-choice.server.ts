import { type Diet, parseDiets } from '@sufra/domain';
import { readCookie } from '../../platform/cookies.ts';

/** The cookie that holds a visit's diet filter for one business (a session cookie: the visit, ADR 1061). */
export const dietCookieName = (ref: string) => `sufra_diet_${ref}`;

/** The diets the diner filters the menu by on this visit; unknown codes are dropped. */
export const chosenDiets = (request: Request, ref: string): Diet[] =>
  parseDiets(readCookie(request.headers.get('cookie'), dietCookieName(ref)));

/** Set-Cookie for a new choice: no Max-Age, so the browser forgets it with the visit; none clears it. */
export function dietCookieHeader(ref: string, diets: readonly Diet[]): string {
  const base = `${dietCookieName(ref)}=${diets.join(',')}; Path=/${ref}; SameSite=Lax; HttpOnly`;
  return diets.length ? base : `${base}; Max-Age=0`;
}
