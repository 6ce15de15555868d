import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient } from './client.ts';
import { RETRY_STATUSES } from './headers.ts';

type Call = { url: string; init: RequestInit };

/** A fetch answering from a list of (status, body) pairs, recording every call. */
function fakeFetch(...answers: [number, unknown][]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const [status, body] = answers[Math.min(calls.length - 1, answers.length - 1)] ?? [500, null];
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const ok = { error: 0 as const, value: 1 };
const okSchema = z.object({ error: z.literal(0), value: z.number() });
const failure = (message: string) => ({ error: 1, code: 'x', message });
const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);

describe('typed client: SPEC §7 headers', () => {
  it('sends JSON accept, webapp flag, version 5, locale, no-cache, the current time and the bearer token', async () => {
    const { fetch, calls } = fakeFetch([200, ok]);
    const api = createApiClient({
      baseUrl: 'http://sufra.internal/api/',
      fetch,
      locale: 'ar',
      token: 'tok-1',
      now: () => new Date('2026-03-02T05:00:00Z'),
    });
    await api.request('GET', '/webapp/x', { schema: okSchema, query: { a: 1, b: undefined, c: 'é' } });
    expect(calls[0]?.url).toBe('http://sufra.internal/api/webapp/x?a=1&c=%C3%A9');
    expect(Object.fromEntries(headersOf(calls[0]))).toEqual({
      accept: 'application/json',
      'x-webapp': 'true',
      'x-api-version': '5',
      locale: 'ar',
      'cache-control': 'no-cache',
      'x-current-time': '2026-03-02T05:00:00.000Z',
      authorization: 'Bearer tok-1',
    });
  });

  it('adds the JSON content type with a body, and no token or locale when there is none', async () => {
    const { fetch, calls } = fakeFetch([200, ok]);
    await createApiClient({ baseUrl: '/api', fetch }).request('POST', 'webapp/y', {
      schema: okSchema,
      body: { a: 1 },
    });
    const headers = headersOf(calls[0]);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.has('authorization')).toBe(false);
    expect(headers.has('locale')).toBe(false);
    expect(calls[0]?.init.body).toBe('{"a":1}');
  });

  it('encodes path segments (a search term with a slash stays one segment)', async () => {
    const { fetch, calls } = fakeFetch([200, { error: 0, term: 'a/b', items: [] }]);
    await createApiClient({ baseUrl: '/api', fetch }).search('a/b ç', { branch_id: 7 });
    expect(calls[0]?.url).toBe('/api/webapp/search/a%2Fb%20%C3%A7?branch_id=7');
  });
});

describe('typed client: retries', () => {
  it.each([...RETRY_STATUSES])('retries a GET once on %i and returns the second answer', async (status) => {
    const { fetch, calls } = fakeFetch([status, failure('busy')], [200, ok]);
    const result = await createApiClient({ baseUrl: '/api', fetch }).request('GET', 'x', {
      schema: okSchema,
    });
    expect(result).toEqual(ok);
    expect(calls).toHaveLength(2);
  });

  it('retries only once: a second failure is thrown with its status and message', async () => {
    const { fetch, calls } = fakeFetch([503, failure('down')], [503, failure('still down')]);
    const call = createApiClient({ baseUrl: '/api', fetch }).request('GET', 'x', { schema: okSchema });
    await expect(call).rejects.toMatchObject({ status: 503, message: 'still down', code: 'x' });
    expect(calls).toHaveLength(2);
  });

  it.each([400, 404, 422])('does not retry a GET on %i', async (status) => {
    const { fetch, calls } = fakeFetch([status, failure('no')]);
    await expect(
      createApiClient({ baseUrl: '/api', fetch }).request('GET', 'x', { schema: okSchema }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it('never retries a mutating call', async () => {
    const { fetch, calls } = fakeFetch([503, failure('down')], [200, ok]);
    const api = createApiClient({ baseUrl: '/api', fetch });
    await expect(api.recordVisit('alpha', { visitor_id: 'visitor-1' })).rejects.toMatchObject({
      status: 503,
    });
    await expect(api.request('POST', 'x', { schema: okSchema, body: {} })).resolves.toEqual(ok);
    expect(calls).toHaveLength(2);
  });
});

describe('typed client: 401/403 send the user to login, except profile calls', () => {
  it.each([401, 403])('reports %i on a non-profile path', async (status) => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch([status, failure('login')]);
    const api = createApiClient({ baseUrl: '/api', fetch, onUnauthorized });
    await expect(api.getBanners('alpha')).rejects.toMatchObject({ status });
    expect(onUnauthorized).toHaveBeenCalledWith('webapp/banners/alpha');
  });

  it.each([401, 403])('does not report %i on a path containing profile', async (status) => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch([status, failure('login')]);
    const api = createApiClient({ baseUrl: '/api', fetch, onUnauthorized });
    await expect(api.request('GET', 'webapp/profile/3', { schema: okSchema })).rejects.toMatchObject({
      status,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not report other failures', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch([404, failure('gone')]);
    await expect(
      createApiClient({ baseUrl: '/api', fetch, onUnauthorized }).getTables(1),
    ).rejects.toMatchObject({
      status: 404,
      message: 'gone',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('typed client: bad answers', () => {
  it('rejects a success body that breaks the contract with a 502 ApiError', async () => {
    const { fetch } = fakeFetch([200, { error: 0, tables: [{ id: 'x' }] }]);
    await expect(createApiClient({ baseUrl: '/api', fetch }).getTables(1)).rejects.toMatchObject({
      status: 502,
    });
  });

  it('keeps a failure without a JSON body readable', async () => {
    const fetch = (async () => new Response('<html>', { status: 500 })) as unknown as typeof globalThis.fetch;
    await expect(createApiClient({ baseUrl: '/api', fetch }).getTables(1)).rejects.toMatchObject({
      status: 500,
      message: 'Request failed with status 500',
    });
  });

  it('turns a network failure into an ApiError, after one retry of a non-mutating call', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const api = createApiClient({ baseUrl: '/api', fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(api.getTables(1)).rejects.toMatchObject({ status: 503, code: 'network' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries a non-mutating call once when fetch throws, like a 5xx', async () => {
    const answers = [
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.resolve(new Response(JSON.stringify(ok), { status: 200 })),
    ];
    const fetch = vi.fn(() => (answers.shift() ?? answers[0])?.());
    const api = createApiClient({ baseUrl: '/api', fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(api.request('GET', 'x', { schema: okSchema })).resolves.toEqual(ok);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never retries a mutating call whose fetch threw (it may have reached the server)', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const api = createApiClient({ baseUrl: '/api', fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(api.request('POST', 'x', { schema: okSchema, body: {} })).rejects.toMatchObject({
      code: 'network',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry an aborted call', async () => {
    const fetch = vi.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    const api = createApiClient({ baseUrl: '/api', fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(api.request('GET', 'x', { schema: okSchema })).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
