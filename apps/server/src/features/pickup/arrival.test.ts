import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryOrder, type OpenShop, openShop, pickupOrder } from '../orders/order-test-fixture.ts';

// "I'm here" (ADR 900): POST webapp/order/{id}/arrived with the order's token.
let shop: OpenShop;
let ctx: OpenShop['ctx'];
let ids: OpenShop['ids'];
let staff: string;

beforeAll(async () => {
  shop = await openShop();
  ({ ctx, ids, staff } = shop);
});
afterAll(() => ctx.close());

const place = (body: unknown) => shop.place(body);
const staffOrder = (orderId: number) => shop.staffOrder(orderId);
const arrive = (orderId: number, token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/webapp/order/${orderId}/arrived`,
    headers: { 'x-order-token': token },
    payload: {},
  });
describe('a pickup order\'s "I\'m here"', () => {
  it('is recorded once, shows on the staff order with its time, and in the order events', async () => {
    const placed = await place(pickupOrder(ids));
    expect((await staffOrder(placed.order.id)).arrived_at).toBeNull();
    const first = await arrive(placed.order.id, placed.token);
    expect(first.statusCode).toBe(200);
    const at = first.json().arrived_at as string;
    expect(new Date(at).getTime()).not.toBeNaN();
    // A second tap answers the first arrival, nothing new is recorded.
    expect((await arrive(placed.order.id, placed.token)).json().arrived_at).toBe(at);
    expect((await staffOrder(placed.order.id)).arrived_at).toBe(at);
    const read = await ctx.app.inject({
      url: `/api/webapp/order/${placed.order.id}/${placed.token}?full=true`,
    });
    const events = read.json().order.events as Array<{ kind: string }>;
    expect(events.filter((e) => e.kind === 'arrived')).toHaveLength(1);
  });

  it('needs the order token: a wrong one is 404, a missing one refused, and nothing is recorded', async () => {
    const placed = await place(pickupOrder(ids));
    expect((await arrive(placed.order.id, 'x'.repeat(22))).statusCode).toBe(404);
    const bare = await ctx.app.inject({
      method: 'POST',
      url: `/api/webapp/order/${placed.order.id}/arrived`,
    });
    // No token at all: refused before the order is looked at (a 4xx JSON, never a 5xx).
    expect([400, 404]).toContain(bare.statusCode);
    expect(bare.json()).toMatchObject({ error: 1 });
    expect((await staffOrder(placed.order.id)).arrived_at).toBeNull();
  });

  it('is refused (409) for a delivery order and for a closed one', async () => {
    const delivery = await place(deliveryOrder(ids));
    const refused = await arrive(delivery.order.id, delivery.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 1, code: 'NOT_A_PICKUP' });
    const pickup = await place(pickupOrder(ids));
    await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${pickup.order.id}/status`,
      payload: { status: 2 },
      headers: { authorization: `Bearer ${staff}` },
    });
    const closed = await arrive(pickup.order.id, pickup.token);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'ORDER_NOT_OPEN' });
  });
});
