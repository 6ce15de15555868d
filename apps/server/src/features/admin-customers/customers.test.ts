import { OrderStatus } from '@sufra/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderIdOf } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { type RecordingChannel, recordingChannel } from '../accounts/accounts-test-support.ts';
import { addMember, adminCalls, signIn } from '../admin/admin-test-support.ts';
import { NOON, orderSeed, pickupOrder, shopIds } from '../orders/order-test-fixture.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';

// ADR 1389: the business's customers (orders, spend, last visit, wallet) and its newsletter
// sign-ups, read and downloaded by its owners and managers of every branch; nobody else.

let ctx: TestContext;
let channel: RecordingChannel;
let owner: ReturnType<typeof adminCalls>;
let ownerToken: string;
let totals: number[] = [];

beforeAll(async () => {
  channel = recordingChannel();
  ctx = await createTestApp([orderSeed('shop'), orderSeed('other')], {
    now: () => NOON,
    accounts: { channel, delivery: { retries: 1, backoffSeconds: 0 } },
  });
  const db = ctx.database.db;
  await addMember(db, 'shop', '+96552300001', 'owner');
  ownerToken = await signIn(ctx.app, channel, 'shop', '+96552300001', '10.31.0.1');
  owner = adminCalls(ctx.app, 'shop', ownerToken);
  const ids = await shopIds(db, 'shop');
  const place = async (over: Record<string, unknown>, ip: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(ids, over),
      remoteAddress: ip,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json() as { order: { public_ref: string; amounts: { total: number } } };
    return { id: await orderIdOf(ctx.database.db, order.public_ref), total: order.amounts.total };
  };
  const first = await place({ name: 'Sara' }, '10.32.0.1');
  const second = await place({ name: 'Sara A.' }, '10.32.0.2');
  const ali = await place({ name: '=HYPERLINK("http://x")', phone: '50999888' }, '10.32.0.3');
  totals = [first.total, second.total, ali.total];
  // Sara's first order was cancelled: it counts as an order, not as spend.
  await db.execute(sql`UPDATE orders SET status = ${OrderStatus.cancelled} WHERE id = ${first.id}`);
  // Another business's diner with the same phone stays theirs.
  const otherIds = await shopIds(db, 'other');
  await ctx.app.inject({
    method: 'POST',
    url: '/api/webapp/order',
    payload: pickupOrder(otherIds, { name: 'Elsewhere' }),
    remoteAddress: '10.32.0.4',
  });
  // Mona has an account and a wallet, and never ordered.
  await db.execute(sql`WITH b AS (SELECT id FROM businesses WHERE reference_id = 'shop'),
      c AS (INSERT INTO customers (business_id, phone, dial_code, name)
            SELECT id, '+96555777666', '965', 'Mona' FROM b RETURNING id, business_id)
    INSERT INTO wallet_accounts (business_id, customer_id, kind, balance) SELECT business_id, id, 'wallet', 5250 FROM c`);
  await db.execute(sql`INSERT INTO newsletter_subscribers (business_id, email, locale, created_at)
    SELECT id, 'mona@example.com', 'ar', now() - interval '1 hour' FROM businesses WHERE reference_id = 'shop'
    UNION ALL SELECT id, '+cmd@example.com', 'en', now() FROM businesses WHERE reference_id = 'shop'
    UNION ALL SELECT id, 'rival@example.com', 'en', now() FROM businesses WHERE reference_id = 'other'`);
});
afterAll(() => ctx.close());

