import { ApiError } from '@sufra/contract/client';
import type { TFunction } from '../../i18n/lite.tsx';

/** A refusal an account page shows: its code, the server's message and what the code carries. */
export type AccountProblem = { code: string; message: string; triesLeft?: number; retryAfter?: number };

export function problemOf(error: unknown): AccountProblem {
  if (error instanceof ApiError) {
    const details = (error.details ?? {}) as { tries_left?: number; retry_after?: number };
    return {
      code: error.code ?? 'error',
      message: error.message,
      ...(typeof details.tries_left === 'number' ? { triesLeft: details.tries_left } : {}),
      ...(typeof details.retry_after === 'number' ? { retryAfter: details.retry_after } : {}),
    };
  }
  return { code: 'network', message: 'network' };
}

/** The diner's words for a refusal (the catalog's, else the server's message). */
export function problemText(t: TFunction, problem: AccountProblem): string {
  const key = `account.problem.${problem.code}`;
  const text = t(key, { count: problem.triesLeft ?? 0, seconds: problem.retryAfter ?? 0 });
  return text === key ? problem.message : text;
}

/**
 * The page a request is for: a client navigation fetches a route's data from `/{path}.data` (or
 * `/_root.data` for `/`) with `_routes` in the query — never a place to send a person back to
 * (ADR 1340: a sign-in from the Profile tab ended on `/demo/profile.data`, a 404).
 */
export function pagePathOf(url: URL): string {
  let path = url.pathname;
  if (path === '/_root.data') path = '/';
  else if (path.endsWith('/_root.data')) path = path.slice(0, -'/_root.data'.length) || '/';
  else if (path.endsWith('.data')) path = path.slice(0, -'.data'.length);
  const search = new URLSearchParams(url.search);
  search.delete('_routes');
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Where the login page should come back to after signing in: the page, never its data URL. */
export const loginUrlFor = (ref: string, request: Request): string =>
  `/${ref}/login?next=${encodeURIComponent(pagePathOf(new URL(request.url)))}`;

/**
 * Only a page of this business is a place to return to after signing in (no open redirect); a
 * data URL given as `next` (an older link) is taken as its page.
 */
export function safeNext(value: unknown, ref: string): string | null {
  if (typeof value !== 'string') return null;
  if (
    !value.startsWith(`/${ref}/`) ||
    value.startsWith('//') ||
    value.includes('\\') ||
    value.includes('/login') ||
    [...value].some((c) => c.charCodeAt(0) < 0x20)
  )
    return null;
  const page = pagePathOf(new URL(value, 'http://x'));
  return page.startsWith(`/${ref}/`) && !page.startsWith('//') ? page : null;
}
