import { OrderStatus } from '@sufra/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../platform/test/test-app.ts';
import { type AdminCalls, adminCalls, adminTestApp, signInTeam } from '../admin/admin-test-support.ts';
import { HOUSE, NOON, orderSeed, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';

// ADR 1475, 1476: staff take an order for a caller and add an item to an open order, priced by
// the orders' own pipeline; a driver, another business and a closed or online-paid order cannot.

let ctx: TestContext;
let ids: ShopIds;
let other: ShopIds;
let team: Record<'owner' | 'staff' | 'driver' | 'otherOwner' | 'secondOnly', AdminCalls> & {
  memberIds: Record<string, number>;
};

beforeAll(async () => {
  const made = await adminTestApp([orderSeed('shop'), orderSeed('other')], { now: () => NOON });
  ctx = made.ctx;
  ids = await shopIds(ctx.database.db, 'shop');
  other = await shopIds(ctx.database.db, 'other');
  team = await signInTeam(ctx, made.channel, 47, {
    owner: { role: 'owner' },
    staff: { role: 'staff' },
    driver: { role: 'driver' },
    otherOwner: { ref: 'other', role: 'owner' },
    secondOnly: { role: 'staff', branchId: ids.second },
  });
});

afterAll(async () => {
  await ctx?.close();
});

const pickup = (over: Record<string, unknown> = {}) => ({
  branch_id: ids.main,
  selling_types: 'car_pickup',
  order_lines: [
    {
      item_id: ids.burger.id,
      price_label_id: ids.burger.labels[0],
      quantity: 2,
      // A client's figures are ignored: the server prices from its menu.
      modifiers_details: [{ id: ids.cheese, quantity: 1 }],
      unit_price: 1,
    },
  ],
  name: 'Caller Huda',
  phone: '50111222',
  payment_type: 2,
  notes: 'Ring twice',
  car: { brand: 'Kia', color: 'Red', plate: '777' },
  ...over,
});

type Order = {
  id: number;
  public_ref: string;
  phone_order?: boolean;
  status: number;
  amounts: { subtotal: number; total: number };
  lines?: { quantity: number }[];
};
const orderOf = (res: { json: () => unknown }) => (res.json() as { order: Order }).order;

describe('taking a phone order', () => {
  it('is priced by the server, marked as a phone order, on the board and audited', async () => {
    const res = await team.staff.post('/phone-orders', pickup());
    expect(res.statusCode, res.body).toBe(201);
    const order = orderOf(res);
    // 2 × (2000 + 300 cheese) = 4600; VAT 5% on the burgers (not their extras): 200.
    expect(order.amounts.subtotal).toBe(4600);
    expect(order.amounts.total).toBe(4800);
    expect(order.phone_order).toBe(true);
    // A phone order has its public reference too, for the caller to quote (ADR 1471).
    expect(order.public_ref).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    const board = await team.owner.get(`/orders/${order.id}`);
    expect(orderOf(board).phone_order).toBe(true);
    const { rows } = await ctx.database.db.execute<{ source: string; taken_by: number; actor: string }>(
      sql`SELECT o.source, o.taken_by, e.actor FROM orders o JOIN order_events e ON e.order_id = o.id
          WHERE o.id = ${order.id} AND e.kind = 'placed'`,
    );
    expect(rows[0]).toEqual({ source: 'phone', taken_by: team.memberIds.staff, actor: 'staff' });
    const audit = await ctx.database.db.execute<{ action: string; member_id: number }>(
      sql`SELECT action, member_id FROM admin_audit WHERE entity = 'order' AND entity_id = ${order.id}`,
    );
    expect(audit.rows).toEqual([{ action: 'order.phone_create', member_id: team.memberIds.staff }]);
  });

  it('writes its audit row in the order’s transaction: a failed audit leaves no order (ADR 1479)', async () => {
    const db = ctx.database.db;
    await db.execute(sql`CREATE FUNCTION refuse_phone_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit refused'; END $$`);
    await db.execute(sql`CREATE TRIGGER refuse_phone_audit BEFORE INSERT ON admin_audit
      FOR EACH ROW WHEN (NEW.action = 'order.phone_create') EXECUTE FUNCTION refuse_phone_audit()`);
    try {
      const res = await team.staff.post('/phone-orders', pickup({ name: 'Audit Fails' }));
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_phone_audit ON admin_audit`);
      await db.execute(sql`DROP FUNCTION refuse_phone_audit()`);
    }
    const { rows } = await db.execute(sql`SELECT id FROM orders WHERE name = 'Audit Fails'`);
    expect(rows).toEqual([]);
    // With the audit back, the same order goes through with its row.
    const again = await team.staff.post('/phone-orders', pickup({ name: 'Audit Fails' }));
    expect(again.statusCode, again.body).toBe(201);
    const audit = await db.execute(
      sql`SELECT 1 FROM admin_audit WHERE entity = 'order' AND entity_id = ${orderOf(again).id}`,
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('takes a delivery by area and a dine-in by table', async () => {
    const delivery = await team.owner.post(
      '/phone-orders',
      pickup({ selling_types: 'delivery', area_id: ids.areaId, address: HOUSE }),
    );
    expect(delivery.statusCode, delivery.body).toBe(201);
    const [table] = (
      await ctx.database.db.execute<{ id: number }>(
        sql`SELECT id FROM dining_tables WHERE branch_id = ${ids.main} LIMIT 1`,
      )
    ).rows;
    const dineIn = await team.owner.post(
      '/phone-orders',
      pickup({ selling_types: 'dine_in', table_id: table?.id }),
    );
    expect(dineIn.statusCode, dineIn.body).toBe(201);
    expect((dineIn.json() as { order: { table: string } }).order.table).toBe('T1');
    const noTable = await team.owner.post('/phone-orders', pickup({ selling_types: 'dine_in' }));
    expect(noTable.statusCode).toBe(422);
    expect(noTable.json().details.problems[0].code).toBe('TABLE_NOT_FOUND');
  });

  it('refuses an online method, bad choices and another business', async () => {
    const online = await team.owner.post('/phone-orders', pickup({ payment_type: 1 }));
    expect(online.statusCode).toBe(422);
    expect(online.json().details.problems[0].field).toBe('payment_type');
    // Three extras where the group allows two: the storefront's own rule.
    const tooMany = await team.owner.post(
      '/phone-orders',
      pickup({
        order_lines: [
          {
            item_id: ids.burger.id,
            price_label_id: ids.burger.labels[0],
            quantity: 1,
            modifiers_details: [
              { id: ids.cheese, quantity: 2 },
              { id: ids.bacon, quantity: 1 },
            ],
          },
        ],
      }),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBeTruthy();
    // Another business's branch is refused as unknown, and its owner cannot call this back office.
    const elsewhere = await team.owner.post('/phone-orders', pickup({ branch_id: other.main }));
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().details.problems[0].code).toBe('BRANCH_NOT_FOUND');
    expect((await team.otherOwner.post('/phone-orders', pickup())).statusCode).toBe(404);
    // A member of the second branch only cannot take one for the main branch.
    expect((await team.secondOnly.post('/phone-orders', pickup())).statusCode).toBe(422);
  });

  it('is not a driver’s, nor anyone’s signed out', async () => {
    const res = await team.driver.post('/phone-orders', pickup());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBeTruthy();
    expect((await team.driver.get('/phone-orders/setup')).statusCode).toBe(403);
    expect((await adminCalls(ctx.app, 'shop').post('/phone-orders', pickup())).statusCode).toBe(401);
  });

  it('lists the member’s branches with tables and areas', async () => {
    const setup = (await team.staff.get('/phone-orders/setup')).json() as {
      branches: { id: number; tables: unknown[]; areas: unknown[]; payments: Record<string, number[]> }[];
    };
    expect(setup.branches.map((b) => b.id)).toEqual([ids.main, ids.second]);
    // Cash and pay on pickup, as the business takes them.
    expect(setup.branches[0]?.payments.car_pickup).toEqual([2, 3]);
    expect(setup.branches[0]?.tables).toHaveLength(1);
    expect(setup.branches[0]?.areas).toHaveLength(1);
    const bound = (await team.secondOnly.get('/phone-orders/setup')).json() as { branches: { id: number }[] };
    expect(bound.branches.map((b) => b.id)).toEqual([ids.second]);
  });
});

describe('adding an item to an open order', () => {
  const cake = { item_id: 0, price_label_id: 0, quantity: 2, comment: 'Happy birthday' };
  const placed = async () => orderOf(await team.staff.post('/phone-orders', pickup()));

  it('prices the order again by the server’s rules and audits it', async () => {
    const order = await placed();
    const res = await team.staff.post(`/orders/${order.id}/items`, {
      line: { ...cake, item_id: ids.cake.id, price_label_id: ids.cake.labels[0], unit_price: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const grown = orderOf(res);
    // 4600 + 2 × 1000 = 6600; the cake has no tax: VAT stays 200.
    expect(grown.amounts.subtotal).toBe(6600);
    expect(grown.amounts.total).toBe(6800);
    expect(grown.lines?.map((l) => l.quantity)).toEqual([2, 2]);
    const audit = await ctx.database.db.execute<{ action: string }>(
      sql`SELECT action FROM admin_audit WHERE entity = 'order' AND entity_id = ${order.id} ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['order.phone_create', 'order.add_item']);
  });

  it('refuses a line the storefront would refuse, and changes nothing', async () => {
    const order = await placed();
    // The cake needs a comment and at least two slices.
    const res = await team.staff.post(`/orders/${order.id}/items`, {
      line: { item_id: ids.cake.id, price_label_id: ids.cake.labels[0], quantity: 1 },
    });
    expect(res.statusCode).toBe(422);
    expect(orderOf(await team.staff.get(`/orders/${order.id}`)).amounts.total).toBe(order.amounts.total);
  });

  it('refuses closed and online-paid orders with a reason', async () => {
    const db = ctx.database.db;
    const cancelled = await placed();
    await db.execute(sql`UPDATE orders SET status = ${OrderStatus.cancelled} WHERE id = ${cancelled.id}`);
    const line = { ...cake, item_id: ids.cake.id, price_label_id: ids.cake.labels[0] };
    const closed = await team.staff.post(`/orders/${cancelled.id}/items`, { line });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('ORDER_CLOSED');
    expect(closed.json().message).toMatch(/completed or cancelled/);
    const paid = await placed();
    await db.execute(sql`UPDATE orders SET payment_type = 1, payment_state = 'paid' WHERE id = ${paid.id}`);
    const online = await team.staff.post(`/orders/${paid.id}/items`, { line });
    expect(online.statusCode).toBe(409);
    expect(online.json().code).toBe('ORDER_PAID_ONLINE');
  });

  it('is not another business’s, nor a driver’s, nor another branch member’s', async () => {
    const order = await placed();
    const line = { ...cake, item_id: ids.cake.id, price_label_id: ids.cake.labels[0] };
    const otherCalls = adminCalls(ctx.app, 'other', team.otherOwner.token);
    expect((await otherCalls.post(`/orders/${order.id}/items`, { line })).statusCode).toBe(404);
    expect((await team.driver.post(`/orders/${order.id}/items`, { line })).statusCode).toBe(403);
    expect((await team.secondOnly.post(`/orders/${order.id}/items`, { line })).statusCode).toBe(404);
    expect(orderOf(await team.staff.get(`/orders/${order.id}`)).amounts.total).toBe(order.amounts.total);
  });
});
