import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { type RecordingChannel, recordingChannel } from '../accounts/accounts-test-support.ts';
import { addMember, adminCalls, signIn } from '../admin/admin-test-support.ts';
import { NOON, orderSeed, pickupOrder, shopIds } from '../orders/order-test-fixture.ts';

// ADR 1161: the platform operator creates a business from the browser with the rules of
// `npm run business:create` — signed in with the usual code, their phone in OPERATOR_PHONES; every
// bad field named in one 422; audited in the new business; anyone else refused.

const OPERATOR = '+96552200001';
let ctx: TestContext;
let channel: RecordingChannel;
let operator: ReturnType<typeof adminCalls>;
let operatorToken: string;
let owner: ReturnType<typeof adminCalls>;

beforeAll(async () => {
  channel = recordingChannel();
  ctx = await createTestApp([orderSeed('shop'), orderSeed('other')], {
    now: () => NOON,
    accounts: { channel, delivery: { retries: 1, backoffSeconds: 0 } },
    env: { OPERATOR_PHONES: `${OPERATOR}, +96552200099` },
  });
  const db = ctx.database.db;
  await addMember(db, 'shop', OPERATOR, 'staff');
  await addMember(db, 'shop', '+96552200002', 'owner');
  operatorToken = await signIn(ctx.app, channel, 'shop', OPERATOR, '10.6.0.1');
  operator = adminCalls(ctx.app, 'shop', operatorToken);
  owner = adminCalls(ctx.app, 'shop', await signIn(ctx.app, channel, 'shop', '+96552200002', '10.6.0.2'));
});
afterAll(() => ctx.close());

const newco = (over: Record<string, unknown> = {}) => ({
  reference_id: 'newco',
  name: { en: 'New Co', ar: 'نيو كو' },
  locales: ['en', 'ar'],
  currency: 'KWD',
  country_code: 'KW',
  time_zone: 'Asia/Kuwait',
  owner: { phone: '51234567', name: 'Noura' },
  ...over,
});

