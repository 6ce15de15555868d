import { API_VERSION, type ApiErrorBody, apiHeaders, RETRY_STATUSES } from './protocol.ts';

/**
 * The one error of an API call (ADR 606): the status, the server's message and code, and its
 * details (an order refusal lists its problems there). A network failure is status 503, code
 * `network`.
 */
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

export type ApiOptions = {
  /** '/api' in the browser; any absolute base (http://sufra.internal/api) with an in-process fetch during SSR. */
  baseUrl: string;
  fetch?: typeof fetch;
  locale?: string | undefined;
  token?: string | null | undefined;
  now?: () => Date;
  /** A 401/403 on any call whose path does not contain 'profile' [product: Accounts]. */
  onUnauthorized?: (path: string) => void;
  /** Sent with every call (SSR forwards the diner's address for the code limits, ADR 701). */
  headers?: Record<string, string>;
};

export type Query = Record<string, string | number | boolean | undefined | null>;
export type CallOptions = { query?: Query; headers?: Record<string, string>; signal?: AbortSignal };
export type ServerEvent = { event: string; data: string; id: string | null };

/**
 * The API as one object (ADR 606): the §7 headers, one retry rule (a non-mutating call is asked
 * again once on a retryable status or a network failure; a mutating one never is, it may have
 * reached the server), one 401/403 rule, one error type. Each feature's calls are plain functions
 * over it (`getRestaurant(api, ref)`, `placeOrder(api, body, key)`), so a page's bundle holds only
 * the calls it makes. Responses are typed by the contract; the server checks its own answers.
 */
export function createApi(options: ApiOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? (() => new Date());
  const base = options.baseUrl.replace(/\/$/, '');
  const url = (path: string, query?: Query) => `${base}/${path.replace(/^\//, '')}${toQueryString(query)}`;

  const headersFor = (extra: Record<string, string> | undefined, json: boolean): Record<string, string> => ({
    accept: 'application/json',
    ...(json ? { 'content-type': 'application/json' } : {}),
    [apiHeaders.webapp]: 'true',
    [apiHeaders.version]: API_VERSION,
    ...(options.locale ? { [apiHeaders.locale]: options.locale } : {}),
    'cache-control': 'no-cache',
    [apiHeaders.currentTime]: now().toISOString(),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
    ...extra,
  });

  /** A network failure becomes an ApiError like any failed call (an abort stays an abort). */
  async function send(target: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(target, init);
    } catch (error) {
      if (error instanceof TypeError) throw new ApiError(503, `Network error: ${error.message}`, 'network');
      throw error;
    }
  }

  async function failure(path: string, response: Response): Promise<ApiError> {
    if ((response.status === 401 || response.status === 403) && !path.includes('profile')) {
      options.onUnauthorized?.(path);
    }
    const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    const message =
      body && typeof body.message === 'string'
        ? body.message
        : `Request failed with status ${response.status}`;
    return new ApiError(
      response.status,
      message,
      typeof body?.code === 'string' ? body.code : undefined,
      body?.details,
    );
  }

  async function call<T>(method: string, path: string, body: unknown, opts: CallOptions = {}): Promise<T> {
    const init: RequestInit = {
      method,
      headers: headersFor(opts.headers, body !== undefined),
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
    };
    const target = url(path, opts.query);
    const mutating = method !== 'GET';
    const first = await send(target, init).catch((error: unknown) => {
      if (mutating || !(error instanceof ApiError && error.code === 'network')) throw error;
      return null;
    });
    let response: Response;
    if (first && (mutating || !RETRY_STATUSES.has(first.status))) response = first;
    else {
      // Free the first answer's connection before asking again.
      await first?.body?.cancel().catch(() => {});
      response = await send(target, init);
    }
    if (!response.ok) throw await failure(path, response);
    const payload = (await response.json().catch(() => null)) as T | null;
    if (payload === null) throw new ApiError(502, `Unexpected response from ${path}: not JSON`);
    return payload;
  }

  return {
    get: <T>(path: string, opts?: CallOptions) => call<T>('GET', path, undefined, opts),
    post: <T>(path: string, body: unknown, opts?: CallOptions) => call<T>('POST', path, body, opts),
    delete: <T>(path: string, opts?: CallOptions) => call<T>('DELETE', path, undefined, opts),
    /** The absolute or same-origin URL of a path (an EventSource's, a link's). */
    url,
    /**
     * Reads a Server-Sent Events stream with `fetch`, which (unlike EventSource) sends the bearer
     * token in a header, so it stays out of URLs and logs. Resolves when the stream ends; rejects
     * with an ApiError on a non-2xx answer or a network failure. Abort with the signal.
     */
    async events(path: string, onEvent: (event: ServerEvent) => void, signal: AbortSignal): Promise<void> {
      const response = await send(url(path), {
        headers: { ...headersFor(undefined, false), accept: 'text/event-stream' },
        signal,
      });
      if (!response.ok || !response.body) throw await failure(path, response);
      await readEvents(response.body, onEvent);
    },
  };
}

export type Api = ReturnType<typeof createApi>;

/** Path segments are encoded: a search term with a slash stays one segment. */
export const seg = encodeURIComponent;

function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Parses a Server-Sent Events body into events (comments and events without data are skipped). */
async function readEvents(
  body: NonNullable<Response['body']>,
  onEvent: (event: ServerEvent) => void,
): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      let event = 'message';
      let id: string | null = null;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const val = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = val;
        else if (field === 'data') data.push(val);
        else if (field === 'id') id = val;
      }
      if (data.length > 0) onEvent({ event, data: data.join('\n'), id });
    }
  }
}
