import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { accountCalls, type RecordingChannel, recordingChannel } from '../accounts/accounts-test-support.ts';
import { addMember, adminCalls, signIn } from '../admin/admin-test-support.ts';
import { NOON, orderSeed } from '../orders/order-test-fixture.ts';

// ADR 1388: where a business's sign-in codes may go and how many a day are the operator's to set
// (the installation pays for every message); the installation's OTP_DAILY_BUDGET otherwise.

const OPERATOR = '+96552200001';
let ctx: TestContext;
let channel: RecordingChannel;
let operator: ReturnType<typeof adminCalls>;
let owner: ReturnType<typeof adminCalls>;

beforeAll(async () => {
  channel = recordingChannel();
  ctx = await createTestApp([orderSeed('shop'), orderSeed('other')], {
    now: () => NOON,
    accounts: { channel, delivery: { retries: 1, backoffSeconds: 0 } },
    env: { OPERATOR_PHONES: OPERATOR, OTP_DAILY_BUDGET: '4' },
  });
  const db = ctx.database.db;
  await addMember(db, 'shop', OPERATOR, 'staff');
  await addMember(db, 'other', '+96552200002', 'owner');
  operator = adminCalls(ctx.app, 'shop', await signIn(ctx.app, channel, 'shop', OPERATOR, '10.8.0.1'));
  owner = adminCalls(ctx.app, 'other', await signIn(ctx.app, channel, 'other', '+96552200002', '10.8.0.2'));
});
afterAll(() => ctx.close());

let ip = 0;
const sendTo = (ref: string, phone: string) =>
  accountCalls(ctx.app, ref).send(phone, {}, `10.9.${++ip >> 8}.${ip & 255}`);

describe('sign-in codes per business (ADR 1388)', () => {
  it('only an operator sets them; bad values are named in a 422; nothing else changes', async () => {
    const body = { countries: ['sa', 'KW'], daily_budget: 3 };
    expect((await owner.post('/operator/businesses/other/codes', body)).statusCode).toBe(403);
    const bad = await operator.post('/operator/businesses/other/codes', {
      countries: ['KWT'],
      daily_budget: 0,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().details.fields).sort()).toEqual(['countries.0', 'daily_budget']);
    expect((await operator.post('/operator/businesses/nobody/codes', body)).statusCode).toBe(404);
    const saved = await operator.post('/operator/businesses/other/codes', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().business.codes).toMatchObject({
      country_code: 'KW',
      countries: ['SA', 'KW'],
      daily_budget: 3,
      budget: 3,
    });
    // Audited in the business's own trail, naming the operator.
    const { rows } = await ctx.database.db.execute<{ member_name: string; after: unknown }>(
      sql`SELECT a.member_name, a.after FROM admin_audit a JOIN businesses b ON b.id = a.business_id
          WHERE b.reference_id = 'other' AND a.entity = 'business' ORDER BY a.id DESC LIMIT 1`,
    );
    expect(rows[0]?.member_name).toMatch(/^Operator /);
    expect(rows[0]?.after).toEqual({ sign_in_codes: { countries: ['SA', 'KW'], daily_budget: 3 } });
  });

  it('codes then go to the listed countries only, up to the business’s own number a day', async () => {
    expect((await sendTo('other', '+966501234567')).statusCode).toBe(202);
    expect((await sendTo('other', '+447700900123')).statusCode).toBe(422);
    expect((await sendTo('other', '+96555000011')).statusCode).toBe(202);
    // The owner's sign-in was the first code of the day for `other`; its number is 3. `shop` keeps the installation's 4.
    expect((await sendTo('other', '+96555000012')).statusCode).toBe(429);
    const shop = [];
    for (let i = 0; i < 5; i++) shop.push((await sendTo('shop', `+9655600${1000 + i}`)).statusCode);
    // One code already went to the operator's sign-in this day.
    expect(shop).toEqual([202, 202, 202, 429, 429]);
    expect((await sendTo('shop', '+966501234567')).statusCode).toBe(422);
  });

  it('empty values give the defaults back: its own country, the installation’s number', async () => {
    const res = await operator.post('/operator/businesses/other/codes', {
      countries: [],
      daily_budget: null,
    });
    expect(res.json().business.codes).toMatchObject({
      countries: null,
      daily_budget: null,
      budget: 4,
      sent_24h: 3,
    });
    const { rows } = await ctx.database.db.execute<{ settings: Record<string, unknown> }>(
      sql`SELECT settings FROM businesses WHERE reference_id = 'other'`,
    );
    expect(rows[0]?.settings).not.toHaveProperty('otp_countries');
    expect(rows[0]?.settings).not.toHaveProperty('otp_daily_budget');
    expect((await sendTo('other', '+966501234568')).statusCode).toBe(422);
    expect((await sendTo('other', '+96555000013')).statusCode).toBe(202);
  });
});