describe('the operator screen’s business creation', () => {
  it('the back office tells an operator from everyone else', async () => {
    expect((await operator.get('/me')).json().operator).toBe(true);
    expect((await owner.get('/me')).json().operator).toBe(false);
  });

  it('creates the business with its defaults and first owner, who can sign in; audited there', async () => {
    const res = await operator.post('/operator/businesses', newco());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().business).toEqual({
      reference_id: 'newco',
      admin_path: '/newco/admin',
      owner_phone: expect.stringMatching(/^\+965 •••• 4567$/),
    });
    expect(res.body).not.toContain('51234567');
    // A draft until its owner publishes it (ADR 1373): diners read "coming soon".
    const storefront = await ctx.app.inject({ url: '/api/webapp/v5/restaurant/newco' });
    expect(storefront.statusCode).toBe(200);
    expect(storefront.json().restaurant.published).toBe(false);
    // The first owner signs in with a code, as any member (and publishes, below).
    const token = await signIn(ctx.app, channel, 'newco', '+96551234567', '10.6.0.3');
    expect((await adminCalls(ctx.app, 'newco', token).get('/me')).json().member.role).toBe('owner');
    const [business] = await ctx.database.db
      .select({ id: s.businesses.id })
      .from(s.businesses)
      .where(eq(s.businesses.referenceId, 'newco'));
    const audit = await ctx.database.db
      .select()
      .from(s.adminAudit)
      .where(eq(s.adminAudit.businessId, business?.id ?? 0));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'create',
        entity: 'business',
        memberId: null,
        memberName: expect.stringMatching(/^Operator /),
        after: expect.objectContaining({ reference_id: 'newco', owner_phone_last4: '4567' }),
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain('51234567');
    // The owner publishes when ready: the storefront opens.
    expect((await adminCalls(ctx.app, 'newco', token).post('/publish', {})).statusCode).toBe(200);
    const open = () => ctx.app.inject({ url: '/api/webapp/v5/restaurant/newco' });
    expect((await eventually(open, (r) => r.json().restaurant.published === true)).statusCode).toBe(200);
  });

  it('names every bad field in one 422 — the same rules as the CLI; a taken reference too', async () => {
    const bad = await operator.post(
      '/operator/businesses',
      newco({
        reference_id: 'No Spaces!',
        name: { ar: 'فقط' },
        time_zone: 'Mars/Olympus',
        owner: { phone: '12', name: '' },
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().details.fields).sort()).toEqual([
      'name.en',
      'owner.phone',
      'reference_id',
      'time_zone',
    ]);
    const taken = await operator.post('/operator/businesses', newco({ reference_id: 'other' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().details.fields).toHaveProperty('reference_id');
    const [fresh] = await ctx.database.db
      .select()
      .from(s.businesses)
      .where(eq(s.businesses.referenceId, 'fresh'));
    expect(fresh).toBeUndefined();
  });

  it('an owner who is no operator gets 403; no session 401; another business’s page 404', async () => {
    const refused = await owner.post('/operator/businesses', newco({ reference_id: 'sneaky' }));
    expect(refused.statusCode).toBe(403);
    expect((await adminCalls(ctx.app, 'shop').post('/operator/businesses', newco())).statusCode).toBe(401);
    const elsewhere = adminCalls(ctx.app, 'other', operatorToken);
    expect((await elsewhere.post('/operator/businesses', newco({ reference_id: 'sneaky' }))).statusCode).toBe(
      404,
    );
    const [sneaky] = await ctx.database.db
      .select()
      .from(s.businesses)
      .where(eq(s.businesses.referenceId, 'sneaky'));
    expect(sneaky).toBeUndefined();
  });
});

// ADR 1200: every business listed for the operators, and suspended (with a reason its team reads)
// or lifted — the storefront and the order API refuse at once and serve again after; audited.
describe('the operator’s list of businesses and their suspension', () => {
  const OTHER_OWNER = '+96552200077';
  let otherOwner: ReturnType<typeof adminCalls>;

  const place = async () => {
    const ids = await shopIds(ctx.database.db, 'other');
    return ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: pickupOrder(ids) });
  };
  const restaurant = () => ctx.app.inject({ url: '/api/webapp/v5/restaurant/other' });
  const auditOf = async (ref: string) => {
    const [b] = await ctx.database.db
      .select({ id: s.businesses.id })
      .from(s.businesses)
      .where(eq(s.businesses.referenceId, ref));
    return ctx.database.db
      .select()
      .from(s.adminAudit)
      .where(and(eq(s.adminAudit.businessId, b?.id ?? 0), eq(s.adminAudit.entity, 'suspension')))
      .orderBy(s.adminAudit.id);
  };

  beforeAll(async () => {
    await addMember(ctx.database.db, 'other', OTHER_OWNER, 'owner');
    otherOwner = adminCalls(
      ctx.app,
      'other',
      await signIn(ctx.app, channel, 'other', OTHER_OWNER, '10.6.0.7'),
    );
    expect((await place()).statusCode).toBe(201);
  });

  it('lists every business newest first with owners masked and the last day’s orders; searches', async () => {
    const all = await operator.get('/operator/businesses');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    const refs = all.json().businesses.map((b: { reference_id: string }) => b.reference_id);
    expect(refs).toEqual(expect.arrayContaining(['shop', 'other']));
    expect(all.json().total).toBe(refs.length);
    const other = all.json().businesses.find((b: { reference_id: string }) => b.reference_id === 'other');
    expect(other).toEqual({
      reference_id: 'other',
      name: expect.objectContaining({ en: expect.any(String) }),
      locales: expect.arrayContaining(['en']),
      created_at: expect.any(String),
      suspended: null,
      owners: [{ name: 'owner 77', phone: '+965 •••• 0077' }],
      orders_24h: 1,
      last_order_at: expect.any(String),
      // Its sign-in codes: its own country, the installation's daily number (ADR 1388).
      codes: {
        country_code: 'KW',
        countries: null,
        daily_budget: null,
        budget: 500,
        sent_24h: expect.any(Number),
      },
    });
    expect(all.body).not.toContain('52200077');
    // By reference, by an owner's phone digits (shown masked), and nothing for a stranger's text.
    const byRef = (await operator.get('/operator/businesses?q=OTH')).json();
    expect(byRef.businesses.map((b: { reference_id: string }) => b.reference_id)).toEqual(['other']);
    const byPhone = (await operator.get('/operator/businesses?q=5220%200077')).json();
    expect(byPhone.businesses.map((b: { reference_id: string }) => b.reference_id)).toEqual(['other']);
    expect((await operator.get('/operator/businesses?q=%25')).json()).toMatchObject({
      businesses: [],
      total: 0,
    });
    // Operators only: the owner 403, no session 401, through another business's URL 404.
    expect((await owner.get('/operator/businesses')).statusCode).toBe(403);
    expect((await adminCalls(ctx.app, 'shop').get('/operator/businesses')).statusCode).toBe(401);
    expect((await adminCalls(ctx.app, 'other', operatorToken).get('/operator/businesses')).statusCode).toBe(
      404,
    );
  });

  it('a suspension needs a reason (422 naming it); others are refused; an unknown business is 404', async () => {
    const missing = await operator.post('/operator/businesses/other/suspension', {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().details.fields)).toEqual(['reason']);
    const blank = await operator.post('/operator/businesses/other/suspension', { reason: '   ' });
    expect(blank.json().details.fields).toHaveProperty('reason');
    const long = await operator.post('/operator/businesses/other/suspension', { reason: 'x'.repeat(501) });
    expect(long.json().details.fields).toHaveProperty('reason');
    expect(
      (await operator.post('/operator/businesses/nobody/suspension', { reason: 'Unpaid plan' })).statusCode,
    ).toBe(404);
    expect(
      (await owner.post('/operator/businesses/other/suspension', { reason: 'Unpaid plan' })).statusCode,
    ).toBe(403);
    expect((await owner.delete('/operator/businesses/other/suspension')).statusCode).toBe(403);
    expect(
      (await otherOwner.post('/operator/businesses/other/suspension', { reason: 'Mine' })).statusCode,
    ).toBe(403);
    expect(
      (await adminCalls(ctx.app, 'shop').post('/operator/businesses/other/suspension', { reason: 'Unpaid' }))
        .statusCode,
    ).toBe(401);
    expect((await restaurant()).statusCode).toBe(200);
    expect(await auditOf('other')).toEqual([]);
  });

  it('suspends: storefront and orders refuse at once, the team reads why and keeps its back office; lifted: serves again', async () => {
    const suspended = await operator.post('/operator/businesses/other/suspension', {
      reason: ' Unpaid plan since May ',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().business.suspended).toEqual({
      at: NOON.toISOString(),
      reason: 'Unpaid plan since May',
    });
    // The version bump + NOTIFY reach the cached storefront; orders read the business fresh.
    expect((await eventually(restaurant, (r) => r.statusCode === 433)).json().code).toBe('suspended');
    expect((await place()).statusCode).toBe(433);
    // A second operator's same click changes nothing and writes no second audit row.
    const again = await operator.post('/operator/businesses/other/suspension', { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('changed_elsewhere');
    // Its team: signed in before or after, they read why and their data.
    const me = (await otherOwner.get('/me')).json();
    expect(me.suspended).toEqual({ at: NOON.toISOString(), reason: 'Unpaid plan since May' });
    expect((await otherOwner.get('/menu')).statusCode).toBe(200);
    await addMember(ctx.database.db, 'other', '+96552200078', 'staff');
    const late = adminCalls(
      ctx.app,
      'other',
      await signIn(ctx.app, channel, 'other', '+96552200078', '10.6.0.8'),
    );
    expect((await late.get('/me')).json().suspended.reason).toBe('Unpaid plan since May');
    expect((await owner.get('/me')).json().suspended).toBeNull();
    const listed = (await operator.get('/operator/businesses?q=other')).json().businesses[0];
    expect(listed.suspended.reason).toBe('Unpaid plan since May');

    const lifted = await operator.delete('/operator/businesses/other/suspension');
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().business.suspended).toBeNull();
    expect((await eventually(restaurant, (r) => r.statusCode === 200)).statusCode).toBe(200);
    expect((await place()).statusCode).toBe(201);
    expect((await otherOwner.get('/me')).json().suspended).toBeNull();
    expect((await operator.delete('/operator/businesses/other/suspension')).statusCode).toBe(409);

    // Who, when and why, in the business's own trail (never the operator's phone).
    const audit = await auditOf('other');
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'suspend',
        memberId: null,
        memberName: expect.stringMatching(/^Operator /),
        before: { suspended_at: null },
        after: { suspended_at: NOON.toISOString(), reason: 'Unpaid plan since May' },
      }),
      expect.objectContaining({
        action: 'lift',
        before: { suspended_at: NOON.toISOString(), reason: 'Unpaid plan since May' },
        after: { suspended_at: null },
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(OPERATOR.slice(1));
    // Its team reads both in its audit viewer, filtered as their own changes are.
    const viewed = (await otherOwner.get('/audit?entity=suspension')).json().entries;
    expect(viewed.map((e: { action: string }) => e.action)).toEqual(['lift', 'suspend']);
  });
});
