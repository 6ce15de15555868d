import type { z } from 'zod';
import { apiErrorSchema } from './common.ts';
import { API_VERSION, apiHeaders, RETRY_STATUSES } from './headers.ts';
import { restaurantRedirectSchema, restaurantResponseSchema } from './restaurant.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: unknown;
  constructor(status: number, message: string, code?: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export type ApiClientOptions = {
  /** '/api' in the browser; any absolute base (http://sufra.internal/api) with an in-process fetch during SSR. */
  baseUrl: string;
  fetch?: typeof fetch;
  locale?: string;
  token?: string | null;
  now?: () => Date;
  /** SPEC §6: 401/403 on any call whose path does not contain 'profile' sends the user to login. */
  onUnauthorized?: (path: string) => void;
};

type Query = Record<string, string | number | boolean | undefined | null>;
type RequestOptions<S extends z.ZodType> = {
  query?: Query;
  body?: unknown;
  schema: S;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? (() => new Date());

  async function request<S extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    { query, body, schema, headers, signal }: RequestOptions<S>,
  ): Promise<z.infer<S>> {
    const url = `${options.baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}${toQueryString(query)}`;
    const init: RequestInit = {
      method,
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        [apiHeaders.webapp]: 'true',
        [apiHeaders.version]: API_VERSION,
        ...(options.locale ? { [apiHeaders.locale]: options.locale } : {}),
        'cache-control': 'no-cache',
        [apiHeaders.currentTime]: now().toISOString(),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    };
    const mutating = method !== 'GET';
    let response = await doFetch(url, init);
    if (!mutating && RETRY_STATUSES.has(response.status)) response = await doFetch(url, init);
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      if ((response.status === 401 || response.status === 403) && !path.includes('profile')) {
        options.onUnauthorized?.(path);
      }
      const parsed = apiErrorSchema.safeParse(payload);
      const message = parsed.success ? parsed.data.message : `Request failed with status ${response.status}`;
      throw new ApiError(response.status, message, parsed.success ? parsed.data.code : undefined, parsed.data?.details);
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new ApiError(502, `Unexpected response from ${path}: ${parsed.error.message}`);
    return parsed.data;
  }

  return {
    request,
    getRestaurant: (referenceId: string, query: { branch?: string; theme_id?: string } = {}) =>
      request('GET', `webapp/v5/restaurant/${encodeURIComponent(referenceId)}`, {
        query,
        schema: restaurantResponseSchema.or(restaurantRedirectSchema),
      }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}
