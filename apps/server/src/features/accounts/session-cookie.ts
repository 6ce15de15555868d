import type { FastifyInstance } from 'fastify';

/**
 * The storefront keeps the session token in an HttpOnly cookie (ADR 702), out of reach of
 * scripts and never in a URL. API calls from the storefront carry it as the cookie; this turns
 * it into the bearer header every route reads — only on calls that carry the §7 webapp header,
 * which a page of another site cannot add without a CORS preflight we never grant (CSRF).
 */
export const SESSION_COOKIE = 'sufra_session';

export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value === '' ? null : value;
    }
  }
  return null;
}

export function registerSessionCookieBridge(api: FastifyInstance): void {
  api.addHook('onRequest', async (request) => {
    if (request.headers.authorization) return;
    const webapp = request.headers['x-webapp'];
    if (webapp !== 'true' && webapp !== '1') return;
    const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
    if (token && /^[A-Za-z0-9_-]{1,512}$/.test(token)) request.headers.authorization = `Bearer ${token}`;
  });
}
