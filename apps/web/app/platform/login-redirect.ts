/** First path segments that are not a business reference: no storefront, so no login of one. */
const NOT_A_BUSINESS = new Set(['', '404', 'api', 'assets']);

/**
 * Where a 401/403 sends the customer ([product: Accounts]): the login page of the business in the current
 * path, `/{ref}/login`. Null when the path names no business or already is its login page, so
 * a failing call on that page can never start a redirect loop.
 */
export function loginPathFor(pathname: string): string | null {
  const [ref = '', page] = pathname.split('/').filter(Boolean);
  if (NOT_A_BUSINESS.has(ref) || page === 'login' || page === 'staff') return null;
  return `/${ref}/login`;
}

/** The browser client's onUnauthorized hook: a full navigation, so no stale signed-in state survives. */
export function goToLogin(): void {
  const target = loginPathFor(window.location.pathname);
  if (target) window.location.assign(target);
}
