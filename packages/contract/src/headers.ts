/** The request headers every API call carries (SPEC §7). */
export const apiHeaders = {
  webapp: 'x-webapp',
  version: 'x-api-version',
  locale: 'locale',
  currentTime: 'x-current-time',
  idempotencyKey: 'idempotency-key',
} as const;

export const API_VERSION = '5';

/** Non-mutating calls are retried once on these statuses (SPEC §7, client behaviour). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
