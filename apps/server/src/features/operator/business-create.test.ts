import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../platform/test/eventually.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { type RecordingChannel, recordingChannel } from '../accounts/accounts-test-support.ts';
import { adminCalls, signIn } from '../admin/admin-test-support.ts';
import { BusinessExists, createBusiness } from './business-create.ts';

let ctx: TestContext;
let channel: RecordingChannel;

beforeAll(async () => {
  channel = recordingChannel();
  ctx = await createTestApp([], { accounts: { channel, delivery: { retries: 1, backoffSeconds: 0 } } });
});
afterAll(() => ctx.close());

const doc = {
  reference_id: 'baitna',
  name: { ar: 'مطبخ بيتنا', en: 'Baitna Kitchen' },
  locales: ['ar', 'en'],
  owner: { phone: '50000002', name: 'Huda' },
};

describe('business:create (ADR 1001)', () => {
  it('creates a business with a main branch and an owner who signs in to its back office', async () => {
    const created = await createBusiness(ctx.database.db, doc);
    expect(created).toMatchObject({ referenceId: 'baitna', ownerPhone: '+96550000002' });
    const token = await signIn(ctx.app, channel, 'baitna', '+96550000002');
    const me = (await adminCalls(ctx.app, 'baitna', token).get('/me')).json();
    expect(me).toMatchObject({
      member: { role: 'owner', name: 'Huda' },
      business: { locales: ['ar', 'en'] },
    });
    expect(me.business.branches).toHaveLength(1);
    // A draft until its owner publishes it (ADR 1373): "coming soon", then the storefront.
    const draft = await ctx.app.inject({ method: 'GET', url: '/api/webapp/v5/restaurant/baitna' });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().restaurant.published).toBe(false);
    expect((await adminCalls(ctx.app, 'baitna', token).post('/publish', {})).statusCode).toBe(200);
    const restaurant = await eventually(
      () => ctx.app.inject({ method: 'GET', url: '/api/webapp/v5/restaurant/baitna' }),
      (r) => r.json().restaurant?.published === true,
    );
    expect(restaurant.statusCode, restaurant.body.slice(0, 200)).toBe(200);
  });

  it('refuses a reference that exists, a name missing in the first locale and a bad phone', async () => {
    await expect(createBusiness(ctx.database.db, doc)).rejects.toBeInstanceOf(BusinessExists);
    await expect(
      createBusiness(ctx.database.db, { ...doc, reference_id: 'x2', name: { en: 'Only English' } }),
    ).rejects.toThrow(/name/);
    await expect(
      createBusiness(ctx.database.db, { ...doc, reference_id: 'x3', owner: { phone: '123' } }),
    ).rejects.toThrow(/phone/);
  });
});
