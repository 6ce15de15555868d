import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import { type adminCalls, shopTeam } from '../admin/admin-test-support.ts';
import type { ShopIds } from '../orders/order-test-fixture.ts';

// ADR 1421: tags, ingredients and the allergens they declare, created from the back office.
let ctx: TestContext;
let ids: ShopIds;
let manager: ReturnType<typeof adminCalls>;
let staff: ReturnType<typeof adminCalls>;
let otherAtHome: ReturnType<typeof adminCalls>;

beforeAll(async () => {
  ({ ctx, ids, manager, staff, otherAtHome } = await shopTeam(75));
});
afterAll(() => ctx.close());

const tagsNamed = (en: string) =>
  ctx.database.db
    .select()
    .from(s.tags)
    .then((rows) => rows.filter((t) => t.name.en === en));
const itemTags = async (id: number) =>
  (await ctx.database.db.select({ tagIds: s.items.tagIds }).from(s.items).where(eq(s.items.id, id)))[0]
    ?.tagIds ?? [];

describe('creating tags and ingredients (ADR 1421)', () => {
  it('a manager adds an ingredient with its allergens onto an item: the storefront warns of them', async () => {
    const res = await manager.post('/tags', {
      kind: 'ingredient',
      name: { en: 'Sesame seeds', ar: 'سمسم' },
      codes: ['sesame'],
      item_id: ids.burger.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().tag.id;
    const [row] = await tagsNamed('Sesame seeds');
    expect(row).toMatchObject({ id, kind: 'ingredient', codes: ['sesame'], businessId: ids.businessId });
    expect(await itemTags(ids.burger.id)).toContain(id);
    const menu = await ctx.app.inject({ url: `/api/webapp/v5/menu/${ids.main}` });
    expect(menu.body).toContain('Sesame seeds');
    const [entry] = await ctx.database.db.select().from(s.adminAudit).where(eq(s.adminAudit.entityId, id));
    expect(entry).toMatchObject({ entity: 'tag', action: 'create', after: { codes: ['sesame'] } });
  });

  it('a tag claims a diet; with no item it is only added to the list', async () => {
    const res = await manager.post('/tags', { kind: 'tag', name: { en: 'Plant based' }, codes: ['vegan'] });
    expect(res.statusCode, res.body).toBe(201);
    const offers = (await manager.get('/offers')).json();
    expect(offers.tags.map((t: { name: { en: string } }) => t.name.en)).toContain('Plant based');
  });

  it('refuses per field: no name, a code its kind cannot declare, a name it has already, an unknown kind', async () => {
    const noName = await manager.post('/tags', { kind: 'tag', name: { ar: 'نباتي' }, codes: null });
    expect(noName.json().details.fields).toMatchObject({ 'name.en': 'Required' });
    const badCode = await manager.post('/tags', {
      kind: 'ingredient',
      name: { en: 'Tofu' },
      codes: ['vegan'],
    });
    expect(badCode.statusCode).toBe(422);
    expect(badCode.json().details.fields.codes).toMatch(/ingredient/);
    const twice = await manager.post('/tags', { kind: 'ingredient', name: { en: 'sesame SEEDS' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'tag_exists', details: { fields: { 'name.en': /already/ } } });
    const kind = await manager.post('/tags', { kind: 'allergen', name: { en: 'Lupin' } });
    expect(kind.statusCode).toBe(422);
    expect(kind.json().message).toEqual(expect.any(String));
    expect(await tagsNamed('Tofu')).toEqual([]);
  });

  it('staff cannot (403); another business cannot put one on this business’s item (404, nothing written)', async () => {
    expect((await staff.post('/tags', { kind: 'tag', name: { en: 'Hot' } })).statusCode).toBe(403);
    const before = await itemTags(ids.burger.id);
    const res = await otherAtHome.post('/tags', {
      kind: 'tag',
      name: { en: 'Stolen' },
      item_id: ids.burger.id,
    });
    expect(res.statusCode).toBe(404);
    // The transaction rolled back: no tag left behind either.
    expect(await tagsNamed('Stolen')).toEqual([]);
    expect(await itemTags(ids.burger.id)).toEqual(before);
  });
});
