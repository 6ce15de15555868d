import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { demoSurvey } from '../../platform/db/seed/demo-survey.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import type { RecordingChannel } from '../accounts/accounts-test-support.ts';
import { type AdminCalls, adminCalls, adminTestApp, signInTeam } from '../admin/admin-test-support.ts';
import { NOON, orderSeed, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';

// ADR 1140–1143: wallet packages and terms, policies, surveys, bookings and scheduled orders in
// the back office — audited, version-checked, a 422 per field, staff 403, another business's
// admin 404; each change read back where the storefront reads it.

let ctx: TestContext;
let ids: ShopIds;
let manager: AdminCalls;
let owner: AdminCalls;
let staff: AdminCalls;
let stranger: AdminCalls;
let anonymous: AdminCalls;
let customerId = 0;

const base = orderSeed('shop');
const shop = { ...base, settings: { ...base.settings, feedback: true }, survey: demoSurvey };

beforeAll(async () => {
  let channel: RecordingChannel;
  ({ ctx, channel } = await adminTestApp([shop, orderSeed('other')], {
    now: () => NOON,
    resolveCustomer: async (token) => {
      const m = /^cust-(\d+)-(\d+)$/.exec(token);
      return m ? { id: Number(m[1]), businessId: Number(m[2]) } : null;
    },
  }));
  const db = ctx.database.db;
  ids = await shopIds(db);
  ({ owner, manager, staff, stranger } = await signInTeam(ctx, channel, 11, {
    owner: { role: 'owner' },
    manager: { role: 'manager' },
    staff: { role: 'staff' },
    stranger: { ref: 'other', role: 'owner' },
  }));
  anonymous = adminCalls(ctx.app, 'shop');
  const [customer] = await db
    .insert(s.customers)
    .values({ businessId: ids.businessId, phone: '+96553000100', dialCode: '965', name: 'Sara' })
    .returning();
  customerId = customer?.id ?? 0;
});
afterAll(() => ctx.close());

const restaurant = async () => {
  const res = await ctx.app.inject({ url: '/api/webapp/v5/restaurant/shop' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().restaurant;
};
const dinerWallet = async () => {
  const res = await ctx.app.inject({
    url: '/api/webapp/wallet/shop',
    headers: { authorization: `Bearer cust-${customerId}-${ids.businessId}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().wallet;
};
const audit = (entity: string) =>
  ctx.database.db.select().from(s.adminAudit).where(eq(s.adminAudit.entity, entity)).orderBy(s.adminAudit.id);
type Answer = Awaited<ReturnType<TestContext['app']['inject']>>;
async function ok(res: Answer, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
const fieldsOf = (res: Answer) => {
  expect(res.statusCode, res.body).toBe(422);
  return (res.json() as { details: { fields: Record<string, string> } }).details.fields;
};

describe('who may', () => {
  const reads = ['/wallet', '/policies', '/surveys', '/bookings'];
  it('staff get 403, another business’s owner 404, no session 401 — on reads and writes', async () => {
    for (const path of reads) {
      expect((await staff.get(path)).statusCode).toBe(403);
      expect((await stranger.get(path)).statusCode).toBe(404);
      expect((await anonymous.get(path)).statusCode).toBe(401);
      expect((await owner.get(path)).statusCode).toBe(200);
    }
    const writes: [string, object][] = [
      ['/wallet', { enable_wallet: true }],
      ['/wallet/packages', { name: { en: 'X' }, price: 1000, credit: 1200 }],
      ['/policies', { privacy: { en: 'Mine' } }],
      ['/surveys', { title: { en: 'S' } }],
      ['/bookings', {}],
    ];
    for (const [path, body] of writes) {
      expect((await staff.post(path, body)).statusCode).toBe(403);
      expect((await stranger.post(path, body)).statusCode).toBe(404);
    }
    expect(await ctx.database.db.select().from(s.walletPackages)).toHaveLength(0);
  });
});

describe('wallet', () => {
  it('the switch and terms reach the storefront at once, audited; a stale screen gets 409', async () => {
    const { wallet } = await ok(await manager.get('/wallet'));
    expect(wallet).toMatchObject({ enable_wallet: false, policy: {}, currency: 'KWD', packages: [] });
    expect((await restaurant()).enable_wallet).toBe(false);
    const saved = await ok(
      await manager.post('/wallet', {
        enable_wallet: true,
        policy: { en: 'Credit never expires.', ar: 'الرصيد لا ينتهي.' },
        version: wallet.version,
      }),
    );
    expect(saved.wallet).toMatchObject({ enable_wallet: true, policy: { en: 'Credit never expires.' } });
    // The business row's version moved: the NOTIFY drops every instance's cached response.
    await expect.poll(async () => (await restaurant()).enable_wallet).toBe(true);
    const shown = await restaurant();
    expect(shown.policies.wallet).toBe('Credit never expires.');
    expect((await dinerWallet()).policy).toBe('Credit never expires.');
    const [entry] = await audit('wallet');
    expect(entry).toMatchObject({
      action: 'update',
      before: { enable_wallet: false },
      after: { enable_wallet: true },
    });
    const stale = await manager.post('/wallet', { enable_wallet: false, version: wallet.version });
    expect(stale.statusCode).toBe(409);
    expect(fieldsOf(await manager.post('/wallet', { enable_wallet: true, policy: { fr: 'Non' } }))).toEqual({
      'policy.fr': 'This business does not use this language',
    });
  });

  it('refuses a bad package field by field', async () => {
    const fields = fieldsOf(
      await manager.post('/wallet/packages', {
        name: { ar: 'باقة' },
        price: 0,
        credit: 'lots',
        bonus_expiry_days: 0,
      }),
    );
    expect(Object.keys(fields).sort()).toEqual(['bonus_expiry_days', 'credit', 'price']);
    const second = fieldsOf(
      await manager.post('/wallet/packages', { name: { ar: 'باقة' }, price: 5000, credit: 4000 }),
    );
    expect(second).toEqual({ 'name.en': 'Required', credit: 'At least what the diner pays' });
  });

  it('adds, edits and removes packages; the diner’s wallet shows each change; a bought one is retired', async () => {
    const added = await ok(
      await manager.post('/wallet/packages', {
        name: { en: 'Gold', ar: 'ذهبي' },
        description: { en: 'Pay 10, get 12' },
        price: 10_000,
        credit: 12_000,
        bonus_expiry_days: 30,
      }),
      201,
    );
    expect(added.package).toMatchObject({ price: 10_000, credit: 12_000, active: true, purchases: 0 });
    const id = (added.package as { id: number }).id;
    expect((await dinerWallet()).availablePackages).toMatchObject([{ id, name: 'Gold', bonus: 2000 }]);

    const edited = await ok(
      await manager.post(`/wallet/packages/${id}`, {
        name: { en: 'Gold plus', ar: 'ذهبي بلس' },
        price: 10_000,
        credit: 13_000,
        bonus_expiry_days: 60,
        version: (added.package as { version: string }).version,
      }),
    );
    expect((await dinerWallet()).availablePackages).toMatchObject([{ id, name: 'Gold plus', bonus: 3000 }]);
    const stale = await manager.post(`/wallet/packages/${id}`, {
      name: { en: 'Late' },
      price: 1000,
      credit: 1000,
      version: (added.package as { version: string }).version,
    });
    expect(stale.statusCode).toBe(409);

    // Someone bought it: removing retires it (off, kept for its purchase), the diner no longer sees it.
    await ctx.database.db.insert(s.walletPurchases).values({
      businessId: ids.businessId,
      customerId,
      packageId: id,
      price: 10_000,
      credit: 13_000,
      currency: 'KWD',
      status: 'paid',
    });
    const retired = await ok(
      await manager.post(`/wallet/packages/${id}/remove`, {
        version: (edited.package as { version: string }).version,
      }),
    );
    expect(retired.removed).toBe('retired');
    const [row] = await ctx.database.db.select().from(s.walletPackages).where(eq(s.walletPackages.id, id));
    expect(row?.active).toBe(false);
    expect((await dinerWallet()).availablePackages).toEqual([]);
    expect((await ok(await manager.get('/wallet'))).wallet).toMatchObject({
      packages: [{ id, active: false, purchases: 1 }],
    });

    // Never bought: deleted.
    const spare = await ok(
      await manager.post('/wallet/packages', { name: { en: 'Spare' }, price: 1000, credit: 1000 }),
      201,
    );
    const spareId = (spare.package as { id: number }).id;
    expect((await ok(await manager.post(`/wallet/packages/${spareId}/remove`, {}))).removed).toBe('deleted');
    expect(
      await ctx.database.db.select().from(s.walletPackages).where(eq(s.walletPackages.id, spareId)),
    ).toEqual([]);
    expect((await audit('wallet_package')).map((e) => e.action)).toEqual([
      'create',
      'update',
      'delete',
      'create',
      'delete',
    ]);
    // Another business's package id is the same 404 as an unknown one.
    expect((await stranger.post(`/wallet/packages/${id}`, {})).statusCode).toBe(404);
    expect(
      (await manager.post('/wallet/packages/999999', { name: { en: 'X' }, price: 1, credit: 1 })).statusCode,
    ).toBe(404);
  });
});

describe('policies', () => {
  it('privacy, terms and refunds per locale reach the storefront; the wallet terms stay; 422 and 409', async () => {
    const { policies } = await ok(await manager.get('/policies'));
    const saved = await ok(
      await manager.post('/policies', {
        privacy: { en: 'We keep your phone number only.', ar: 'نحتفظ برقم هاتفك فقط.' },
        terms: { en: 'Prices include VAT.' },
        refund: {},
        version: policies.version,
      }),
    );
    expect(saved.policies).toMatchObject({ privacy: { en: 'We keep your phone number only.' }, refund: {} });
    await expect
      .poll(async () => (await restaurant()).policies.privacy)
      .toBe('We keep your phone number only.');
    const shown = (await restaurant()).policies;
    expect(shown.privacy).toBe('We keep your phone number only.');
    expect(shown.terms).toBe('Prices include VAT.');
    expect(shown.refund).toBeUndefined();
    expect(shown.wallet).toBe('Credit never expires.');
    expect((await manager.post('/policies', { privacy: {}, version: policies.version })).statusCode).toBe(
      409,
    );
    expect(
      Object.keys(fieldsOf(await manager.post('/policies', { terms: { en: 'x'.repeat(5001) } }))),
    ).toEqual(['terms.en']);
    expect(
      fieldsOf(await manager.post('/policies', { privacy: { de: 'Nein' }, refund: { ar: 'لا' } })),
    ).toEqual({
      'privacy.de': 'This business does not use this language',
    });
    expect((await audit('policies')).length).toBe(1);
  });
});

type Survey = {
  id: number;
  version: string;
  active: boolean;
  responses: number;
  questions: { id: number; kind: number; title: Record<string, string> }[];
};

describe('surveys', () => {
  it('lists the seeded survey with its six kinds of question', async () => {
    const { surveys } = await ok(await manager.get('/surveys'));
    const [seeded] = surveys as Survey[];
    expect(new Set(seeded?.questions.map((q) => q.kind))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });

  it('builds a survey of all six kinds, reorders it, and the feedback page asks it at once', async () => {
    const created = await ok(
      await manager.post('/surveys', {
        title: { en: 'Tell us', ar: 'أخبرنا' },
        thank_you: { en: 'Thanks!' },
        period: 'week',
      }),
      201,
    );
    let survey = created.survey as Survey;
    const questions = [
      { kind: 1, title: { en: 'Anything else?' }, multiline: true, max_length: 300 },
      { kind: 2, title: { en: 'How busy?' }, min: 0, max: 5, step: 1, min_label: { en: 'Quiet' } },
      { kind: 3, title: { en: 'Your mood' } },
      {
        kind: 4,
        title: { en: 'What did you order?' },
        multiple: true,
        options: [{ label: { en: 'Fish' } }, { label: { en: 'Rice' } }],
      },
      { kind: 5, title: { en: 'Stars' }, stars: 5, required: true },
      { kind: 6, title: { en: 'Your phone' } },
    ];
    for (const q of questions) {
      survey = (
        await ok(
          await manager.post(`/surveys/${survey.id}/questions`, { ...q, version: survey.version }),
          201,
        )
      ).survey as Survey;
    }
    expect(survey.questions.map((q) => q.kind)).toEqual([1, 2, 3, 4, 5, 6]);
    const stars = survey.questions[4]?.id ?? 0;
    survey = (
      await ok(await manager.post(`/surveys/${survey.id}/questions/${stars}/move`, { direction: 'up' }))
    ).survey as Survey;
    survey = (
      await ok(await manager.post(`/surveys/${survey.id}/questions/${stars}/move`, { direction: 'up' }))
    ).survey as Survey;
    expect(survey.questions.map((q) => q.kind)).toEqual([1, 2, 5, 3, 4, 6]);
    const first = survey.questions[0]?.id ?? 0;
    survey = (
      await ok(await manager.post(`/surveys/${survey.id}/questions/${first}/move`, { direction: 'up' }))
    ).survey as Survey;
    expect(survey.questions[0]?.id).toBe(first);

    // The newest active survey is the one the storefront asks, in the saved order.
    const page = await ctx.app.inject({ url: '/api/webapp/survey/shop', headers: { locale: 'en' } });
    const asked = page.json().survey;
    expect(asked.title).toBe('Tell us');
    expect(asked.questions.map((q: { kind: number }) => q.kind)).toEqual([1, 2, 5, 3, 4, 6]);
    expect(asked.questions.find((q: { kind: number }) => q.kind === 4).options).toEqual([
      { id: 1, label: 'Fish' },
      { id: 2, label: 'Rice' },
    ]);

    // A stale version (the survey moved since) is refused; bad questions are named per field.
    const stale = await manager.post(`/surveys/${survey.id}/questions`, {
      ...questions[2],
      version: created.survey.version,
    });
    expect(stale.statusCode).toBe(409);
    const fields = fieldsOf(
      await manager.post(`/surveys/${survey.id}/questions`, {
        kind: 4,
        title: {},
        options: [{ label: { en: 'Only' } }],
      }),
    );
    expect(fields).toEqual({ 'title.en': 'Required', options: 'At least two options' });
    expect(
      fieldsOf(
        await manager.post(`/surveys/${survey.id}/questions`, {
          kind: 2,
          title: { en: 'S' },
          min: 5,
          max: 5,
        }),
      ),
    ).toEqual({ max: 'Above the lowest value' });
    expect(
      fieldsOf(await manager.post(`/surveys/${survey.id}/questions`, { kind: 9, title: { en: 'S' } })),
    ).toHaveProperty('kind');

    // Edit a choice question: the kept option keeps its id, a new one takes the next.
    const choice = survey.questions.find((q) => q.kind === 4);
    survey = (
      await ok(
        await manager.post(`/surveys/${survey.id}/questions/${choice?.id}`, {
          kind: 4,
          title: { en: 'What did you eat?' },
          options: [{ id: 2, label: { en: 'Rice' } }, { label: { en: 'Bread' } }],
        }),
      )
    ).survey as Survey;
    const options = (survey.questions.find((q) => q.kind === 4) as unknown as { options: { id: number }[] })
      .options;
    expect(options.map((o) => o.id)).toEqual([2, 3]);

    // Remove a question; off, the survey leaves the storefront (the seeded one is asked again).
    const phone = survey.questions.find((q) => q.kind === 6)?.id;
    survey = (await ok(await manager.post(`/surveys/${survey.id}/questions/${phone}/remove`, {})))
      .survey as Survey;
    expect(survey.questions).toHaveLength(5);
    await ok(
      await manager.post(`/surveys/${survey.id}`, {
        title: { en: 'Tell us' },
        active: false,
        version: survey.version,
      }),
    );
    const again = await ctx.app.inject({ url: '/api/webapp/survey/shop', headers: { locale: 'en' } });
    expect(again.json().survey.title).toBe('How was your visit?');

    // Never answered: removing deletes it.
    expect((await ok(await manager.post(`/surveys/${survey.id}/remove`, {}))).removed).toBe('deleted');
    expect(await ctx.database.db.select().from(s.surveys).where(eq(s.surveys.id, survey.id))).toEqual([]);
  });

  it('an answered survey is retired, never deleted; its questions keep their kind and stay', async () => {
    const [seeded] = (await ok(await manager.get('/surveys'))).surveys as Survey[];
    if (!seeded) throw new Error('no seeded survey');
    await ctx.database.db.insert(s.surveyResponses).values({
      businessId: ids.businessId,
      surveyId: seeded.id,
      periodKey: 'm:2026-11',
      dinerKey: 'visitor:1',
      locale: 'en',
      answers: [],
    });
    const text = seeded.questions.find((q) => q.kind === 1);
    expect(
      fieldsOf(
        await manager.post(`/surveys/${seeded.id}/questions/${text?.id}`, { kind: 3, title: { en: 'Mood' } }),
      ),
    ).toEqual({ kind: 'Answers were given to this question: its kind stays' });
    expect((await manager.post(`/surveys/${seeded.id}/questions/${text?.id}/remove`, {})).statusCode).toBe(
      422,
    );
    expect((await ok(await manager.post(`/surveys/${seeded.id}/remove`, {}))).removed).toBe('retired');
    const [row] = await ctx.database.db
      .select()
      .from(s.surveys)
      .where(and(eq(s.surveys.id, seeded.id), eq(s.surveys.businessId, ids.businessId)));
    expect(row?.active).toBe(false);
    expect((await ctx.app.inject({ url: '/api/webapp/survey/shop' })).json().survey).toBeNull();
    expect((await audit('survey')).length).toBeGreaterThan(8);
    // The audit viewer filters by these kinds of change.
    const viewer = await ok(await manager.get('/audit?entity=survey'));
    expect(viewer.entries[0]).toMatchObject({ entity: 'survey', entity_id: seeded.id });
  });
});

describe('bookings and scheduled orders', () => {
  it('saves the booking terms, each branch’s capacity and windows; the storefront reads them', async () => {
    const { bookings } = await ok(await manager.get('/bookings'));
    expect(bookings.reservation).toMatchObject({ enabled: false, max_users: 1, cancel_cutoff: 120 });
    expect(bookings.branches).toHaveLength(2);
    const window = (interval: number) => ({
      on: true,
      only_schedule: false,
      min_advance: { interval: 20, scale: 'min' },
      max_advance: { interval, scale: 'day' },
      apply_on_starting_or_ending: 'starting',
    });
    const body = {
      reservation: {
        enabled: true,
        with_table: false,
        type: 1,
        max_users: 6,
        min_advance: 45,
        cancel_cutoff: 60,
      },
      branches: (bookings.branches as { id: number }[]).map((b) => ({
        id: b.id,
        capacity: { covers_per_slot: 24, duration_minutes: 75, slot_minutes: 15 },
        scheduled_orders: { delivery: window(2), pickup: { ...window(1), on: false } },
      })),
      version: bookings.version,
    };
    const saved = await ok(await manager.post('/bookings', body));
    expect(saved.bookings).toMatchObject({
      reservation: { enabled: true, max_users: 6 },
      branches: [{ capacity: { covers_per_slot: 24, duration_minutes: 75, slot_minutes: 15 } }, {}],
    });
    await expect.poll(async () => (await restaurant()).reservation.max_users).toBe(6);
    const shown = await restaurant();
    expect(shown.reservation).toMatchObject({
      enabled: true,
      max_users: 6,
      min_advance: 45,
      cancel_cutoff: 60,
    });
    const main = shown.branches.find((b: { id: number }) => b.id === ids.main);
    expect(main.scheduled_orders.delivery).toMatchObject({
      on: true,
      max_advance: { interval: 2, scale: 'day' },
    });
    expect(main.scheduled_orders.pickup.on).toBe(false);
    // Keys the screen does not show stay as they were.
    const [branch] = await ctx.database.db.select().from(s.branches).where(eq(s.branches.id, ids.main));
    expect((branch?.settings as { delivery?: unknown } | undefined)?.delivery).toEqual({ enable_gift: true });

    expect((await manager.post('/bookings', body)).statusCode).toBe(409);
    const bad = {
      ...body,
      version: undefined,
      branches: [
        {
          ...body.branches[0],
          id: 999999,
          capacity: { covers_per_slot: 0, duration_minutes: 75, slot_minutes: 15 },
        },
        {
          ...body.branches[1],
          scheduled_orders: {
            delivery: { ...window(0), min_advance: { interval: 1, scale: 'day' } },
            pickup: window(1),
          },
        },
      ],
    };
    expect(Object.keys(fieldsOf(await manager.post('/bookings', bad)))).toEqual([
      'branches.0.capacity.covers_per_slot',
    ]);
    bad.branches[0] = { ...body.branches[0], id: 999999 } as (typeof bad.branches)[number];
    expect(fieldsOf(await manager.post('/bookings', bad))).toEqual({
      'branches.0.id': 'Not one of your branches',
      'branches.1.scheduled_orders.delivery.max_advance': 'Later than the earliest time',
    });
    expect((await audit('bookings')).length).toBe(1);
  });
});
