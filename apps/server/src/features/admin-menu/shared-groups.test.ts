import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../platform/test/test-app.ts';
import { type adminCalls, shopTeam } from '../admin/admin-test-support.ts';
import type { ShopIds } from '../orders/order-test-fixture.ts';

// ADR 1422: one group of choices on many items, as linked copies that are edited together.
let ctx: TestContext;
let ids: ShopIds;
let other: ShopIds;
let manager: ReturnType<typeof adminCalls>;
let staff: ReturnType<typeof adminCalls>;
let otherAtHome: ReturnType<typeof adminCalls>;

beforeAll(async () => {
  ({ ctx, ids, other, manager, staff, otherAtHome } = await shopTeam(76));
});
afterAll(() => ctx.close());

type Group = {
  id: number;
  name: { en: string };
  version: string;
  shared_with: number[];
  modifiers: { id: number; name: { en: string }; price: number; sold_out: unknown[] }[];
};
type Item = { id: number; version: string; groups: Group[] };
const itemOf = async (id: number) => {
  const res = await manager.get('/menu');
  expect(res.statusCode, res.body).toBe(200);
  const item = (res.json().items as Item[]).find((i) => i.id === id);
  if (!item) throw new Error(`no item ${id}`);
  return item;
};
const extrasOf = async (id: number) => {
  const group = (await itemOf(id)).groups.find((g) => g.name.en.startsWith('Extras'));
  if (!group) throw new Error(`no Extras on ${id}`);
  return group;
};

describe('a group shared by many items (ADR 1422)', () => {
  it('a manager puts the burger’s extras on the cake and the latte: each gets a linked copy', async () => {
    const extras = await extrasOf(ids.burger.id);
    const res = await manager.post(`/items/${ids.burger.id}/groups/${extras.id}/share`, {
      item_ids: [ids.cake.id, ids.latte.id],
      version: extras.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await extrasOf(ids.burger.id)).shared_with.sort()).toEqual([ids.cake.id, ids.latte.id].sort());
    const copy = await extrasOf(ids.cake.id);
    expect(copy.id).not.toBe(extras.id);
    expect(copy.modifiers.map((m) => [m.name.en, m.price])).toEqual([
      ['Cheese', 300],
      ['Bacon', 500],
    ]);
    expect(copy.shared_with).toContain(ids.burger.id);
    // Again: an item that has a copy is left as it is (no second copy).
    const again = await manager.post(`/items/${ids.burger.id}/groups/${extras.id}/share`, {
      item_ids: [ids.cake.id],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await itemOf(ids.cake.id)).groups.filter((g) => g.name.en === 'Extras')).toHaveLength(1);
  });

  it('editing one copy edits them all, each copy’s choice keeping its own sold-out state; the storefront sells the new words', async () => {
    const cakeCopy = await extrasOf(ids.cake.id);
    const [cakeCheese] = cakeCopy.modifiers;
    const soldOut = await manager.post(`/modifiers/${cakeCheese?.id}/sold-out`, {
      branch_id: ids.main,
      sold_out: true,
    });
    expect(soldOut.statusCode, soldOut.body).toBe(200);
    const burgerExtras = await extrasOf(ids.burger.id);
    const [cheese, bacon] = burgerExtras.modifiers;
    const edit = await manager.post(`/items/${ids.burger.id}/groups/${burgerExtras.id}`, {
      version: burgerExtras.version,
      name: { en: 'Extras and sauces', ar: 'إضافات' },
      min: 0,
      max: 2,
      modifiers: [
        { id: cheese?.id, name: { en: 'Cheddar', ar: 'جبن' }, price: 350 },
        { name: { en: 'Garlic sauce', ar: 'ثوم' }, price: 100 },
      ],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(bacon).toBeDefined();
    for (const id of [ids.cake.id, ids.latte.id]) {
      const copy = await extrasOf(id);
      expect(copy.name.en).toBe('Extras and sauces');
      expect(copy.modifiers.map((m) => [m.name.en, m.price])).toEqual([
        ['Cheddar', 350],
        ['Garlic sauce', 100],
      ]);
    }
    const cakeAfter = await extrasOf(ids.cake.id);
    expect(cakeAfter.modifiers[0]?.id).toBe(cakeCheese?.id);
    expect(cakeAfter.modifiers[0]?.sold_out).toEqual([expect.objectContaining({ branch_id: ids.main })]);
    const menu = await ctx.app.inject({ url: `/api/webapp/v5/menu/${ids.main}` });
    expect(menu.body.match(/Garlic sauce/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses another business’s item and the item itself per field; staff 403; another business 404', async () => {
    const extras = await extrasOf(ids.burger.id);
    const res = await manager.post(`/items/${ids.burger.id}/groups/${extras.id}/share`, {
      item_ids: [other.burger.id, ids.burger.id],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().details.fields).sort()).toEqual(['item_ids.0', 'item_ids.1']);
    expect(
      (await otherAtHome.get('/menu')).json().items.find((i: Item) => i.id === other.burger.id).groups,
    ).toHaveLength(1);
    const body = { item_ids: [ids.box.id] };
    expect((await staff.post(`/items/${ids.burger.id}/groups/${extras.id}/share`, body)).statusCode).toBe(
      403,
    );
    expect(
      (await otherAtHome.post(`/items/${ids.burger.id}/groups/${extras.id}/share`, body)).statusCode,
    ).toBe(404);
    const stale = await manager.post(`/items/${ids.burger.id}/groups/${extras.id}/share`, {
      ...body,
      version: '1',
    });
    expect(stale.statusCode).toBe(409);
    expect((await itemOf(ids.box.id)).groups.some((g) => g.name.en.startsWith('Extras'))).toBe(false);
  });

  it('the same new group posted twice from one page (a second tap) is saved once: the second is 409', async () => {
    const before = await itemOf(ids.box.id);
    const body = {
      version: before.version,
      name: { en: 'Dips' },
      min: 0,
      max: 1,
      modifiers: [{ name: { en: 'Garlic' }, price: 0 }],
    };
    expect((await manager.post(`/items/${ids.box.id}/groups`, body)).statusCode).toBe(201);
    expect((await manager.post(`/items/${ids.box.id}/groups`, body)).statusCode).toBe(409);
    expect((await itemOf(ids.box.id)).groups.filter((g) => g.name.en === 'Dips')).toHaveLength(1);
  });
});
