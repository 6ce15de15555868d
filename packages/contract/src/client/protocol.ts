// The HTTP rules every API call follows [product: Calls and failures]. A plain module
// without zod: the browser's client imports it, and zod stays out of the first view.

/** The request headers every API call carries. */
export const apiHeaders = {
  webapp: 'x-webapp',
  version: 'x-api-version',
  locale: 'locale',
  currentTime: 'x-current-time',
  idempotencyKey: 'idempotency-key',
} as const;

export const API_VERSION = '5';

/** Non-mutating calls are retried once on these statuses. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Every failure body: `{ error: 1, message, code, details }`. */
export type ApiErrorBody = { error: 1; message: string; code?: string | undefined; details?: unknown };
