/** The cookie that remembers a customer's branch of one business. */
export const branchCookieName = (ref: string) => `sufra_branch_${ref}`;

export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Browser only: a root-path cookie kept for `maxAge` seconds. */
export function writeCookie(name: string, value: string, maxAge: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; samesite=lax`;
}

/** Server side: the Set-Cookie value that remembers a branch for a year (as the Branches page does). */
export const branchCookieHeader = (ref: string, branchRef: string) =>
  `${branchCookieName(ref)}=${encodeURIComponent(branchRef)}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax`;
