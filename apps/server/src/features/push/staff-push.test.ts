// New orders by Web Push to staff devices (ADR 1435), end to end against the
// push service stand-in (it checks the VAPID signature and decrypts as a browser would): a board's
// device turns alerts on; a new order reaches it, signed and encrypted; a member bound to another
// branch and another business's devices hear nothing; a device turned off hears nothing more.
import { placeOrderResponseSchema } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../platform/test/eventually.ts';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { startPushStandIn } from '../../platform/test/push-stand-in.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { createAdminSessions } from '../admin/admin-auth.ts';
import { addMember, memberSession } from '../admin/admin-test-support.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';

let ctx: TestContext;
let ids: ShopIds;
let device: string;
let elsewhere: string;
let otherOwner: string;
let service: Awaited<ReturnType<typeof startPushStandIn>>;
const texts = { title: 'Shop — new order', body: 'A new order is waiting' };

beforeAll(async () => {
  service = await startPushStandIn();
  ctx = await createTestApp([orderSeed('shop'), orderSeed('other')], {
    now: () => NOON,
    env: { PUSH_SERVICE_ORIGINS: service.origin },
  });
  const db = ctx.database.db;
  ids = await shopIds(db);
  device = (await issueStaffToken(db, 'shop')) ?? '';
  const bound = await addMember(db, 'shop', '+96559877001', 'staff', ids.second);
  elsewhere = await createAdminSessions({ db, now: () => new Date() }).issue(bound.id);
  otherOwner = await memberSession(db, 'other', 'owner');
});
afterAll(async () => {
  await ctx.close();
  await service.close();
});

const turnOn = (token: string | null, subscription: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/staff/push',
    payload: { subscription, texts },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const place = async () => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: pickupOrder(ids) });
  return (await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()))).order.id;
};
const heard = (endpoint: string) => service.received.filter((r) => r.endpoint === endpoint);

describe('new orders by Web Push to staff devices (ADR 1435)', () => {
  it('needs a board session and a known push service', async () => {
    expect((await turnOn(null, service.subscribe())).statusCode).toBe(401);
    const stranger = { ...service.subscribe(), endpoint: 'https://push.example.net/x' };
    expect((await turnOn(device, stranger)).statusCode).toBe(400);
  });

  it("tells the business's devices of its branch; not another branch's member, not another business", async () => {
    const kitchen = service.subscribe();
    const otherBranch = service.subscribe();
    const otherBusiness = service.subscribe();
    expect((await turnOn(device, kitchen)).statusCode).toBe(200);
    expect((await turnOn(elsewhere, otherBranch)).statusCode).toBe(200);
    expect((await turnOn(otherOwner, otherBusiness)).statusCode).toBe(200);
    const id = await place();
    const [message] = await eventually(
      async () => heard(kitchen.endpoint),
      (r) => r.length >= 1,
      15_000,
    );
    expect(service.refused).toEqual([]);
    expect(message?.claims.aud).toBe(service.origin);
    expect(JSON.parse(message?.text ?? '{}')).toEqual({
      title: texts.title,
      body: `${texts.body} #${id}`,
      url: '/shop/staff',
      tag: `new-order-${id}`,
    });
    // A second order: one message each, and still none for the others.
    const next = await place();
    await eventually(
      async () => heard(kitchen.endpoint),
      (r) => r.length >= 2,
      15_000,
    );
    expect(heard(kitchen.endpoint).map((r) => JSON.parse(r.text).tag)).toEqual([
      `new-order-${id}`,
      `new-order-${next}`,
    ]);
    expect(heard(otherBranch.endpoint)).toEqual([]);
    expect(heard(otherBusiness.endpoint)).toEqual([]);
  });

  it('a device turned off hears nothing more', async () => {
    const phone = service.subscribe();
    await turnOn(device, phone);
    const off = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/push/off',
      payload: { endpoint: phone.endpoint },
      headers: { authorization: `Bearer ${device}` },
    });
    expect(off.statusCode).toBe(200);
    const watcher = service.subscribe();
    await turnOn(device, watcher);
    await place();
    await eventually(
      async () => heard(watcher.endpoint),
      (r) => r.length >= 1,
      15_000,
    );
    expect(heard(phone.endpoint)).toEqual([]);
  });
});
