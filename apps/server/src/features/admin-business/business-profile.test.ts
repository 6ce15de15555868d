import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { makeSeed } from '../../platform/test/fixtures.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import { type AdminCalls, adminCalls, adminTestApp, signInTeam } from '../admin/admin-test-support.ts';

// ADR 1372: the business and its branches, edited by their owner.
let ctx: TestContext;
let owner: AdminCalls;
let manager: AdminCalls;
let staff: AdminCalls;
let otherOwner: AdminCalls;

beforeAll(async () => {
  const { ctx: app, channel } = await adminTestApp([makeSeed('shop'), makeSeed('other')]);
  ctx = app;
  const team = await signInTeam(ctx, channel, 73, {
    owner: { role: 'owner' },
    manager: { role: 'manager' },
    staff: { role: 'staff' },
    otherOwner: { ref: 'other', role: 'owner' },
  });
  ({ owner, manager, staff } = team);
  otherOwner = adminCalls(ctx.app, 'other', team.otherOwner.token);
});
afterAll(() => ctx.close());

const restaurant = (ref: string) => ctx.app.inject({ url: `/api/webapp/v5/restaurant/${ref}` });
const branchesOf = async (ref: string) => {
  const [b] = await ctx.database.db.select().from(s.businesses).where(eq(s.businesses.referenceId, ref));
  return ctx.database.db
    .select()
    .from(s.branches)
    .where(eq(s.branches.businessId, b?.id ?? 0));
};

