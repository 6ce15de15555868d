import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed } from '../orders/order-test-fixture.ts';
import { issueStaffToken } from './staff-tokens.ts';

// ADR 748: the board's token rides in an HttpOnly, SameSite=Strict cookie of the staff API.

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], { now: () => NOON });
  token = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
});
afterAll(() => ctx.close());

const signIn = (t: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/staff/session', payload: { token: t } });

describe('the staff session cookie', () => {
  it('is set for a valid token only: HttpOnly, SameSite=Strict, the staff API’s path', async () => {
    const wrong = await signIn('sst_wrong');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const res = await signIn(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: 0, business: { reference_id: 'shop' } });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(
      /^sufra_staff=sst_[^;]+; Path=\/api\/staff; HttpOnly; SameSite=Strict; Max-Age=\d+/,
    );
  });

  it('opens the staff calls without an Authorization header, and ending it forgets it', async () => {
    const cookie = String((await signIn(token)).headers['set-cookie']).split(';')[0] ?? '';
    const board = await ctx.app.inject({ url: '/api/staff/orders', headers: { cookie } });
    expect(board.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/staff/orders' })).statusCode).toBe(401);
    const end = await ctx.app.inject({ method: 'POST', url: '/api/staff/session/end', headers: { cookie } });
    expect(String(end.headers['set-cookie'])).toMatch(/^sufra_staff=; .*Max-Age=0/);
  });
});
