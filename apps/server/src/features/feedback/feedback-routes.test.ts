import {
  orderRatingResponseSchema,
  placeOrderResponseSchema,
  ratingSummaryResponseSchema,
  staffFeedbackResponseSchema,
  surveyResponseSchema,
} from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { demoSurvey } from '../../platform/db/seed/demo-survey.ts';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';

let ctx: TestContext;
let ids: ShopIds;
let staffToken: string;
const base = orderSeed();
const seed = {
  ...base,
  settings: { ...base.settings, feedback: true, show_rating: true },
  survey: demoSurvey,
};
const quiet = { ...orderSeed('quiet'), survey: demoSurvey };

beforeAll(async () => {
  ctx = await createTestApp([seed, quiet], { now: () => NOON });
  ids = await shopIds(ctx.database.db);
  staffToken = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function survey(ref = 'shop', locale = 'en') {
  const res = await get(`/api/webapp/survey/${ref}`, { locale });
  expect(res.statusCode).toBe(200);
  return surveyResponseSchema.parse(res.json());
}

/** Valid answers to the demo survey, by question kind. */
async function goodAnswers() {
  const q = (await survey()).survey?.questions ?? [];
  const of = (kind: number, nth = 0) => q.filter((x) => x.kind === kind)[nth];
  const choices = of(4);
  return {
    q,
    answers: [
      { question_id: of(5)?.id ?? 0, value: 4 },
      { question_id: of(3)?.id ?? 0, value: 5 },
      { question_id: of(2)?.id ?? 0, value: 9 },
      { question_id: choices?.id ?? 0, value: choices?.kind === 4 ? choices.options.map((o) => o.id) : [] },
      { question_id: of(1)?.id ?? 0, value: '<script>alert(1)</script> great coffee' },
      { question_id: of(6)?.id ?? 0, value: '5000 1234' },
    ],
  };
}

describe('GET webapp/survey/{ref}', () => {
  it('renders the survey of the business in the asked language, one question of each kind', async () => {
    const en = await survey();
    expect(en.country_code).toBe('KW');
    expect(en.survey?.title).toBe('How was your visit?');
    expect(new Set(en.survey?.questions.map((q) => q.kind))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const slider = en.survey?.questions.find((q) => q.kind === 2);
    expect(slider).toMatchObject({ min: 0, max: 10, step: 1, min_label: 'Not likely', required: true });
    const ar = await survey('shop', 'ar');
    expect(ar.survey?.title).toBe('كيف كانت زيارتك؟');
  });

  it('has no survey when the feedback setting is off; 404 for an unknown business', async () => {
    expect((await survey('quiet')).survey).toBeNull();
    expect((await get('/api/webapp/survey/nobody')).statusCode).toBe(404);
  });
});

describe('POST webapp/survey/{id}', () => {
  it('stores valid answers once per visitor and month, free text as typed, phone in E.164', async () => {
    const { answers } = await goodAnswers();
    const surveyId = (await survey()).survey?.id ?? 0;
    const res = await post(`/api/webapp/survey/${surveyId}`, { visitor_id: 'visitor-aaaa', answers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ error: 0, period_key: '2026-03' });
    const [row] = await ctx.database.db
      .select()
      .from(s.surveyResponses)
      .where(eq(s.surveyResponses.id, res.json().response_id));
    expect(row?.phone).toBe('+96550001234');
    expect(row?.answers.find((a) => a.kind === 1)?.value).toBe('<script>alert(1)</script> great coffee');

    const again = await post(`/api/webapp/survey/${surveyId}`, { visitor_id: 'visitor-aaaa', answers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 1, code: 'SURVEY_ALREADY_ANSWERED' });
    expect(again.json().message).toMatch(/already answered this survey this month/);
    // Another device with the same phone number is the same diner.
    const samePhone = await post(`/api/webapp/survey/${surveyId}`, { visitor_id: 'visitor-bbbb', answers });
    expect(samePhone.statusCode).toBe(409);
    // Without the phone, another device is another diner.
    const other = await post(`/api/webapp/survey/${surveyId}`, {
      visitor_id: 'visitor-bbbb',
      answers: answers.filter((a) => typeof a.value !== 'string'),
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers 422 with a message per bad answer', async () => {
    const { q } = await goodAnswers();
    const surveyId = (await survey()).survey?.id ?? 0;
    const id = (kind: number) => q.find((x) => x.kind === kind)?.id ?? 0;
    const res = await post(`/api/webapp/survey/${surveyId}`, {
      visitor_id: 'visitor-cccc',
      answers: [
        { question_id: id(5), value: 6 },
        { question_id: id(2), value: 'ten' },
        { question_id: id(6), value: '123' },
        { question_id: id(1), value: 'x'.repeat(501) },
      ],
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('INVALID_ANSWERS');
    const problems = body.details.problems as { question_id: number; code: string; message: string }[];
    expect(problems.map((p) => [p.question_id, p.code])).toEqual(
      expect.arrayContaining([
        [id(5), 'ANSWER_OUT_OF_RANGE'],
        [id(2), 'ANSWER_WRONG_TYPE'],
        [id(6), 'ANSWER_PHONE_INVALID'],
        [id(1), 'ANSWER_TOO_LONG'],
        [id(3), 'ANSWER_REQUIRED'],
      ]),
    );
    expect(problems.find((p) => p.code === 'ANSWER_REQUIRED')?.message).toBe(
      '"How did the food taste?" needs an answer',
    );
    expect(body.message).toContain('takes a value from 1 to 5');
  });

  it('answers 422 for a malformed body, 404 for an unknown or switched-off survey, 400 for a bad id', async () => {
    const surveyId = (await survey()).survey?.id ?? 0;
    for (const body of [
      {},
      { visitor_id: 'x', answers: [] },
      { visitor_id: 'visitor-dddd', answers: 'no' },
    ]) {
      const res = await post(`/api/webapp/survey/${surveyId}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toBeTruthy();
    }
    expect(
      (await post('/api/webapp/survey/99999', { visitor_id: 'visitor-dddd', answers: [] })).statusCode,
    ).toBe(404);
    const [quietSurvey] = await ctx.database.db
      .select({ id: s.surveys.id })
      .from(s.surveys)
      .innerJoin(s.businesses, eq(s.businesses.id, s.surveys.businessId))
      .where(eq(s.businesses.referenceId, 'quiet'));
    expect(
      (await post(`/api/webapp/survey/${quietSurvey?.id}`, { visitor_id: 'visitor-dddd', answers: [] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/api/webapp/survey/abc', { visitor_id: 'visitor-dddd', answers: [] })).statusCode,
    ).toBe(400);
  });
});

describe('POST users/rate', () => {
  async function placeDelivered() {
    const res = await post('/api/webapp/order', pickupOrder(ids));
    const placed = await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()));
    return placed;
  }
  const setStatus = (orderId: number, status: number) =>
    post(`/api/staff/orders/${orderId}/status`, { status }, { authorization: `Bearer ${staffToken}` });

  it('rates a delivered order once, only with its token, and the summary follows', async () => {
    const { order, token } = await placeDelivered();
    const rating = async () =>
      orderRatingResponseSchema.parse(
        (await get(`/api/webapp/order/${order.id}/rating`, { 'x-order-token': token })).json(),
      );
    expect(await rating()).toEqual({ error: 0, status: 0, can_rate: false, review: null });
    const early = await post('/api/users/rate', { order_id: order.id, token, stars: 5 });
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe('RATING_NOT_DELIVERED');

    for (const status of [1, 3, 5]) expect((await setStatus(order.id, status)).statusCode).toBe(200);
    expect((await rating()).can_rate).toBe(true);

    const wrong = await post('/api/users/rate', { order_id: order.id, token: 'not-the-token', stars: 5 });
    expect(wrong.statusCode).toBe(404);
    const noToken = await post('/api/users/rate', { order_id: order.id, stars: 5 });
    expect(noToken.statusCode).toBe(404);

    const ok = await post('/api/users/rate', {
      order_id: order.id,
      token,
      stars: 4,
      comment: ' <b>Lovely</b> ',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().review).toMatchObject({ stars: 4, comment: '<b>Lovely</b>' });
    // The diner's answer names no order number (ADR 1472).
    expect(ok.json().review).not.toHaveProperty('order_id');
    const twice = await post('/api/users/rate', { order_id: order.id, token, stars: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('RATING_ALREADY_GIVEN');
    expect(await rating()).toMatchObject({ can_rate: false, review: { stars: 4 } });

    const second = await placeDelivered();
    for (const status of [1, 3, 5]) await setStatus(second.order.id, status);
    await post('/api/users/rate', { order_id: second.order.id, token: second.token, stars: 5 });
    const summary = ratingSummaryResponseSchema.parse((await get('/api/webapp/ratings/shop')).json());
    expect(summary).toEqual({ error: 0, average: 4.5, count: 2 });
  });

  it('answers 422 for bad stars or an overlong comment, 404 for an unknown order', async () => {
    for (const body of [
      { order_id: 1, token: 'abcdefgh', stars: 0 },
      { order_id: 1, token: 'abcdefgh', stars: 6 },
      { order_id: 1, token: 'abcdefgh', stars: 4.5 },
      { order_id: 1, token: 'abcdefgh', stars: 4, comment: 'x'.repeat(1001) },
      { token: 'abcdefgh', stars: 4 },
    ]) {
      const res = await post('/api/users/rate', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ error: 1, code: 'RATING_INVALID' });
    }
    expect(
      (await post('/api/users/rate', { order_id: 999999, token: 'abcdefgh', stars: 4 })).statusCode,
    ).toBe(404);
  });

  it('shows no average when show_rating is off', async () => {
    expect((await get('/api/webapp/ratings/quiet')).json()).toEqual({ error: 0, average: 0, count: 0 });
    expect((await get('/api/webapp/ratings/nobody')).statusCode).toBe(404);
  });
});

describe('GET staff/feedback', () => {
  it('lists the business’s ratings and answers in words, for its staff only', async () => {
    expect((await get('/api/staff/feedback')).statusCode).toBe(401);
    const res = await get('/api/staff/feedback', { authorization: `Bearer ${staffToken}` });
    expect(res.statusCode).toBe(200);
    const body = staffFeedbackResponseSchema.parse(res.json());
    expect(body.count).toBe(2);
    expect(body.ratings[0]?.stars).toBeGreaterThan(0);
    const answers = body.responses.at(-1)?.answers ?? [];
    expect(answers.find((a) => a.kind === 5)?.answer).toBe('4/5');
    expect(answers.find((a) => a.kind === 4)?.answer).toBe('Coffee, Breakfast, Kitchen plates, Desserts');
    expect(answers.find((a) => a.kind === 1)?.answer).toBe('<script>alert(1)</script> great coffee');
  });
});

describe('POST webapp/newsletter/{ref}', () => {
  it('takes an opt-in only when the newsletter setting is on, once per address', async () => {
    await ctx.database.db
      .update(s.businesses)
      .set({ settings: { ...seed.settings, newsletter: true } })
      .where(eq(s.businesses.referenceId, 'shop'));
    const first = await post('/api/webapp/newsletter/shop', { email: 'Diner@Example.com', consent: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ error: 0, subscribed: true });
    const again = await post('/api/webapp/newsletter/shop', { email: 'diner@example.com', consent: true });
    expect(again.json()).toEqual({ error: 0, subscribed: false });
    const rows = await ctx.database.db.select().from(s.newsletterSubscribers);
    expect(rows.map((r) => r.email)).toEqual(['Diner@Example.com']);
    expect((await post('/api/webapp/newsletter/quiet', { email: 'a@b.co', consent: true })).statusCode).toBe(
      404,
    );
  });

  it('answers 422 without consent or with a bad address', async () => {
    for (const body of [
      { email: 'a@b.co' },
      { email: 'a@b.co', consent: false },
      { email: 'nope', consent: true },
    ]) {
      const res = await post('/api/webapp/newsletter/shop', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ error: 1, code: 'NEWSLETTER_INVALID' });
    }
  });
});
