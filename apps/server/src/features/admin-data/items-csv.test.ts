import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../platform/test/eventually.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import { ownerSessionToken } from '../admin/admin-test-support.ts';
import { twoShops } from '../orders/order-test-fixture.ts';

let ctx: TestContext;
let token: string;
let otherToken: string;

beforeAll(async () => {
  ({ ctx } = await twoShops(null));
  // The owners' back-office sessions (ADR 1370: a device token opens the board only).
  token = await ownerSessionToken(ctx.database.db, 'shop');
  otherToken = await ownerSessionToken(ctx.database.db, 'other');
});
afterAll(() => ctx.close());

const asStaff = (t = token) => ({ authorization: `Bearer ${t}` });
const exportCsv = async (t = token) =>
  ctx.app.inject({ url: '/api/staff/admin/shop/items.csv', headers: asStaff(t) });
const post = (path: string, payload: object, t = token) =>
  ctx.app.inject({ method: 'POST', url: `/api/staff/admin/shop/${path}`, headers: asStaff(t), payload });

async function table(): Promise<string[][]> {
  const res = await exportCsv();
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  return parse(res.body, { bom: true });
}

async function menuPrices(): Promise<string> {
  const restaurant = (
    await ctx.app.inject({ url: '/api/webapp/v5/restaurant/shop', headers: { 'x-webapp': 'true' } })
  ).json();
  const branchId = restaurant.restaurant.branches[0].id;
  return (await ctx.app.inject({ url: `/api/webapp/v5/menu/${branchId}`, headers: { 'x-webapp': 'true' } }))
    .body;
}

describe('items CSV', () => {
  it('refuses without staff (401) and for another business (404)', async () => {
    expect((await ctx.app.inject({ url: '/api/staff/admin/shop/items.csv' })).statusCode).toBe(401);
    expect((await exportCsv(otherToken)).statusCode).toBe(404);
    expect((await post('items-csv/preview', { csv: 'x' }, otherToken)).statusCode).toBe(404);
    expect((await post('items-csv/apply', { csv: 'x', version: 1 }, otherToken)).statusCode).toBe(404);
  });

  it('exports one row per price label with the locales’ names and major-unit prices', async () => {
    const [header, ...rows] = await table();
    expect(header).toEqual([
      'item_id',
      'price_label_id',
      'category',
      'name_en',
      'name_ar',
      'label_en',
      'label_ar',
      'price',
      'visible',
    ]);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row[7]).toMatch(/^\d+\.\d{3}$/);
  });

  it('a name a spreadsheet would run as a formula is exported as text and reads back unchanged (ADR 1320)', async () => {
    const [, first] = await table();
    const itemId = Number(first?.[0]);
    const formula = '=HYPERLINK("http://evil.example","Click")';
    const { rows: kept } = await ctx.database.pool.query<{ name: unknown }>(
      'SELECT name FROM items WHERE id = $1',
      [itemId],
    );
    const name = kept[0]?.name;
    await ctx.database.pool.query(
      `UPDATE items SET name = jsonb_set(name, '{en}', to_jsonb($1::text)) WHERE id = $2`,
      [formula, itemId],
    );
    const [header = [], ...rows] = await table();
    const mine = rows.filter((r) => Number(r[0]) === itemId);
    expect(mine.length).toBeGreaterThan(0);
    for (const row of mine) expect(row[3]).toBe(`'${formula}`);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+@]/);
    const preview = await post('items-csv/preview', { csv: stringify([header, ...rows]) });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().changes).toEqual([]);
    await ctx.database.pool.query('UPDATE items SET name = $1::jsonb WHERE id = $2', [
      JSON.stringify(name),
      itemId,
    ]);
  });

  it('a file with one bad row: 422 with every error by row and column, nothing applied', async () => {
    const [header = [], ...rows] = await table();
    const edited = rows.map((r) => [...r]);
    (edited[0] as string[])[7] = '9.500';
    (edited[1] as string[])[7] = 'cheap';
    (edited[1] as string[])[8] = 'maybe';
    edited.push(['999999', '1', '', 'Ghost', '', '', '', '1.000', 'yes']);
    const before = await menuPrices();
    const res = await post('items-csv/preview', { csv: stringify([header, ...edited]) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 1, code: 'csv_invalid' });
    expect(res.json().details.errors).toEqual([
      { row: 3, column: 'price', code: 'not_a_price', value: 'cheap' },
      { row: 3, column: 'visible', code: 'not_yes_no', value: 'maybe' },
      { row: edited.length + 1, column: 'item_id', code: 'unknown_item', value: '999999' },
    ]);
    const apply = await post('items-csv/apply', { csv: stringify([header, ...edited]), version: 1 });
    expect(apply.statusCode).toBe(422);
    expect(await menuPrices()).toBe(before);
  });

  it('header problems and another business’s rows are refused', async () => {
    const [header = [], ...rows] = await table();
    const res = await post('items-csv/preview', { csv: stringify([[...header, 'colour'], ...rows]) });
    expect(res.json().details.errors).toEqual([{ row: 1, column: 'colour', code: 'unknown_column' }]);
    const noId = await post('items-csv/preview', { csv: 'name_en,price\nTea,1.000\n' });
    expect(noId.json().details.errors.map((e: { code: string }) => e.code)).toEqual([
      'missing_column',
      'missing_column',
    ]);
    // The other business's price label ids are not this business's.
    const other = parse(
      (await ctx.app.inject({ url: '/api/staff/admin/other/items.csv', headers: asStaff(otherToken) })).body,
      { bom: true },
    ) as string[][];
    const res2 = await post('items-csv/preview', { csv: stringify([header, ...other.slice(1, 2)]) });
    expect(res2.statusCode).toBe(422);
    expect(res2.json().details.errors[0].code).toBe('unknown_item');
    const unreadable = await post('items-csv/preview', { csv: 'item_id,price_label_id\n"1,2\n' });
    expect(unreadable.json().details.errors[0].code).toBe('unreadable');
  });

  it('a good file: a preview of before → after, then applied once, the menu version moving', async () => {
    const [header = [], ...rows] = await table();
    const edited = rows.map((r) => [...r]);
    const first = edited[0] as string[];
    const oldPrice = first[7];
    first[7] = '7.250';
    const renamed = `${first[3]} (new)`;
    // The name is the item's: every row of that item carries the new one.
    for (const row of edited) if (row[0] === first[0]) row[3] = renamed;
    const csv = stringify([header, ...edited]);
    const preview = await post('items-csv/preview', { csv });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.changes).toEqual([
      expect.objectContaining({ column: 'price', before: oldPrice, after: '7.250' }),
      expect.objectContaining({ column: 'name_en', after: renamed }),
    ]);
    expect(await menuPrices()).not.toContain('7250');
    // A stale preview (the menu moved since) is refused.
    const stale = await post('items-csv/apply', { csv, version: body.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('changed_elsewhere');
    const applied = await post('items-csv/apply', { csv, version: body.version });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().applied).toBe(2);
    expect(applied.json().version).toBeGreaterThan(body.version);
    // The version bump's NOTIFY reaches the menu cache a moment after the commit.
    const menu = await eventually(menuPrices, (m) => m.includes('7250'));
    expect(menu).toContain('7250');
    expect(menu).toContain('(new)');
    // The same file again changes nothing.
    expect((await post('items-csv/preview', { csv })).json().changes).toEqual([]);
  });
});
