import { describe, expect, it, vi } from 'vitest';
import { deleteLocation } from '../accounts/client.ts';
import { getTables } from '../branches/client.ts';
import { search } from '../catalog/client.ts';
import { getBanners, recordVisit } from '../marketing/client.ts';
import { orderArrived, orderProblemsOf } from '../orders/client.ts';
import { getReservation } from '../reservations/client.ts';
import { ApiError, createApi } from './core.ts';
import { RETRY_STATUSES } from './protocol.ts';

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
const failure = (message: string) => ({ error: 1, code: 'x', message });
const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);

describe('API client: the headers of [product: Calls and failures]', () => {
  it('sends JSON accept, webapp flag, version 5, locale, no-cache, the current time and the bearer token', async () => {
    const { fetch, calls } = fakeFetch([200, ok]);
    const api = createApi({
      baseUrl: 'http://sufra.internal/api/',
      fetch,
      locale: 'ar',
      token: 'tok-1',
      now: () => new Date('2026-03-02T05:00:00Z'),
    });
    await api.get('/webapp/x', { query: { a: 1, b: undefined, c: 'é' } });
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
    await createApi({ baseUrl: '/api', fetch }).post('webapp/y', { a: 1 });
    const headers = headersOf(calls[0]);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.has('authorization')).toBe(false);
    expect(headers.has('locale')).toBe(false);
    expect(calls[0]?.init.body).toBe('{"a":1}');
  });

  it("sends the Api's own headers with every call, a call's headers last (SSR forwards the diner's address)", async () => {
    const { fetch, calls } = fakeFetch([200, ok], [200, ok]);
    const api = createApi({ baseUrl: '/api', fetch, headers: { 'x-forwarded-for': '203.0.113.9' } });
    await getReservation(api, 7, 'res-token');
    await orderArrived(api, 8, 'order-token');
    expect(calls[0]?.url).toBe('/api/webapp/reservation/7');
    expect(headersOf(calls[0]).get('x-forwarded-for')).toBe('203.0.113.9');
    expect(headersOf(calls[0]).get('x-reservation-token')).toBe('res-token');
    // The order's token rides in a header, never in the URL.
    expect(calls[1]?.url).toBe('/api/webapp/order/8/arrived');
    expect(headersOf(calls[1]).get('x-order-token')).toBe('order-token');
    expect(calls[1]?.init.method).toBe('POST');
  });

  it('a DELETE is mutating: sent once without a body, never retried', async () => {
    const { fetch, calls } = fakeFetch([503, failure('busy')], [200, ok]);
    await expect(deleteLocation(createApi({ baseUrl: '/api', fetch }), 3)).rejects.toMatchObject({
      status: 503,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.method).toBe('DELETE');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.url).toBe('/api/webapp/locations/3');
  });

  it('encodes path segments (a search term with a slash stays one segment)', async () => {
    const { fetch, calls } = fakeFetch([200, { error: 0, term: 'a/b', items: [] }]);
    await search(createApi({ baseUrl: '/api', fetch }), 'a/b ç', { branch_id: 7 });
    expect(calls[0]?.url).toBe('/api/webapp/search/a%2Fb%20%C3%A7?branch_id=7');
  });
});

