import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSeed } from '../../features/orders/order-test-fixture.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

// Issue 33 point 9: pages and calls whose URL carries an order's token were cacheable.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp([orderSeed()]);
});
afterAll(() => ctx.close());

describe('URLs with a token are never stored', () => {
  it('answers Cache-Control: no-store whenever the query carries a token, whatever the status', async () => {
    for (const url of ['/api/webapp/order/1?token=abc', '/api/webapp/v5/restaurant/shop?lang=en&token=abc'])
      expect((await ctx.app.inject({ url })).headers['cache-control'], url).toBe('no-store');
    expect(
      (await ctx.app.inject({ url: '/api/webapp/v5/restaurant/shop' })).headers['cache-control'],
    ).not.toBe('no-store');
  });
});
