import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingChannel } from '../../features/accounts/accounts-test-support.ts';
import { orderSeed } from '../../features/orders/order-test-fixture.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createInjectFetch } from './inject-fetch.ts';

// Issue 33 point 1 (ADR 1320): the pages reach the API in-process; every sign-in through a page
// counted as 127.0.0.1 against the 20-codes-per-address-per-hour limit, so 20 page sign-ins
// locked every diner and owner of every business out. Limits are on here (RATE_LIMITS default).
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], {
    env: { RATE_LIMITS: '' },
    accounts: { channel: recordingChannel(), delivery: { retries: 1, backoffSeconds: 0 } },
  });
});
afterAll(() => ctx.close());

let n = 0;
const nextPhone = () => `+9655${String(2000000 + ++n * 7919).padStart(7, '0')}`;

/** A page's API call as the page of a client at `ip` makes it (app.ts: one fetch per page request). */
const pageSend = (ip: string, phone: string, headers: Record<string, string> = {}) =>
  createInjectFetch(ctx.app, ip)('http://in-process/api/send-otp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ reference_id: 'shop', phone }),
  });

describe('in-process API calls count the page’s client', () => {
  it('after 25 page sign-ins from 25 clients, the 26th diner still gets a code', async () => {
    for (let i = 1; i <= 25; i++) expect((await pageSend(`198.51.100.${i}`, nextPhone())).status).toBe(202);
    const last = await pageSend('198.51.100.26', nextPhone());
    expect(last.status, await last.clone().text()).toBe(202);
  });

  it('one client is still limited, whatever X-Forwarded-For its page call carries', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await pageSend('203.0.113.9', nextPhone(), { 'x-forwarded-for': `192.0.2.${i}` })).status,
      );
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('one number is limited across clients (the per-number wait)', async () => {
    const phone = nextPhone();
    expect((await pageSend('198.51.100.101', phone)).status).toBe(202);
    expect((await pageSend('198.51.100.102', phone)).status).toBe(429);
  });
});
