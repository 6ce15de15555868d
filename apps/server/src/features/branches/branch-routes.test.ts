import {
  branchesResponseSchema,
  restaurantResponseSchema,
  shiftsResponseSchema,
  tablesResponseSchema,
  zonesResponseSchema,
} from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../../platform/db/schema/index.ts';
import type { DemoSeed, SeedZone, WeekSchedule } from '../../platform/db/seed/seed-types.ts';
import { makeSeed } from '../../platform/test/fixtures.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';

// Monday 2 March 2026, 08:00 in Kuwait (UTC+3): the server clock of this file.
const MONDAY_8AM = new Date('2026-03-02T05:00:00Z');

const office = { closed: false, shifts: [{ time_from: '09:00', time_to: '17:00' }] };
/** Mon–Thu 09–17, Friday closed, Saturday 20:00–02:00 (past midnight), Sunday closed. */
const week: WeekSchedule = {
  '0': office,
  '1': office,
  '2': office,
  '3': office,
  '4': { closed: true, shifts: [] },
  '5': { closed: false, shifts: [{ time_from: '20:00', time_to: '02:00' }] },
  '6': { closed: true, shifts: [] },
};
const deliverySchedule = {
  on: true,
  only_schedule: false,
  min_advance: { interval: 30, scale: 'min' },
  max_advance: { interval: 2, scale: 'day' },
  apply_on_starting_or_ending: 'starting',
};

const square = (x: number, y: number): [number, number][] => [
  [x, y],
  [x + 0.01, y],
  [x + 0.01, y + 0.01],
  [x, y + 0.01],
  [x, y],
];
const zone = (tag: string, branch: string, x: number): SeedZone => ({
  branch,
  name: { en: `${tag} ${branch} zone`, ar: `منطقة ${tag}` },
  fees: 500,
  minOrder: 3000,
  deliveryTime: 30,
  color: '#123456',
  areas: [
    { name: { en: `${tag} area`, ar: `حي ${tag}` }, parentName: { en: 'Gov' }, polygon: square(x, 29) },
  ],
});

function seed(ref: string, tag: string): DemoSeed {
  const base = makeSeed(ref, tag);
  const [main, second] = base.branches;
  return {
    ...base,
    branches: [
      {
        ...(main as DemoSeed['branches'][number]),
        availability: week,
        settings: { scheduled_orders: { delivery: deliverySchedule } },
      },
      second as DemoSeed['branches'][number],
    ],
    zones: [zone(tag, 'main', 48), zone(tag, 'second', 47.9)],
    shippingCountries: [
      {
        branch: 'main',
        country: { en: 'Saudi Arabia', ar: 'السعودية' },
        countryIso: 'SA',
        feesPerKg: 2000,
        fixedFees: 1500,
        minOrder: 10000,
      },
    ],
    tables: [
      {
        branch: 'main',
        name: `${tag}-T1`,
        floor: 'Ground',
        floorNames: { ar: 'الطابق الأرضي', ja: '一階' },
        seats: 2,
      },
      { branch: 'second', name: `${tag}-S1`, seats: 4 },
    ],
  };
}

let ctx: TestContext;
let alpha: { main: number; second: number };
let beta: { main: number };

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  ctx = await createTestApp([seed('alpha', 'Alpha'), seed('beta', 'Beta')], { now: () => MONDAY_8AM });
  const branchIds = async (ref: string) => {
    const r = restaurantResponseSchema.parse((await get(`/api/webapp/v5/restaurant/${ref}`)).json());
    const id = (key: string) => r.restaurant.branches.find((b) => b.reference_id === key)?.id ?? 0;
    return { main: id('main'), second: id('second') };
  };
  alpha = await branchIds('alpha');
  beta = await branchIds('beta');
});
afterAll(() => ctx.close());

