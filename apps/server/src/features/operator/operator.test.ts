import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { type RecordingChannel, recordingChannel } from '../accounts/accounts-test-support.ts';
import { addMember, adminCalls, signIn } from '../admin/admin-test-support.ts';
import { NOON, orderSeed } from '../orders/order-test-fixture.ts';

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
    const storefront = await ctx.app.inject({ url: '/api/webapp/v5/restaurant/newco' });
    expect(storefront.statusCode).toBe(200);
    // The first owner signs in with a code, as any member.
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
