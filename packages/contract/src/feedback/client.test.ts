import { describe, expect, it, vi } from 'vitest';
import { createApi } from '../client/core.ts';
import { getOrderRating, getSurvey, rateOrder, submitSurvey, subscribeNewsletter } from './client.ts';

type Call = { url: string; init: RequestInit };

function recordingApi(status = 200, body: unknown = { error: 0 }) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { api: createApi({ baseUrl: '/api', fetch: fetch as unknown as typeof globalThis.fetch }), calls };
}

describe('feedback calls [product: Feedback]', () => {
  it("reads an order's rating with its token in a header, never in the URL (ADR 400)", async () => {
    const { api, calls } = recordingApi();
    await getOrderRating(api, 12, 'order-token');
    expect(calls[0]?.url).toBe('/api/webapp/order/12/rating');
    expect(new Headers(calls[0]?.init.headers).get('x-order-token')).toBe('order-token');
    await getOrderRating(api, 12);
    expect(new Headers(calls[1]?.init.headers).has('x-order-token')).toBe(false);
  });

  it('posts a rating to users/rate and answers to the survey, once each (mutations are never retried)', async () => {
    const { api, calls } = recordingApi(503, { error: 1, code: 'x', message: 'busy' });
    await expect(rateOrder(api, { order_id: 3, token: 'order-token', stars: 4 })).rejects.toMatchObject({
      status: 503,
    });
    await expect(submitSurvey(api, 5, { visitor_id: 'v-1', answers: [] })).rejects.toMatchObject({
      status: 503,
    });
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', '/api/users/rate'],
      ['POST', '/api/webapp/survey/5'],
    ]);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ order_id: 3, token: 'order-token', stars: 4 });
  });

  it("escapes the business reference in the survey's and the newsletter's paths", async () => {
    const { api, calls } = recordingApi();
    await getSurvey(api, 'a b');
    await subscribeNewsletter(api, 'a b', { email: 'diner@example.com', consent: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/webapp/survey/a%20b', '/api/webapp/newsletter/a%20b']);
  });
});