describe('API client: retries', () => {
  it.each([...RETRY_STATUSES])('retries a GET once on %i and returns the second answer', async (status) => {
    const { fetch, calls } = fakeFetch([status, failure('busy')], [200, ok]);
    const result = await createApi({ baseUrl: '/api', fetch }).get('x');
    expect(result).toEqual(ok);
    expect(calls).toHaveLength(2);
  });

  it('retries only once: a second failure is thrown with its status and message', async () => {
    const { fetch, calls } = fakeFetch([503, failure('down')], [503, failure('still down')]);
    const call = createApi({ baseUrl: '/api', fetch }).get('x');
    await expect(call).rejects.toMatchObject({ status: 503, message: 'still down', code: 'x' });
    expect(calls).toHaveLength(2);
  });

  it.each([400, 404, 422])('does not retry a GET on %i', async (status) => {
    const { fetch, calls } = fakeFetch([status, failure('no')]);
    await expect(createApi({ baseUrl: '/api', fetch }).get('x')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it('never retries a mutating call', async () => {
    const { fetch, calls } = fakeFetch([503, failure('down')], [200, ok]);
    const api = createApi({ baseUrl: '/api', fetch });
    await expect(recordVisit(api, 'alpha', { visitor_id: 'visitor-1' })).rejects.toMatchObject({
      status: 503,
    });
    await expect(api.post('x', {})).resolves.toEqual(ok);
    expect(calls).toHaveLength(2);
  });
});

describe('API client: 401/403 send the user to login, except profile calls', () => {
  it.each([401, 403])('reports %i on a non-profile path', async (status) => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch([status, failure('login')]);
    const api = createApi({ baseUrl: '/api', fetch, onUnauthorized });
    await expect(getBanners(api, 'alpha')).rejects.toMatchObject({ status });
    expect(onUnauthorized).toHaveBeenCalledWith('webapp/banners/alpha');
  });

  it.each([401, 403])('does not report %i on a path containing profile', async (status) => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch([status, failure('login')]);
    const api = createApi({ baseUrl: '/api', fetch, onUnauthorized });
    await expect(api.get('webapp/profile/3')).rejects.toMatchObject({ status });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not report other failures', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch([404, failure('gone')]);
    await expect(getTables(createApi({ baseUrl: '/api', fetch, onUnauthorized }), 1)).rejects.toMatchObject({
      status: 404,
      message: 'gone',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('API client: bad answers', () => {
  it('rejects a success answer that is not JSON with a 502 ApiError', async () => {
    const fetch = (async () => new Response('<html>', { status: 200 })) as unknown as typeof globalThis.fetch;
    await expect(getTables(createApi({ baseUrl: '/api', fetch }), 1)).rejects.toMatchObject({ status: 502 });
  });

  it("keeps a refusal's details: the problems of a refused order", async () => {
    const problems = [{ code: 'COUPON_NOT_FOUND', field: 'coupon_code', message: 'No such coupon' }];
    const { fetch } = fakeFetch([
      422,
      { error: 1, code: 'COUPON_NOT_FOUND', message: 'No', details: { problems } },
    ]);
    const error = await createApi({ baseUrl: '/api', fetch })
      .post('webapp/order', {})
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, code: 'COUPON_NOT_FOUND' });
    expect(orderProblemsOf(error)).toEqual(problems);
    expect(orderProblemsOf(new Error('other'))).toEqual([]);
  });

  it('keeps a failure without a JSON body readable', async () => {
    const fetch = (async () => new Response('<html>', { status: 500 })) as unknown as typeof globalThis.fetch;
    await expect(getTables(createApi({ baseUrl: '/api', fetch }), 1)).rejects.toMatchObject({
      status: 500,
      message: 'Request failed with status 500',
    });
  });

  it('turns a network failure into an ApiError, after one retry of a non-mutating call', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const api = createApi({ baseUrl: '/api', fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(getTables(api, 1)).rejects.toMatchObject({ status: 503, code: 'network' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries a non-mutating call once when fetch throws, like a 5xx', async () => {
    const answers = [
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.resolve(new Response(JSON.stringify(ok), { status: 200 })),
    ];
    const fetch = vi.fn(() => (answers.shift() ?? answers[0])?.());
    const api = createApi({ baseUrl: '/api', fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(api.get('x')).resolves.toEqual(ok);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never retries a mutating call whose fetch threw (it may have reached the server)', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const api = createApi({ baseUrl: '/api', fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(api.post('x', {})).rejects.toMatchObject({ code: 'network' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry an aborted call', async () => {
    const fetch = vi.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    const api = createApi({ baseUrl: '/api', fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(api.get('x')).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('API client: server-sent events', () => {
  it('reads events with the bearer token in a header, skipping comments', async () => {
    const body =
      ': hello\n\nevent: ready\ndata: {"business":"alpha"}\n\nid: 7\nevent: order\ndata: {"order_id":3}\n\n';
    const calls: Call[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }) as unknown as typeof globalThis.fetch;
    const seen: unknown[] = [];
    await createApi({ baseUrl: '/api', fetch, token: 'sst_1' }).events(
      'staff/events',
      (e) => seen.push(e),
      new AbortController().signal,
    );
    expect(seen).toEqual([
      { event: 'ready', data: '{"business":"alpha"}', id: null },
      { event: 'order', data: '{"order_id":3}', id: '7' },
    ]);
    expect(headersOf(calls[0]).get('authorization')).toBe('Bearer sst_1');
    expect(headersOf(calls[0]).get('accept')).toBe('text/event-stream');
  });

  it('a refused stream is an ApiError', async () => {
    const { fetch } = fakeFetch([401, failure('token')]);
    const stream = createApi({ baseUrl: '/api', fetch }).events(
      'staff/events',
      () => {},
      new AbortController().signal,
    );
    await expect(stream).rejects.toMatchObject({ status: 401, message: 'token' });
  });
});
