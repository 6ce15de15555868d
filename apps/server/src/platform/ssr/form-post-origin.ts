/**
 * Which posts reach the web app's route actions (ADR 900, "Form posts and cross-site requests").
 *
 * Our `Referrer-Policy: no-referrer` makes Chromium send `Origin: null` on a same-origin form post,
 * which React Router's CSRF check refuses; and that check lets a post with no `Origin` at all
 * through. So, before React Router sees a request that is not GET/HEAD:
 * - a browser that says the post comes from another origin (`Sec-Fetch-Site` other than
 *   `same-origin`: `same-site`, `cross-site`, or `none`, which a page never sends for a post) is
 *   refused outright, whatever its `Origin`;
 * - `Origin: null` is replaced by the page's origin only when the browser itself vouches for a
 *   same-origin post (`Sec-Fetch-Site: same-origin`; pages cannot set `Sec-Fetch-*` headers);
 * - anything else is left to React Router (a foreign `Origin` is refused there).
 */
export type PostVerdict = 'pass' | 'refuse';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function checkPostOrigin(method: string, headers: Headers, requestOrigin: string): PostVerdict {
  if (SAFE.has(method.toUpperCase())) return 'pass';
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return 'refuse';
  if (headers.get('origin') === 'null' && site === 'same-origin') headers.set('origin', requestOrigin);
  return 'pass';
}