describe('the business profile (ADR 1372)', () => {
  it('the owner renames it, describes it, sets its type, links and WhatsApp: the storefront says so', async () => {
    const before = (await owner.get('/business')).json().business;
    const res = await owner.post('/business', {
      version: before.version,
      name: { en: 'Harbour Grill', ar: 'مشويات الميناء' },
      description: { en: 'Grills by the sea', ar: 'مشويات على البحر' },
      business_type: 'cafe',
      social_links: { instagram: 'https://instagram.com/harbour', tiktok: '' },
      whatsapp_phone: '+965 5000 1234',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().business).toMatchObject({
      name: { en: 'Harbour Grill' },
      business_type: 'cafe',
      social_links: { instagram: 'https://instagram.com/harbour' },
      whatsapp_phone: '+96550001234',
    });
    const shown = await eventually(
      () => restaurant('shop'),
      (r) => r.json().restaurant.business_name === 'Harbour Grill',
    );
    expect(shown.json().restaurant).toMatchObject({
      description: 'Grills by the sea',
      business_type: 'cafe',
      whatsapp_phone: '+96550001234',
      social_links: { instagram: 'https://instagram.com/harbour' },
    });
    const [entry] = await ctx.database.db
      .select()
      .from(s.adminAudit)
      .where(eq(s.adminAudit.entity, 'business_profile'));
    expect(entry).toMatchObject({ action: 'update', after: { business_type: 'cafe' } });
    // The old version is stale now.
    const stale = await owner.post('/business', { ...res.json().business, version: before.version });
    expect(stale.statusCode).toBe(409);
  });

  it('bad input is refused per field with a message: no name, a bad phone, a link that is not one, an unknown type', async () => {
    const res = await owner.post('/business', {
      name: { ar: 'فقط' },
      business_type: 'cafe',
      social_links: { instagram: 'instagram' },
      whatsapp_phone: '12',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details.fields).toHaveProperty(['social_links.instagram']);
    const fields = (
      await owner.post('/business', { name: { ar: 'فقط' }, business_type: 'cafe', whatsapp_phone: '12' })
    ).json().details.fields;
    expect(fields).toMatchObject({
      'name.en': 'Required',
      whatsapp_phone: expect.stringMatching(/country code/),
    });
    const type = await owner.post('/business', { name: { en: 'X' }, business_type: 'casino' });
    expect(type.statusCode).toBe(422);
    expect(type.json().message).toEqual(expect.any(String));
  });

  it('only the owner: a manager and staff get 403 on the profile and the branches; another business’s owner edits only their own', async () => {
    const body = { name: { en: 'Taken' }, business_type: 'bar' };
    expect((await manager.post('/business', body)).statusCode).toBe(403);
    expect((await staff.post('/business', body)).statusCode).toBe(403);
    expect((await staff.get('/business')).statusCode).toBe(403);
    const shopBranch = (await branchesOf('shop'))[0];
    for (const member of [manager, staff]) {
      expect((await member.post(`/branches/${shopBranch?.id}`, { name: { en: 'Taken' } })).statusCode).toBe(
        403,
      );
      expect((await member.post('/branches', { name: { en: 'Taken' } })).statusCode).toBe(403);
    }
    const edit = await otherOwner.post(`/branches/${shopBranch?.id}`, { name: { en: 'Hijacked' } });
    expect(edit.statusCode).toBe(404);
    expect((await branchesOf('shop')).map((b) => b.name.en)).not.toContain('Hijacked');
    const [shop] = await ctx.database.db
      .select()
      .from(s.businesses)
      .where(eq(s.businesses.referenceId, 'shop'));
    expect(shop?.name.en).toBe('Harbour Grill');
  });
});

describe('branches (ADR 1372)', () => {
  it('the owner edits a branch’s address, phone and map pin; the storefront’s branch list shows them', async () => {
    const [branch] = (await owner.get('/business')).json().business.branches;
    const res = await owner.post(`/branches/${branch.id}`, {
      version: branch.version,
      name: { en: 'Salmiya', ar: 'السالمية' },
      address: { en: 'Salem Al Mubarak St, Salmiya' },
      phone: '22001234',
      lat: 29.3375,
      lng: 48.0758,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().branch).toMatchObject({ phone: '+96522001234', lat: 29.3375, lng: 48.0758 });
    const shown = await eventually(
      () => restaurant('shop'),
      (r) => r.body.includes('Salem Al Mubarak St'),
    );
    expect(shown.body).toContain('29.3375');
    const stale = await owner.post(`/branches/${branch.id}`, {
      version: branch.version,
      name: { en: 'Again' },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('a pin is both numbers or none; a bad phone and a far-off latitude are named', async () => {
    const [branch] = (await owner.get('/business')).json().business.branches;
    const half = await owner.post(`/branches/${branch.id}`, { name: { en: 'Salmiya' }, lat: 29.3 });
    expect(half.statusCode).toBe(422);
    expect(half.json().details.fields).toHaveProperty('lat');
    const far = await owner.post(`/branches/${branch.id}`, { name: { en: 'Salmiya' }, lat: 129, lng: 48 });
    expect(far.statusCode).toBe(422);
    const phone = await owner.post(`/branches/${branch.id}`, { name: { en: 'Salmiya' }, phone: 'call us' });
    expect(phone.json().details.fields).toHaveProperty('phone');
  });

  it('the owner adds a branch: it opens with the main branch’s hours and is listed to diners; a manager cannot', async () => {
    expect((await manager.post('/branches', { name: { en: 'Nope' } })).statusCode).toBe(403);
    const before = await branchesOf('shop');
    const others = await branchesOf('other');
    const res = await owner.post('/branches', {
      name: { en: 'Kuwait City', ar: 'مدينة الكويت' },
      address: { en: 'Gulf Rd' },
      phone: '+965 2200 5678',
      lat: 29.3759,
      lng: 47.9774,
    });
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json().branch;
    expect(added).toMatchObject({ is_main: false, name: { en: 'Kuwait City' }, lat: 29.3759 });
    const rows = await branchesOf('shop');
    expect(rows).toHaveLength(before.length + 1);
    const main = before.find((b) => b.isMain) ?? before[0];
    const row = rows.find((b) => b.id === added.id);
    expect(row?.availability).toEqual(main?.availability);
    expect(new Set(rows.map((b) => b.referenceId)).size).toBe(rows.length);
    const shown = await eventually(
      () => restaurant('shop'),
      (r) => r.body.includes('Kuwait City'),
    );
    expect(shown.json().restaurant.branches.map((b: { id: number }) => b.id)).toContain(added.id);
    // Another business's branches are untouched.
    expect(await branchesOf('other')).toEqual(others);
  });
});