describe('GET webapp/v5/shifts/{referenceId}', () => {
  const shifts = async (at?: string, query = '') => {
    const res = await get(`/api/webapp/v5/shifts/alpha${query}`, at ? { 'x-current-time': at } : {});
    expect(res.statusCode).toBe(200);
    return shiftsResponseSchema.parse(res.json());
  };

  it('is closed before the first shift, with the next opening and today’s shifts (server clock)', async () => {
    const body = await shifts();
    expect(body).toMatchObject({
      branch_id: alpha.main,
      time_zone: 'Asia/Kuwait',
      now: MONDAY_8AM.toISOString(),
      status: 'closed',
      opens_at: '2026-03-02T06:00:00.000Z',
      shifts: [{ time_from: '09:00', time_to: '17:00' }],
    });
  });

  it('answers for the x-current-time header instant', async () => {
    const open = await shifts('2026-03-02T10:00:00+03:00');
    expect(open.status).toBe('open');
    expect(open.opens_at).toBeNull();
    // Thursday 18:00: Friday is closed, so the next opening is Saturday 20:00.
    const thursday = await shifts('2026-03-05T18:00:00+03:00');
    expect(thursday).toMatchObject({ status: 'closed', opens_at: '2026-03-07T17:00:00.000Z' });
  });

  it('counts a shift running past midnight as open the next morning', async () => {
    const sunday = await shifts('2026-03-08T01:00:00+03:00');
    expect(sunday.status).toBe('open');
    expect(sunday.days[0]).toMatchObject({ day: 6, date: '2026-03-08', closed: true });
  });

  it('lists today and the six days after it, Monday = 0, in the business time zone', async () => {
    // 22:30 UTC on Sunday is already Monday in Kuwait.
    const body = await shifts('2026-03-01T22:30:00Z');
    expect(body.days.map((d) => [d.day, d.date, d.closed])).toEqual([
      [0, '2026-03-02', false],
      [1, '2026-03-03', false],
      [2, '2026-03-04', false],
      [3, '2026-03-05', false],
      [4, '2026-03-06', true],
      [5, '2026-03-07', false],
      [6, '2026-03-08', true],
    ]);
  });

  it('gives schedule slots (@sufra/domain) for the types the branch schedules, none for the others', async () => {
    const body = await shifts();
    // Now 08:00 + 30 min advance + 15 min buffer: the 09:00 slot is the first.
    expect(body.slots.delivery[0]?.date).toBe('2026-03-02');
    expect(body.slots.delivery[0]?.slots[0]).toMatchObject({ from: '09:00', to: '09:30' });
    expect(body.slots.pickup).toEqual([]);
  });

  it('answers for the branch named by ?branch=', async () => {
    const second = await shifts(undefined, '?branch=second');
    expect(second.branch_id).toBe(alpha.second);
    expect(second.status).toBe('open'); // all day
  });

  it('answers 404 for an unknown business or branch, 400 for bad ids and a bad clock header', async () => {
    expect((await get('/api/webapp/v5/shifts/nobody')).statusCode).toBe(404);
    expect((await get('/api/webapp/v5/shifts/alpha?branch=nowhere')).json()).toMatchObject({
      error: 1,
      message: 'Branch not found',
    });
    expect((await get('/api/webapp/v5/shifts/bad%20ref')).statusCode).toBe(400);
    const badClock = await get('/api/webapp/v5/shifts/alpha', { 'x-current-time': '2026-13-45' });
    expect(badClock.statusCode).toBe(400);
    expect(badClock.json().message).toMatch(/x-current-time/);
  });
});

describe('GET webapp/branches/{businessRef}', () => {
  it('lists the business’s branches with their open status now', async () => {
    const res = await get('/api/webapp/branches/alpha');
    expect(res.statusCode).toBe(200);
    const body = branchesResponseSchema.parse(res.json());
    expect(body.branches.map((b) => [b.reference_id, b.name, b.status])).toEqual([
      ['main', 'Alpha Main', 'closed'],
      ['second', 'Alpha Second', 'open'],
    ]);
    expect(body.branches[0]?.scheduled_orders.delivery?.on).toBe(true);
  });

  it('answers 404 for an unknown business (a numeric business id is not a reference) and 400 for a bad one', async () => {
    expect((await get('/api/webapp/branches/nobody')).statusCode).toBe(404);
    expect((await get('/api/webapp/branches/1')).statusCode).toBe(404);
    expect((await get('/api/webapp/branches/-bad')).statusCode).toBe(400);
  });
});

