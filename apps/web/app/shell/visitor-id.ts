import { readCookie } from '../platform/cookies.ts';

/**
 * The device's visitor id (ADR 780): one cookie for the visit count and the survey's "one answer
 * per diner", readable by the browser (visits are sent with sendBeacon) and by route actions (a
 * survey posted before the scripts run).
 */
export const VISITOR_COOKIE = 'sufra_vid';
const YEAR = 365 * 24 * 3600;

export const newVisitorId = () =>
  `v${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

const valid = (v: string | null): v is string => Boolean(v && /^[A-Za-z0-9_-]{8,64}$/.test(v));

/** From a request's cookies; a new id and the Set-Cookie header that keeps it when there is none. */
export function visitorOfRequest(cookieHeader: string | null): { id: string; setCookie: string | null } {
  const found = readCookie(cookieHeader, VISITOR_COOKIE);
  if (valid(found)) return { id: found, setCookie: null };
  const id = newVisitorId();
  return { id, setCookie: `${VISITOR_COOKIE}=${id}; Max-Age=${YEAR}; Path=/; SameSite=Lax` };
}

/** In the browser: the cookie's id, made on first use. */
export function browserVisitorId(): string {
  const found = readCookie(document.cookie, VISITOR_COOKIE);
  if (valid(found)) return found;
  const id = newVisitorId();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
  document.cookie = `${VISITOR_COOKIE}=${id}; max-age=${YEAR}; path=/; samesite=lax`;
  return id;
}
