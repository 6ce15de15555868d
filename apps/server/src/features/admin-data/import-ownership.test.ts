import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeed } from '../../platform/db/seed/demo-data.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { orderSeed } from '../orders/order-test-fixture.ts';
import { type BusinessDocument, exportBusiness, importBusiness } from './business-document.ts';

// Issue 33 point 2 (ADR 1320): an import checked that an id was free, then overwrote whatever row
// held that id when it wrote, with no business check: dishes `demo` created during `rival`'s
// import became `rival`'s. The attack: `rival` imports documents holding the next free item ids
// while `demo` keeps creating dishes; not one of `demo`'s rows may change owner.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp([demoSeed, orderSeed('rival')]);
});
afterAll(() => ctx.close());

const businessId = async (ref: string) =>
  (await ctx.database.pool.query<{ id: number }>('SELECT id FROM businesses WHERE reference_id = $1', [ref]))
    .rows[0]?.id as number;

describe('an import cannot take another business’s rows', () => {
  it('50 imports by rival while demo creates dishes: 0 of demo’s rows change owner', async () => {
    const pool = ctx.database.pool;
    const [demo, rival] = [await businessId('demo'), await businessId('rival')];
    const { rows: template } = await pool.query<{ id: number }>(
      'SELECT id FROM items WHERE business_id = $1 ORDER BY id LIMIT 1',
      [demo],
    );
    const { rows: cols } = await pool.query<{ c: string }>(
      `SELECT quote_ident(column_name) AS c FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'items' AND column_name <> 'id' AND is_generated = 'NEVER'`,
    );
    const list = cols.map((r) => r.c).join(', ');
    const created: number[] = [];
    const createFailures: string[] = [];
    let importing = true;
    // demo's back office creating dishes, one statement (and transaction) each, all the while.
    const creating = (async () => {
      while (importing) {
        try {
          const { rows } = await pool.query<{ id: number }>(
            `INSERT INTO items (${list}) SELECT ${list} FROM items WHERE id = $1 RETURNING id`,
            [template[0]?.id],
          );
          created.push(rows[0]?.id as number);
        } catch (error) {
          // An id the import wrote ahead of the sequence: demo's own create fails.
          createFailures.push(String((error as { code?: string }).code));
        }
      }
    })();
    const base = (await exportBusiness(pool, 'rival', new Date())) as BusinessDocument;
    const item = base.tables.items?.[0];
    if (!item) throw new Error('rival has no items');
    const outcomes = { done: 0, raced: 0 };
    const refusals: string[] = [];
    const importOne = async (i: number) => {
      // Each document holds the item ids the sequence is about to issue: free when checked.
      const { rows } = await pool.query<{ last: string }>('SELECT last_value AS last FROM items_id_seq');
      const next = Number(rows[0]?.last) + 5 + (i % 5) * 10;
      const doc = structuredClone(base);
      doc.tables.items = [
        ...(base.tables.items ?? []),
        ...Array.from({ length: 60 }, (_, k) => ({ ...item, id: next + k, suggested_item_ids: [] })),
      ];
      try {
        await importBusiness(pool, doc, { kind: 'replace', referenceId: 'rival' });
        outcomes.done += 1;
      } catch (error) {
        // A lost race is refused whole (409) or the two imports met on rival's own rows.
        refusals.push(String((error as { code?: string }).code));
        outcomes.raced += 1;
      }
    };
    // 50 imports, five at a time (the pool is the test database's few connections).
    for (let round = 0; round < 10; round++)
      await Promise.all(Array.from({ length: 5 }, (_, k) => importOne(round * 5 + k)));
    importing = false;
    await creating;
    expect(created.length).toBeGreaterThan(20);
    expect(outcomes.done).toBeGreaterThan(0);
    // A row taken over is rival's, or gone (rival's next import deleted it as its own).
    const { rows: kept } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM items WHERE id = ANY($1::int[]) AND business_id = $2',
      [created, demo],
    );
    const moved = created.length - (kept[0]?.n ?? 0);
    expect(moved).toBe(0);
    expect(createFailures).toEqual([]);
    // A lost race is refused whole, as a 409 to import again (never a database error, a 500).
    expect(refusals.filter((code) => code !== 'import_raced')).toEqual([]);
    // And rival's own dishes are all there: the import did what it could, or nothing.
    const { rows: own } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM items WHERE business_id = $1',
      [rival],
    );
    expect(own[0]?.n).toBeGreaterThanOrEqual(base.tables.items?.length ?? 0);
  });
});
