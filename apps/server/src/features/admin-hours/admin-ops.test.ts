import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { makeSeed } from '../../platform/test/fixtures.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import type { RecordingChannel } from '../accounts/accounts-test-support.ts';
import {
  type AdminCalls,
  adminCalls,
  adminTestApp,
  signIn,
  signInTeam,
} from '../admin/admin-test-support.ts';
import { returnSoldOutModifiers } from '../admin-menu/modifier-sold-out.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';

// Monday 9 March 2026, 12:00 in Kuwait; the tests move the clock.
let clock = NOON;
let ctx: TestContext;
let channel: RecordingChannel;
let ids: ShopIds;
let owner: AdminCalls;
let manager: AdminCalls;
let staff: AdminCalls;
let stranger: AdminCalls;
let ownerId: number;

const allWeek = (from: string, to: string) =>
  Object.fromEntries(
    ['0', '1', '2', '3', '4', '5', '6'].map((d) => [
      d,
      { closed: false, shifts: [{ time_from: from, time_to: to }] },
    ]),
  );

beforeAll(async () => {
  ({ ctx, channel } = await adminTestApp([orderSeed('shop'), makeSeed('other')], { now: () => clock }));
  ids = await shopIds(ctx.database.db);
  const team = await signInTeam(ctx, channel, 13, {
    owner: { role: 'owner' },
    manager: { role: 'manager' },
    staff: { role: 'staff' },
    // The other business's owner, calling this business's back office.
    stranger: { ref: 'other', role: 'owner' },
  });
  ({ owner, manager, staff, stranger } = team);
  ownerId = team.memberIds.owner;
});
afterAll(() => ctx.close());

const businessVersion = async () => {
  const [row] = await ctx.database.db
    .select({ v: s.businesses.version })
    .from(s.businesses)
    .where(eq(s.businesses.referenceId, 'shop'));
  return row?.v ?? 0;
};
const shifts = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/webapp/v5/shifts/shop' });
  return res;
};
const branchOf = async (who = manager) => {
  const res = await who.get('/branches');
  expect(res.statusCode, res.body).toBe(200);
  const branch = res.json().branches.find((b: { id: number }) => b.id === ids.main);
  expect(branch).toBeTruthy();
  return branch;
};
const placePickup = () =>
  ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: pickupOrder(ids) });
