import { describe, expect, it } from 'vitest';
import { createLoadContext } from '../../platform/api-context.ts';
import { ratingOf } from './rating-summary.server.ts';

// ADR 1441: the layout's badge and the page's structured data ask for the rating in the same
// request; the API is called once.

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function contextCounting() {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    calls.push(new URL(String(input)).pathname);
    return json({ error: 0, average: 4.6, count: 12 });
  }) as typeof globalThis.fetch;
  return { context: createLoadContext({ fetch }), calls };
}

describe('ratingOf', () => {
  it('calls the API once per request however many loaders ask', async () => {
    const { context, calls } = contextCounting();
    const [a, b] = await Promise.all([ratingOf({ context }, 'demo'), ratingOf({ context }, 'demo')]);
    expect(a).toEqual({ average: 4.6, count: 12 });
    expect(b).toBe(a);
    expect(calls).toEqual(['/api/webapp/ratings/demo']);
  });

  it('asks again for another request', async () => {
    const first = contextCounting();
    const second = contextCounting();
    await ratingOf({ context: first.context }, 'demo');
    await ratingOf({ context: second.context }, 'demo');
    expect([first.calls.length, second.calls.length]).toEqual([1, 1]);
  });
});