describe('the customers (ADR 1389)', () => {
  it('one row per phone: orders, spend without the lost ones, last order, wallet; latest first', async () => {
    const res = await owner.get('/customers');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.currency).toBe('KWD');
    expect(body.total).toBe(3);
    expect(body.customers).toEqual([
      {
        phone: '+96550999888',
        name: '=HYPERLINK("http://x")',
        account: false,
        orders: 1,
        spend: totals[2],
        last_order_at: expect.any(String),
        wallet: null,
      },
      {
        phone: '+96550123456',
        name: 'Sara A.',
        account: false,
        orders: 2,
        spend: totals[1],
        last_order_at: expect.any(String),
        wallet: null,
      },
      {
        phone: '+96555777666',
        name: 'Mona',
        account: true,
        orders: 0,
        spend: 0,
        last_order_at: null,
        wallet: 5250,
      },
    ]);
    expect(body.newsletter).toEqual({
      total: 2,
      latest: [
        { email: '+cmd@example.com', locale: 'en', created_at: expect.any(String) },
        { email: 'mona@example.com', locale: 'ar', created_at: expect.any(String) },
      ],
    });
  });

  it('searches by name or phone digits; pages by offset', async () => {
    const names = async (q: string) =>
      (await owner.get(`/customers?q=${encodeURIComponent(q)}`))
        .json()
        .customers.map((c: { name: string }) => c.name);
    expect(await names('sara')).toEqual(['Sara A.']);
    expect(await names('777 666')).toEqual(['Mona']);
    expect(await names('zz')).toEqual([]);
    const second = (await owner.get('/customers?offset=2')).json();
    expect(second.customers.map((c: { name: string }) => c.name)).toEqual(['Mona']);
    expect((await owner.get('/customers?offset=-1')).statusCode).toBe(400);
  });

  it('downloads both as CSV: money in KWD, formulas guarded, only this business', async () => {
    const get = (file: string, token = ownerToken) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/staff/admin/shop/${file}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const customers = await get('customers.csv');
    expect(customers.statusCode, customers.body).toBe(200);
    expect(customers.headers['content-disposition']).toBe('attachment; filename="shop-customers.csv"');
    const lines = customers.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('phone,name,account,orders,spend_KWD,last_order_at,wallet_KWD');
    expect(lines[1]).toMatch(/^'\+96550999888,"'=HYPERLINK\(""http:\/\/x""\)",no,1,\d+\.\d{3},/);
    expect(lines[3]).toMatch(/^'\+96555777666,Mona,yes,0,0\.000,,5\.250$/);
    expect(customers.body).not.toContain('Elsewhere');
    const newsletter = await get('newsletter.csv');
    expect(
      newsletter.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'email,language,signed_up_at',
      expect.stringMatching(/^'\+cmd@example\.com,en,/),
      expect.stringMatching(/^mona@example\.com,ar,/),
    ]);
    expect(newsletter.body).not.toContain('rival@');
    // A kitchen tablet's device token opens the board only.
    const device = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
    expect((await get('customers.csv', device)).statusCode).toBe(403);
    expect((await get('newsletter.csv', device)).statusCode).toBe(403);
  });

  it('staff, a member of one branch and another business’s owner are refused', async () => {
    const db = ctx.database.db;
    const ids = await shopIds(db, 'shop');
    await addMember(db, 'shop', '+96552300002', 'staff');
    await addMember(db, 'shop', '+96552300003', 'manager', ids.main);
    await addMember(db, 'other', '+96552300004', 'owner');
    const staff = adminCalls(
      ctx.app,
      'shop',
      await signIn(ctx.app, channel, 'shop', '+96552300002', '10.31.0.2'),
    );
    const branch = adminCalls(
      ctx.app,
      'shop',
      await signIn(ctx.app, channel, 'shop', '+96552300003', '10.31.0.3'),
    );
    const rivalToken = await signIn(ctx.app, channel, 'other', '+96552300004', '10.31.0.4');
    expect((await staff.get('/customers')).statusCode).toBe(403);
    const bound = await branch.get('/customers');
    expect(bound.statusCode).toBe(403);
    expect(bound.json()).toMatchObject({ code: 'branch_not_allowed' });
    expect((await adminCalls(ctx.app, 'shop', rivalToken).get('/customers')).statusCode).toBe(404);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/admin/shop/customers.csv',
      headers: { authorization: `Bearer ${rivalToken}` },
    });
    expect(csv.statusCode).toBe(404);
    expect((await adminCalls(ctx.app, 'shop').get('/customers')).statusCode).toBe(401);
  });
});