const auditOf = async (entity?: string) => {
  const res = await manager.get(`/audit${entity ? `?entity=${entity}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entries as {
    action: string;
    entity: string;
    member_name: string;
    changes: { field: string }[];
  }[];
};

describe('opening hours and special days', () => {
  it('a manager sets the week; the storefront reads it at once and the change is audited', async () => {
    const v0 = await businessVersion();
    const branch = await branchOf();
    const res = await manager.post(`/branches/${ids.main}/hours`, {
      week: allWeek('14:00', '23:00'),
      special_days: [],
      version: branch.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().branch.week['0']).toEqual({
      closed: false,
      shifts: [{ time_from: '14:00', time_to: '23:00' }],
    });
    expect(await businessVersion()).toBeGreaterThan(v0);
    const open = await shifts();
    expect(open.json()).toMatchObject({ status: 'closed' });
    expect(open.json().opens_at).toBe('2026-03-09T11:00:00.000Z');
    // An order for now is refused: the shop is closed by its new hours.
    expect((await placePickup()).json().code).toBe('SHOP_CLOSED');
    const [entry] = await auditOf('branch');
    expect(entry).toMatchObject({ action: 'hours', entity: 'branch', member_name: 'manager 02' });
    expect(entry?.changes.map((c) => c.field)).toContain('availability');
  });

  it('a holiday today closes the branch; Ramadan hours open it at night', async () => {
    const branch = await branchOf();
    const everyDay = allWeek('00:00', '24:00');
    let res = await manager.post(`/branches/${ids.main}/hours`, {
      week: allWeek('10:00', '22:00'),
      special_days: [{ date: '2026-03-09', closed: true, shifts: [], note: 'Holiday' }],
      version: branch.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await shifts()).json().status).toBe('closed');
    expect((await placePickup()).json().code).toBe('SHOP_CLOSED');
    res = await manager.post(`/branches/${ids.main}/hours`, {
      week: everyDay,
      special_days: [
        { date: '2026-03-09', closed: false, shifts: [{ time_from: '18:00', time_to: '02:00' }] },
      ],
      version: res.json().branch.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await shifts()).json()).toMatchObject({ status: 'closed', opens_at: '2026-03-09T15:00:00.000Z' });
    clock = new Date('2026-03-09T20:00:00Z'); // 23:00 in Kuwait
    try {
      expect((await shifts()).json().status).toBe('open');
    } finally {
      clock = NOON;
    }
    // Back to open all day for the tests after.
    res = await manager.post(`/branches/${ids.main}/hours`, {
      week: allWeek('24', '24'),
      special_days: [],
      version: res.json().branch.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await shifts()).json().status).toBe('open');
  });

  it('names every bad field (422) and refuses a stale version (409)', async () => {
    const branch = await branchOf();
    const week = allWeek('10:00', '22:00');
    week['3'] = { closed: false, shifts: [{ time_from: '25:00', time_to: '22:00' }] };
    const bad = await manager.post(`/branches/${ids.main}/hours`, { week, special_days: [{ date: 'soon' }] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().details.fields).sort()).toEqual(
      [
        'special_days.0.closed',
        'special_days.0.date',
        'special_days.0.shifts',
        'week.3.shifts.0.time_from',
      ].sort(),
    );
    week['3'] = { closed: false, shifts: [{ time_from: '10:00', time_to: '10:00' }] };
    week['2'] = { closed: false, shifts: [] };
    const rules = await manager.post(`/branches/${ids.main}/hours`, {
      week,
      special_days: [
        { date: '2026-04-01', closed: true, shifts: [] },
        { date: '2026-04-01', closed: true, shifts: [] },
        { date: '2026-02-30', closed: false, shifts: [] },
      ],
    });
    expect(rules.statusCode).toBe(422);
    expect(Object.keys(rules.json().details.fields).sort()).toEqual(
      [
        'special_days.1.date',
        'special_days.2.date',
        'special_days.2.shifts',
        'week.2.shifts',
        'week.3.shifts.0.time_to',
      ].sort(),
    );
    const first = await owner.post(`/branches/${ids.main}/hours`, {
      week: allWeek('24', '24'),
      special_days: [{ date: '2026-12-31', closed: true, shifts: [] }],
      version: branch.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await manager.post(`/branches/${ids.main}/hours`, {
      week: allWeek('24', '24'),
      special_days: [],
      version: branch.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('changed_elsewhere');
    expect((await branchOf()).special_days).toEqual([{ date: '2026-12-31', closed: true, shifts: [] }]);
  });

  it('staff cannot edit hours (403); another business’s owner gets 404; no session 401', async () => {
    const body = { week: allWeek('24', '24'), special_days: [] };
    expect((await staff.post(`/branches/${ids.main}/hours`, body)).statusCode).toBe(403);
    expect((await stranger.post(`/branches/${ids.main}/hours`, body)).statusCode).toBe(404);
    expect((await stranger.get('/branches')).statusCode).toBe(404);
    expect((await adminCalls(ctx.app, 'shop').post(`/branches/${ids.main}/hours`, body)).statusCode).toBe(
      401,
    );
    // A branch of another business is not found.
    const [otherBranch] = await ctx.database.db
      .select({ id: s.branches.id })
      .from(s.branches)
      .innerJoin(s.businesses, eq(s.businesses.id, s.branches.businessId))
      .where(eq(s.businesses.referenceId, 'other'));
    expect((await owner.post(`/branches/${otherBranch?.id}/hours`, body)).statusCode).toBe(404);
  });
});

describe('pause ordering and busy mode', () => {
  it('pausing car pickup for 30 minutes refuses such orders, shows closed until then, and ends by itself', async () => {
    const before = await placePickup();
    expect(before.statusCode, before.body).toBe(201);
    const res = await manager.post(`/branches/${ids.main}/pause`, {
      selling_type: 'car_pickup',
      paused: true,
      minutes: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().branch.paused).toEqual({ car_pickup: { until: '2026-03-09T09:30:00.000Z' } });
    const refused = await placePickup();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'ORDERING_PAUSED',
      details: { problems: [{ code: 'ORDERING_PAUSED', meta: { until: '2026-03-09T09:30:00.000Z' } }] },
    });
    // The storefront's branch data carries the pause (its end decides, not a cache).
    const restaurant = await ctx.app.inject({ method: 'GET', url: '/api/webapp/v5/restaurant/shop' });
    expect(JSON.stringify(restaurant.json())).toContain('"car_pickup":{"until":"2026-03-09T09:30:00.000Z"}');
    clock = new Date('2026-03-09T09:31:00Z');
    try {
      expect((await placePickup()).statusCode).toBe(201);
      expect((await branchOf()).paused).toEqual({});
    } finally {
      clock = NOON;
    }
  });

  it('"until tomorrow" lasts to the business’s midnight; resuming ends it at once', async () => {
    const res = await owner.post(`/branches/${ids.main}/pause`, {
      selling_type: 'car_pickup',
      paused: true,
      until_tomorrow: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().branch.paused.car_pickup.until).toBe('2026-03-09T21:00:00.000Z');
    expect((await placePickup()).json().code).toBe('ORDERING_PAUSED');
    const resumed = await manager.post(`/branches/${ids.main}/pause`, {
      selling_type: 'car_pickup',
      paused: false,
    });
    expect(resumed.json().branch.paused).toEqual({});
    expect((await placePickup()).statusCode).toBe(201);
    const actions = (await auditOf('branch')).map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['resume', 'pause']);
  });

  it('busy mode keeps its extra minutes until its end', async () => {
    const res = await manager.post(`/branches/${ids.main}/busy`, {
      selling_type: 'delivery',
      extra_minutes: 20,
      minutes: 90,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().branch.busy).toEqual({
      delivery: { until: '2026-03-09T10:30:00.000Z', extra_minutes: 20 },
    });
    // Deliveries take longer: the area's time (and the checkout's arrival promise) says so, until it ends.
    const zoneTime = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/webapp/zones/${ids.main}` })).json().zones[0]
        .delivery_time;
    expect(await zoneTime()).toBe(50);
    clock = new Date('2026-03-09T10:31:00Z');
    try {
      expect(await zoneTime()).toBe(30);
    } finally {
      clock = NOON;
    }
    const off = await manager.post(`/branches/${ids.main}/busy`, {
      selling_type: 'delivery',
      extra_minutes: 0,
    });
    expect(off.json().branch.busy).toEqual({});
  });

  it('staff cannot pause (403); a bad body names its fields (422)', async () => {
    const body = { selling_type: 'car_pickup', paused: true, minutes: 30 };
    expect((await staff.post(`/branches/${ids.main}/pause`, body)).statusCode).toBe(403);
    expect((await stranger.post(`/branches/${ids.main}/pause`, body)).statusCode).toBe(404);
    const bad = await manager.post(`/branches/${ids.main}/pause`, { selling_type: 'boat', paused: true });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().details.fields)).toEqual(['selling_type']);
    const noLength = await manager.post(`/branches/${ids.main}/pause`, {
      selling_type: 'delivery',
      paused: true,
    });
    expect(noLength.json().details.fields).toEqual({ minutes: 'Choose how long' });
  });
});

describe('sold out per choice', () => {
  const latteWith = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(ids, {
        order_lines: [
          {
            item_id: ids.latte.id,
            price_label_id: ids.latte.labels[0],
            quantity: 1,
            modifiers: String(ids.fullFat),
          },
        ],
      }),
    });
  /** The choice as the storefront's menu serves it at the main branch. */
  const choiceOnMenu = async () => {
    const menu = await ctx.app.inject({ method: 'GET', url: `/api/webapp/v5/menu/${ids.main}` });
    const found: unknown[] = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (Array.isArray(o.modifiers))
          found.push(...o.modifiers.filter((m) => (m as { id: number }).id === ids.fullFat));
        Object.values(o).forEach(walk);
      }
    };
    walk(menu.json());
    expect(found.length).toBeGreaterThan(0);
    return JSON.stringify(found[0]);
  };

  it('staff mark a choice sold out at a branch: the menu shows it, orders with it are refused, it comes back by itself', async () => {
    expect((await latteWith()).statusCode).toBe(201);
    const res = await staff.post(`/modifiers/${ids.fullFat}/sold-out`, {
      branch_id: ids.main,
      sold_out: true,
      back_at: '2026-03-09T09:30:00Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    const choice = res
      .json()
      .item.groups.flatMap((g: { modifiers: unknown[] }) => g.modifiers)
      .find((m: { id: number }) => m.id === ids.fullFat);
    expect(choice.sold_out).toEqual([{ branch_id: ids.main, back_at: '2026-03-09T09:30:00.000Z' }]);
    // The version moves and NOTIFY reaches the caches a moment after the commit.
    expect(await eventually(choiceOnMenu, (c) => c.includes('"available":false'))).toContain(
      '"available":false',
    );
    const refused = await latteWith();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('MODIFIER_SOLD_OUT');
    const [entry] = await auditOf('item');
    expect(entry).toMatchObject({ action: 'sold_out', entity: 'item', member_name: 'staff 03' });
    // Its time passes: the job brings it back.
    expect(await returnSoldOutModifiers(ctx.database.db, new Date('2026-03-09T09:31:00Z'))).toBe(1);
    expect(await eventually(choiceOnMenu, (c) => !c.includes('"available":false'))).not.toContain(
      '"available":false',
    );
    expect((await latteWith()).statusCode).toBe(201);
  });

  it('is refused for another business (404), a branch not theirs (422) and an unknown choice (404)', async () => {
    const body = { branch_id: ids.main, sold_out: true };
    expect((await stranger.post(`/modifiers/${ids.fullFat}/sold-out`, body)).statusCode).toBe(404);
    expect(
      (await staff.post(`/modifiers/${ids.fullFat}/sold-out`, { ...body, branch_id: 999999 })).statusCode,
    ).toBe(422);
    expect((await staff.post('/modifiers/999999/sold-out', body)).statusCode).toBe(404);
    const back = await staff.post(`/modifiers/${ids.fullFat}/sold-out`, {
      branch_id: ids.main,
      sold_out: false,
    });
    expect(back.statusCode).toBe(200);
  });
});

describe('the team (owners only)', () => {
  it('an owner invites by phone with a role and a branch, changes the role, removes; each is audited', async () => {
    const invited = await owner.post('/team', {
      phone: '50 123 999',
      name: 'Noura',
      role: 'staff',
      branch_id: ids.main,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const member = invited.json().member;
    expect(member).toMatchObject({
      phone: '+96550123999',
      role: 'staff',
      branch_id: ids.main,
      name: 'Noura',
    });
    // The same phone twice: 409 naming the field.
    const twice = await owner.post('/team', { phone: '+96550123999', name: 'Again', role: 'manager' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('member_exists');
    // She can sign in with a code to her phone.
    await signIn(ctx.app, channel, 'shop', '+96550123999', '10.7.0.20');
    const promoted = await owner.post(`/team/${member.id}`, {
      role: 'manager',
      branch_id: null,
      version: member.version,
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().member).toMatchObject({ role: 'manager', branch_id: null });
    const stale = await owner.post(`/team/${member.id}`, {
      role: 'staff',
      branch_id: null,
      version: member.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await owner.post(`/team/${member.id}/remove`, {})).statusCode).toBe(200);
    const list = (await owner.get('/team')).json().members.map((m: { phone: string }) => m.phone);
    expect(list).not.toContain('+96550123999');
    const entries = await auditOf('member');
    expect(entries.slice(0, 3).map((e) => e.action)).toEqual(['remove', 'role', 'invite']);
    // The audit keeps who it was, never the whole phone number.
    expect(JSON.stringify(entries)).not.toContain('50123999');
  });

  it('the last owner can be neither removed nor demoted', async () => {
    const removed = await owner.post(`/team/${ownerId}/remove`, {});
    expect(removed.statusCode).toBe(422);
    expect(removed.json().code).toBe('last_owner');
    const demoted = await owner.post(`/team/${ownerId}`, { role: 'manager', branch_id: null });
    expect(demoted.json().code).toBe('last_owner');
    // With a second owner, the first may go.
    const second = await owner.post('/team', { phone: '+96552000077', name: 'Second', role: 'owner' });
    expect(second.statusCode).toBe(201);
    const demote = await owner.post(`/team/${second.json().member.id}`, { role: 'staff', branch_id: null });
    expect(demote.statusCode).toBe(200);
  });

  it('managers and staff cannot manage the team (403); another business gets 404; bad input 422', async () => {
    expect((await manager.get('/team')).statusCode).toBe(403);
    expect((await staff.post('/team', { phone: '+96552000055', name: 'X', role: 'owner' })).statusCode).toBe(
      403,
    );
    expect((await stranger.get('/team')).statusCode).toBe(404);
    const bad = await owner.post('/team', { phone: '12', name: '', role: 'chef', branch_id: 999999 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().details.fields).sort()).toEqual(['name', 'phone', 'role']);
    const badPhone = await owner.post('/team', { phone: '+9651', name: 'N', role: 'staff' });
    expect(badPhone.json().details.fields).toEqual({ phone: 'This phone number is not valid' });
    const badBranch = await owner.post('/team', {
      phone: '+96552000056',
      name: 'N',
      role: 'staff',
      branch_id: 999999,
    });
    expect(badBranch.json().details.fields).toEqual({ branch_id: 'Choose one of your branches' });
  });
});

describe('the audit trail', () => {
  it('lists before → after, newest first, filtered by kind and paged; staff cannot read it', async () => {
    const category = await manager.post('/categories', { name: { en: 'Audited', ar: 'مدقق' } });
    expect(category.statusCode).toBe(201);
    const c = category.json().category;
    await manager.post(`/categories/${c.id}`, { name: { en: 'Audited 2', ar: 'مدقق' }, version: c.version });
    const [update, create] = await auditOf('category');
    expect(update).toMatchObject({ action: 'update', entity: 'category' });
    expect(update?.changes).toContainEqual({
      field: 'name',
      before: { en: 'Audited', ar: 'مدقق' },
      after: { en: 'Audited 2', ar: 'مدقق' },
    });
    expect(create?.action).toBe('create');
    const all = await auditOf();
    expect(new Set(all.map((e) => e.entity))).toEqual(new Set(['category', 'member', 'branch', 'item']));
    const page = await owner.get(`/audit?before=${(all[1] as unknown as { id: number }).id}`);
    expect(page.json().entries[0].id).toBe((all[2] as unknown as { id: number }).id);
    expect((await staff.get('/audit')).statusCode).toBe(403);
    expect((await stranger.get('/audit')).statusCode).toBe(404);
    expect((await manager.get('/audit?entity=orders')).statusCode).toBe(422);
    expect((await manager.get('/audit?before=abc')).statusCode).toBe(422);
  });

  it('the JSON import and the CSV apply are audited too', async () => {
    // The data calls live under /api/staff/admin (ADR 1023); the session opens them as well.
    const exported = await manager.get('/../../staff/admin/shop/export');
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    const imported = await manager.post('/../../staff/admin/shop/import', exported.json());
    expect(imported.statusCode, imported.body.slice(0, 300)).toBe(200);
    const [entry] = await auditOf('business');
    expect(entry).toMatchObject({ action: 'import', entity: 'business', member_name: 'manager 02' });
    const csv = (await manager.get('/../../staff/admin/shop/items.csv')).body;
    const changed = csv.replace(/(\n[^\n]*?),2\.000,/, '$1,2.250,');
    expect(changed).not.toBe(csv);
    const preview = await manager.post('/../../staff/admin/shop/items-csv/preview', { csv: changed });
    expect(preview.statusCode, preview.body).toBe(200);
    const apply = await manager.post('/../../staff/admin/shop/items-csv/apply', {
      csv: changed,
      version: preview.json().version,
    });
    expect(apply.statusCode, apply.body).toBe(200);
    const [prices] = await auditOf('prices');
    expect(prices).toMatchObject({ action: 'csv_apply', member_name: 'manager 02' });
    expect(prices?.changes.length).toBe(apply.json().applied);
  });
});
