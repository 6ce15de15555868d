import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import { adminCalls, shopTeam } from '../admin/admin-test-support.ts';
import { deliveryOrder, OUTSIDE, pickupOrder, type ShopIds } from '../orders/order-test-fixture.ts';

// ADR 1160: zones and areas added, renamed and deleted; tables retired — the storefront's zones
// call, the order's area check and a table's QR link follow at once; audited, version-checked,
// refused per role (staff 403), another business's rows 404, every bad field named in one 422.

let ctx: TestContext;
let ids: ShopIds;
let manager: ReturnType<typeof adminCalls>;
let staff: ReturnType<typeof adminCalls>;
let strangerOwner: ReturnType<typeof adminCalls>;

beforeAll(async () => {
  ({ ctx, ids, manager, staff, otherOwner: strangerOwner } = await shopTeam(8));
});
afterAll(() => ctx.close());

const audit = (entity: string) =>
  ctx.database.db.select().from(s.adminAudit).where(eq(s.adminAudit.entity, entity)).orderBy(s.adminAudit.id);

/** A square around a point, as a closed ring of [lng, lat]. */
const squareAround = (p: { lat: number; lng: number }, d = 0.05): [number, number][] => [
  [p.lng - d, p.lat - d],
  [p.lng + d, p.lat - d],
  [p.lng + d, p.lat + d],
  [p.lng - d, p.lat + d],
  [p.lng - d, p.lat - d],
];
const placeOrder = (body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: body });
const storefrontAreaIds = async () => {
  const res = await ctx.app.inject({ url: `/api/webapp/zones/${ids.main}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().zones as { areas: { id: number }[] }[]).flatMap((z) => z.areas.map((a) => a.id));
};
const newZone = (over: Record<string, unknown> = {}) => ({
  branch_id: ids.main,
  name: { en: 'Far side', ar: 'الجانب البعيد' },
  fees: 300,
  min_order: 0,
  delivery_time: 40,
  visible: true,
  ring: squareAround(OUTSIDE),
  ...over,
});

describe('zones and areas', () => {
  it('a new zone drawn on the map delivers at once; deleting it stops that (storefront and order)', async () => {
    const outside = deliveryOrder(ids, { address: { ...deliveryOrder(ids).address, ...OUTSIDE } });
    expect((await placeOrder(outside)).statusCode).toBe(422);

    const added = await manager.post('/zones', newZone());
    expect(added.statusCode, added.body).toBe(201);
    const zone = added.json().zone;
    expect(zone).toMatchObject({ fees: 300, delivery_time: 40, branch_id: ids.main });
    expect(zone.areas).toEqual([
      expect.objectContaining({ name: { en: 'Far side', ar: 'الجانب البعيد' }, ring: squareAround(OUTSIDE) }),
    ]);
    expect(await storefrontAreaIds()).toContain(zone.areas[0].id);
    const placed = await placeOrder(outside);
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await audit('zone')).at(-1)).toMatchObject({ action: 'create', entityId: zone.id, before: null });

    // A stale version is refused; the current one deletes the zone and its areas.
    const stale = await manager.post(`/zones/${zone.id}/delete`, { version: '1' });
    expect(stale.statusCode).toBe(409);
    const gone = await manager.post(`/zones/${zone.id}/delete`, { version: zone.version });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await storefrontAreaIds()).not.toContain(zone.areas[0].id);
    // A cart or saved address still naming its area, or a pin there, is refused: asked again.
    const byArea = await placeOrder({ ...outside, area_id: zone.areas[0].id });
    expect(byArea.statusCode).toBe(422);
    expect((await placeOrder(outside)).statusCode).toBe(422);
    // The order placed in it keeps its zone and area.
    const [kept] = await ctx.database.db
      .select({ zoneId: s.orders.zoneId, areaId: s.orders.areaId })
      .from(s.orders)
      .where(eq(s.orders.publicRef, placed.json().order.public_ref));
    expect(kept).toEqual({ zoneId: zone.id, areaId: zone.areas[0].id });
    expect((await audit('zone')).at(-1)).toMatchObject({
      action: 'delete',
      entityId: zone.id,
      before: { fees: 300 },
      after: null,
    });
  });

  it('names every bad field of a new zone in one 422; nothing is written', async () => {
    const before = (await manager.get('/zones')).json().zones.length;
    const bad = await manager.post(
      '/zones',
      newZone({
        name: { en: ' ', fr: 'Loin' },
        branch_id: 999999,
        ring: [
          [47.4, 29.0],
          [47.6, 29.2],
          [47.6, 29.0],
          [47.4, 29.2],
          [47.4, 29.0],
        ],
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().details.fields).sort()).toEqual([
      'branch_id',
      'name.en',
      'name.fr',
      'ring',
    ]);
    const shape = await manager.post('/zones', newZone({ fees: -1, delivery_time: 0 }));
    expect(Object.keys(shape.json().details.fields).sort()).toEqual(['delivery_time', 'fees']);
    expect((await manager.get('/zones')).json().zones.length).toBe(before);
  });

  it('adds, renames and deletes areas; the last area of a zone stays (delete the zone instead)', async () => {
    const zone = (await manager.post('/zones', newZone())).json().zone;
    const second = await manager.post(`/zones/${zone.id}/areas`, {
      name: { en: 'North', ar: 'الشمال' },
      ring: squareAround({ lat: OUTSIDE.lat + 0.2, lng: OUTSIDE.lng }),
    });
    expect(second.statusCode, second.body).toBe(201);
    const north = second.json().zone.areas.find((a: { name: { en: string } }) => a.name.en === 'North');
    expect(await storefrontAreaIds()).toContain(north.id);
    expect((await audit('area')).at(-1)).toMatchObject({ action: 'create', entityId: north.id });

    const renamed = await manager.post(`/areas/${north.id}`, {
      name: { en: 'North side', ar: 'الجهة الشمالية' },
      version: north.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().zone.areas.map((a: { name: { en: string } }) => a.name.en)).toContain('North side');
    const staleRename = await manager.post(`/areas/${north.id}`, {
      name: { en: 'X' },
      version: north.version,
    });
    expect(staleRename.statusCode).toBe(409);
    expect((await audit('area')).at(-1)).toMatchObject({
      action: 'update',
      before: { name: { en: 'North' } },
      after: { name: { en: 'North side' } },
    });
    const noName = await manager.post(`/areas/${north.id}`, { name: { ar: 'فقط' } });
    expect(noName.json().details.fields).toHaveProperty(['name.en']);

    const deleted = await manager.post(`/areas/${north.id}/delete`, {});
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().zone.areas).toHaveLength(1);
    expect(await storefrontAreaIds()).not.toContain(north.id);
    const last = deleted.json().zone.areas[0];
    const refused = await manager.post(`/areas/${last.id}/delete`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.fields).toHaveProperty('area');
    const badShape = await manager.post(`/zones/${zone.id}/areas`, { name: { en: 'Open' }, ring: [[1, 1]] });
    expect(badShape.json().details.fields).toHaveProperty('ring');
    await manager.post(`/zones/${zone.id}/delete`, {});
  });

  it('staff are refused (403); another business’s zone or area is 404; no session 401', async () => {
    expect((await staff.post('/zones', newZone())).statusCode).toBe(403);
    const [zone] = (await manager.get('/zones')).json().zones;
    expect((await staff.post(`/zones/${zone.id}/delete`, {})).statusCode).toBe(403);
    expect((await staff.post(`/areas/${zone.areas[0].id}`, { name: { en: 'Mine' } })).statusCode).toBe(403);
    expect((await strangerOwner.post('/zones', newZone())).statusCode).toBe(404);
    const [theirs] = await ctx.database.db
      .select({ zoneId: s.areas.zoneId, areaId: s.areas.id })
      .from(s.areas)
      .innerJoin(s.businesses, eq(s.businesses.id, s.areas.businessId))
      .where(eq(s.businesses.referenceId, 'other'));
    expect((await manager.post(`/zones/${theirs?.zoneId}/delete`, {})).statusCode).toBe(404);
    expect(
      (
        await manager.post(`/zones/${theirs?.zoneId}/areas`, {
          name: { en: 'X' },
          ring: squareAround(OUTSIDE),
        })
      ).statusCode,
    ).toBe(404);
    expect((await manager.post(`/areas/${theirs?.areaId}`, { name: { en: 'Mine' } })).statusCode).toBe(404);
    expect((await manager.post(`/areas/${theirs?.areaId}/delete`, {})).statusCode).toBe(404);
    expect((await adminCalls(ctx.app, 'shop').post('/zones', newZone())).statusCode).toBe(401);
    // The other business's zone is still there.
    expect(
      await ctx.database.db
        .select()
        .from(s.zones)
        .where(eq(s.zones.id, theirs?.zoneId ?? 0)),
    ).toHaveLength(1);
  });
});

describe('retiring a table', () => {
  const link = (token: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/webapp/tables/${ids.main}/link`, payload: { table: token } });

  it('leaves the lists; its QR says "no longer in use" (404, not a 500); orders keep its name', async () => {
    const table = (
      await manager.post('/tables', { branch_id: ids.main, name: 'Patio 9', floor: null, seats: 4 })
    ).json().table;
    const order = await placeOrder(
      pickupOrder(ids, { selling_types: 'dine_in', car: null, table: table.token }),
    );
    expect(order.statusCode, order.body).toBe(201);

    expect((await manager.post(`/tables/${table.id}/delete`, { version: '1' })).statusCode).toBe(409);
    const retired = await manager.post(`/tables/${table.id}/delete`, { version: table.version });
    expect(retired.statusCode, retired.body).toBe(200);
    const names = (await manager.get('/tables')).json().tables.map((t: { name: string }) => t.name);
    expect(names).not.toContain('Patio 9');
    const diners = await ctx.app.inject({ url: `/api/webapp/tables/${ids.main}` });
    expect(diners.json().tables.map((t: { name: string }) => t.name)).not.toContain('Patio 9');

    const res = await link(table.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'TABLE_NOT_FOUND', message: 'This table is no longer in use' });
    const refused = await placeOrder(
      pickupOrder(ids, { selling_types: 'dine_in', car: null, table: table.token }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('TABLE_NOT_FOUND');
    const [kept] = await ctx.database.db
      .select({ tableName: s.orders.tableName })
      .from(s.orders)
      .where(eq(s.orders.publicRef, order.json().order.public_ref));
    expect(kept?.tableName).toBe('Patio 9');
    expect((await audit('table')).at(-1)).toMatchObject({
      action: 'delete',
      entityId: table.id,
      before: { name: 'Patio 9' },
      after: null,
    });
    expect(JSON.stringify(await audit('table'))).not.toContain(table.token);
    // Its name is free again; a second retirement is 404; it cannot be renamed or rotated.
    expect((await manager.post('/tables', { branch_id: ids.main, name: 'Patio 9' })).statusCode).toBe(201);
    expect((await manager.post(`/tables/${table.id}/delete`, {})).statusCode).toBe(404);
    expect((await manager.post(`/tables/${table.id}/token`, {})).statusCode).toBe(404);
    expect((await manager.post(`/tables/${table.id}`, { name: 'Back', seats: 2 })).statusCode).toBe(404);
  });

  it('staff cannot retire (403); another business’s table is 404', async () => {
    const [table] = (await manager.get('/tables')).json().tables;
    expect((await staff.post(`/tables/${table.id}/delete`, {})).statusCode).toBe(403);
    expect((await strangerOwner.post(`/tables/${table.id}/delete`, {})).statusCode).toBe(404);
    const [theirs] = await ctx.database.db
      .select({ id: s.diningTables.id })
      .from(s.diningTables)
      .innerJoin(s.businesses, eq(s.businesses.id, s.diningTables.businessId))
      .where(eq(s.businesses.referenceId, 'other'));
    expect((await manager.post(`/tables/${theirs?.id}/delete`, {})).statusCode).toBe(404);
    expect((await link(table.token)).statusCode).toBe(200);
  });
});
