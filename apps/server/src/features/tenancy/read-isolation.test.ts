import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoSeed } from '../../platform/db/seed/seed-types.ts';
import { makeSeed } from '../../platform/test/fixtures.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';

// Tenant isolation of the read calls that combine a business with a branch: a branch
// of business B, by its reference or its numeric id, named under business A is not found —
// never B's branch, hours or menu served as A's.
let ctx: TestContext;
let betaBranchId: number;

function betaSeed(): DemoSeed {
  const seed = makeSeed('beta', 'Beta');
  const [main, second] = seed.branches;
  if (!main || !second) throw new Error('fixture without two branches');
  return { ...seed, branches: [main, { ...second, key: 'beta-only' }] };
}

beforeAll(async () => {
  ctx = await createTestApp([
    makeSeed('alpha', 'Alpha', { customDomains: [{ domain: 'alpha.test' }] }),
    betaSeed(),
  ]);
  const beta = (await ctx.app.inject('/api/webapp/v5/restaurant/beta?branch=beta-only')).json();
  betaBranchId = beta.restaurant.branch_id;
});
afterAll(() => ctx.close());

describe('a branch of B named under A', () => {
  it('is found under its own business (the control)', async () => {
    for (const url of [
      '/api/webapp/v5/restaurant/beta?branch=beta-only',
      '/api/webapp/v5/shifts/beta?branch=beta-only',
    ]) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
    }
    expect(betaBranchId).toEqual(expect.any(Number));
  });

  it('is a 4xx under A, by reference or by id, and nothing of B is served', async () => {
    const urls = [
      '/api/webapp/v5/restaurant/alpha?branch=beta-only',
      `/api/webapp/v5/restaurant/alpha?branch=${betaBranchId}`,
      '/api/webapp/v5/restaurant-domain/alpha.test/beta-only',
      `/api/webapp/v5/restaurant-domain/alpha.test/${betaBranchId}`,
      '/api/webapp/v5/shifts/alpha?branch=beta-only',
      `/api/webapp/v5/shifts/alpha?branch=${betaBranchId}`,
    ];
    for (const url of urls) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toMatchObject({ error: 1, message: expect.any(String) });
      expect(res.body, url).not.toContain('Beta');
    }
  });
});
