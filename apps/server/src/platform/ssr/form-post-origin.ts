/**
 * Which posts reach the web app's route actions (ADR 900, "Form posts and cross-site requests").
 *
 * The early-tap forms keep what a post asked for in cookies that the next visit acts on (it could
 * place an order), so a forged post from another site must never reach them. React Router refuses
 * a post whose `Origin` is another site's, but lets one with no `Origin` at all through. So, before
 * React Router sees a request that is not GET/HEAD/OPTIONS, a browser that says the post comes
 * from another origin (`Sec-Fetch-Site` other than `same-origin`: `same-site`, `cross-site`, or
 * `none`, which a page never sends for a post) is refused outright, whatever its `Origin` says.
 * Pages cannot set `Sec-Fetch-*` headers. Anything else is left to React Router's check.
 */
export type PostVerdict = 'pass' | 'refuse';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function checkPostOrigin(method: string, headers: Headers): PostVerdict {
  if (SAFE.has(method.toUpperCase())) return 'pass';
  const site = headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin' ? 'refuse' : 'pass';
}