describe('GET webapp/zones/{branchId}[?shipping=true]', () => {
  it('lists the branch’s zones with their areas as GeoJSON; no countries without ?shipping', async () => {
    const res = await get(`/api/webapp/zones/${alpha.main}`, { locale: 'ar' });
    expect(res.statusCode).toBe(200);
    const body = zonesResponseSchema.parse(res.json());
    expect(body.zones).toHaveLength(1);
    expect(body.zones[0]).toMatchObject({
      name: 'منطقة Alpha',
      fees: 500,
      min_order: 3000,
      unit: 'minute',
      branch: alpha.main,
    });
    expect(body.zones[0]?.areas[0]?.shape).toEqual({ type: 'Polygon', coordinates: [square(48, 29)] });
    expect(body.countries).toEqual([]);
    expect(body.shipping_form).toBeNull();
  });

  it('adds the shipping countries and the shipping form with ?shipping=true', async () => {
    const body = zonesResponseSchema.parse(
      (await get(`/api/webapp/zones/${alpha.main}?shipping=true`)).json(),
    );
    expect(body.countries).toEqual([
      expect.objectContaining({ country: 'Saudi Arabia', country_iso: 'SA', fees_per_kg: 2000 }),
    ]);
    expect(body.shipping_form?.fields.map((f) => f.name)).toContain('city');
    const second = zonesResponseSchema.parse(
      (await get(`/api/webapp/zones/${alpha.second}?shipping=true`)).json(),
    );
    expect(second.countries).toEqual([]);
  });

  it('never lists another branch’s or business’s zones (tenant isolation)', async () => {
    const body = zonesResponseSchema.parse((await get(`/api/webapp/zones/${alpha.second}`)).json());
    expect(body.zones.map((z) => z.name)).toEqual(['Alpha second zone']);
    const betaBody = zonesResponseSchema.parse((await get(`/api/webapp/zones/${beta.main}`)).json());
    expect(JSON.stringify(betaBody)).not.toContain('Alpha');
  });

  it('leaves out an area whose stored shape is not GeoJSON instead of failing', async () => {
    const body = zonesResponseSchema.parse((await get(`/api/webapp/zones/${beta.main}`)).json());
    const areaId = body.zones[0]?.areas[0]?.id ?? 0;
    await ctx.database.db
      .update(areas)
      .set({ shape: { type: 'Polygon', coordinates: 'nope' } })
      .where(eq(areas.id, areaId));
    const res = await get(`/api/webapp/zones/${beta.main}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().zones[0].areas).toEqual([]);
  });

  it('answers 404 for an unknown branch and 400 for a bad id or flag', async () => {
    expect((await get('/api/webapp/zones/123456')).statusCode).toBe(404);
    expect((await get('/api/webapp/zones/x1')).statusCode).toBe(400);
    expect((await get(`/api/webapp/zones/${alpha.main}?shipping=yes`)).statusCode).toBe(400);
  });
});

describe('GET webapp/tables/{branchId}', () => {
  it('lists the branch’s tables only (tenant isolation)', async () => {
    const res = await get(`/api/webapp/tables/${alpha.main}`);
    expect(res.statusCode).toBe(200);
    const body = tablesResponseSchema.parse(res.json());
    expect(body.tables).toEqual([
      { id: expect.any(Number), name: 'Alpha-T1', floor: 'Ground', floor_label: 'Ground', seats: 2 },
    ]);
    const betaTables = tablesResponseSchema.parse((await get(`/api/webapp/tables/${beta.main}`)).json());
    expect(betaTables.tables.map((t) => t.name)).toEqual(['Beta-T1']);
  });

  it('says each floor in the diner’s language among the business’s, the floor as written otherwise (ADR 1503)', async () => {
    const floorsIn = async (locale: string) =>
      tablesResponseSchema
        .parse((await get(`/api/webapp/tables/${alpha.main}`, { locale })).json())
        .tables.map((t) => [t.floor, t.floor_label]);
    // The area a booking names stays as written; the words change with the language.
    expect(await floorsIn('ar')).toEqual([['Ground', 'الطابق الأرضي']]);
    expect(await floorsIn('ar-KW')).toEqual([['Ground', 'الطابق الأرضي']]);
    expect(await floorsIn('en')).toEqual([['Ground', 'Ground']]);
    // Japanese is not one of the business's languages: its texts read in its first, as every other text.
    expect(await floorsIn('ja')).toEqual([['Ground', 'Ground']]);
  });

  it('answers 404 for an unknown branch and 400 for a bad id', async () => {
    expect((await get('/api/webapp/tables/999999')).json()).toMatchObject({
      error: 1,
      message: 'Branch not found',
    });
    expect((await get('/api/webapp/tables/1e3')).statusCode).toBe(400);
  });
});
