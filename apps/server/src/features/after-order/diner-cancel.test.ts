import { placeOrderResponseSchema } from '@sufra/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { NOON, type OpenShop, openShop, pickupOrder } from '../orders/order-test-fixture.ts';

let shop: OpenShop;
let ctx: OpenShop['ctx'];
let ids: OpenShop['ids'];
let staff: string;

beforeAll(async () => {
  shop = await openShop();
  ({ ctx, ids, staff } = shop);
});
afterAll(() => ctx.close());

/** Places an order and dates it `ageSeconds` before the API's clock. */
async function placed(ageSeconds: number, over: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/webapp/order',
    payload: pickupOrder(ids, over),
  });
  const body = await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()));
  await ctx.database.db
    .update(s.orders)
    .set({ createdAt: new Date(NOON.getTime() - ageSeconds * 1000) })
    .where(eq(s.orders.id, body.order.id));
  return body;
}
const cancel = (orderId: number, token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/webapp/order/${orderId}/cancel`,
    headers: { 'x-order-token': token },
    payload: {},
  });
const staffOrder = (orderId: number) => shop.staffOrder(orderId);
const setGrace = (minutes: unknown) =>
  ctx.database.db
    .update(s.businesses)
    .set({
      settings: sql`${s.businesses.settings} || ${JSON.stringify({ cancel_grace_minutes: minutes })}::jsonb`,
    })
    .where(eq(s.businesses.referenceId, 'shop'));

describe("a diner's own cancel (ADR 903)", () => {
  it('within the default 2 minutes of a pending order: cancelled, seen by the staff, by the diner', async () => {
    const order = await placed(90);
    const res = await cancel(order.order.id, order.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: 0, status: 9 });
    expect((await staffOrder(order.order.id)).status).toBe(9);
    const read = await ctx.app.inject({
      url: `/api/webapp/order/${order.order.id}/${order.token}?full=true`,
    });
    const events = read.json().order.events as Array<{ kind: string; status: number; actor: string }>;
    expect(events.at(-1)).toMatchObject({ kind: 'status', status: 9, actor: 'customer' });
    // Twice is refused, saying it is already cancelled — not that the restaurant started (docs/product.md).
    expect((await cancel(order.order.id, order.token)).json()).toMatchObject({
      code: 'CANCEL_ALREADY_CANCELLED',
    });
  });

  it('after the grace it is refused (409) and the order stays as it was', async () => {
    const order = await placed(121);
    const res = await cancel(order.order.id, order.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 1, code: 'CANCEL_WINDOW_CLOSED' });
    expect((await staffOrder(order.order.id)).status).toBe(0);
  });

  it('once the restaurant accepted it, the diner must call', async () => {
    const order = await placed(10);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.order.id}/status`,
      payload: { status: 1 },
      headers: { authorization: `Bearer ${staff}` },
    });
    const res = await cancel(order.order.id, order.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CANCEL_ORDER_STARTED' });
    expect((await staffOrder(order.order.id)).status).toBe(1);
  });

  it("follows the business's setting: 5 minutes allows 4; 0 turns it off", async () => {
    await setGrace(5);
    const order = await placed(240);
    expect((await cancel(order.order.id, order.token)).statusCode).toBe(200);
    await setGrace(0);
    const other = await placed(5);
    expect((await cancel(other.order.id, other.token)).json()).toMatchObject({ code: 'CANCEL_NOT_OFFERED' });
    await setGrace(2);
  });

  it('needs the order token: a wrong one is 404 and nothing changes', async () => {
    const order = await placed(5);
    expect((await cancel(order.order.id, 'x'.repeat(22))).statusCode).toBe(404);
    expect((await staffOrder(order.order.id)).status).toBe(0);
  });
});
