import {
  type OrderKey,
  RATING_PROBLEM,
  type RateOrderBody,
  type Review,
  type StaffFeedbackResponse,
  SURVEY_PROBLEM,
  type SurveySubmitBody,
  type SurveySubmitResponse,
} from '@sufra/contract';
import { checkSurveyAnswers, surveyPeriodKey } from '@sufra/domain';
import { type Customer, customerIn, type StaffMember } from '../../platform/auth/identity.ts';
import type { Db } from '../../platform/db/client.ts';
import { Conflict, NotFound, Refused, Suspended } from '../../platform/failures.ts';
import { resolveLocale } from '../../platform/localize.ts';
import { safeTimeZone } from '../catalog/week.ts';
import type { OrderAccess, OrderReading } from '../orders/order-reading.ts';
import { findHeadByReference } from '../tenancy/business-heads.ts';
import { describeAnswerProblem } from './feedback-messages.ts';
import {
  findActiveSurvey,
  findFeedbackSettings,
  findRating,
  findSurvey,
  insertRating,
  insertSubscriber,
  insertSurveyResponse,
  ratingSummary,
  recentFeedback,
} from './feedback-repository.ts';
import { toSurvey } from './survey-view.ts';

/** [product: Orders and their status]: an order can be rated once it is delivered (the last step of every order type). */
const DELIVERED = 5;

const toReview = (r: { stars: number; comment: string; createdAt: Date }): Review => ({
  stars: r.stars,
  comment: r.comment,
  created_at: r.createdAt.toISOString(),
});

/** Survey answers (ADR 780) and order ratings (ADR 781). */
export function createFeedbackService(deps: { db: Db; now: () => Date; reading: OrderReading }) {
  const { db } = deps;

  async function business(ref: string) {
    const head = await findHeadByReference(db, ref);
    if (!head) throw new NotFound('Business not found');
    if (head.suspended) throw new Suspended(head);
    const settings = await findFeedbackSettings(db, head.id);
    if (!settings) throw new NotFound('Business not found');
    return { head, settings };
  }

  const texts = (locale: string | undefined, locales: string[]) => ({
    locale: resolveLocale(locale, locales),
    fallback: locales[0] ?? 'en',
  });

  return {
    /** The active survey, or null when the business has none or its `feedback` setting is off. */
    async survey(ref: string, locale: string | undefined) {
      const { head, settings } = await business(ref);
      const rows = settings.feedback ? await findActiveSurvey(db, head.id) : null;
      return {
        error: 0 as const,
        survey: rows ? toSurvey(rows, texts(locale, head.locales)) : null,
        country_code: settings.countryCode,
      };
    },

    async submit(
      surveyId: number,
      body: SurveySubmitBody,
      who: { customer: Customer | null; locale: string | undefined },
    ): Promise<SurveySubmitResponse> {
      const rows = await findSurvey(db, surveyId);
      if (!rows?.survey.active) throw new NotFound('Survey not found');
      const settings = await findFeedbackSettings(db, rows.survey.businessId);
      const head = settings && (await findHeadByReference(db, settings.referenceId));
      if (!settings || !head || !settings.feedback) throw new NotFound('Survey not found');
      if (head.suspended) throw new Suspended(head);
      const t = texts(who.locale, head.locales);
      const survey = toSurvey(rows, t);
      const checked = checkSurveyAnswers(survey.questions, body.answers, settings.countryCode);
      if (!checked.ok) {
        const titles = new Map(survey.questions.map((q) => [q.id, q.title]));
        const problems = checked.problems.map((p) => describeAnswerProblem(p, titles.get(p.question_id)));
        throw new Refused('INVALID_ANSWERS', problems.map((p) => p.message).join('; '), { problems });
      }
      const userId = customerIn(who.customer, head.id);
      const periodKey = surveyPeriodKey(survey.period, deps.now(), safeTimeZone(head.timeZone));
      const phone = checked.answers.find((a) => a.kind === 6)?.value;
      const id = await insertSurveyResponse(db, {
        businessId: head.id,
        surveyId,
        periodKey,
        dinerKey: userId !== null ? `user:${userId}` : `visitor:${body.visitor_id}`,
        phone: typeof phone === 'string' ? phone : null,
        locale: t.locale,
        answers: checked.answers,
      });
      if (id === null)
        throw new Conflict(
          SURVEY_PROBLEM.alreadyAnswered,
          survey.period === 'once'
            ? 'You have already answered this survey'
            : `You have already answered this survey this ${survey.period}`,
        );
      return { error: 0, response_id: id, thank_you: survey.thank_you, period_key: periodKey };
    },

    /** `users/rate` [product: Feedback]: once per delivered order, by whoever holds the order (ADR 781). */
    async rate(body: RateOrderBody, customer: Customer | null): Promise<Review> {
      const order = await deps.reading.authorize(body.order_id, { token: body.token, customer });
      if (order.status !== DELIVERED)
        throw new Refused(RATING_PROBLEM.notDelivered, 'An order can be rated once it is delivered');
      const saved = await insertRating(db, {
        orderId: order.id,
        businessId: order.businessId,
        stars: body.stars,
        comment: (body.comment ?? '').trim(),
      });
      if (!saved) throw new Conflict(RATING_PROBLEM.alreadyRated, 'This order has already been rated');
      return toReview(saved);
    },

    async orderRating(orderId: OrderKey, access: OrderAccess) {
      const order = await deps.reading.authorize(orderId, access);
      const review = await findRating(db, order.id);
      return {
        error: 0 as const,
        status: order.status,
        can_rate: order.status === DELIVERED && !review,
        review: review ? toReview(review) : null,
      };
    },

    /** The average and count the storefront shows; zero when `show_rating` is off (nothing to show). */
    async summary(ref: string) {
      const { head, settings } = await business(ref);
      if (!settings.showRating) return { error: 0 as const, average: 0, count: 0 };
      return { error: 0 as const, ...(await ratingSummary(db, head.id)) };
    },

    /** `newsletter` setting: opt-ins are taken only while the setting is on (ADR 783). */
    async subscribe(ref: string, email: string, locale: string | undefined) {
      const { head, settings } = await business(ref);
      if (!settings.newsletter) throw new NotFound('This business has no newsletter');
      const subscribed = await insertSubscriber(db, {
        businessId: head.id,
        email: email.trim(),
        locale: texts(locale, head.locales).locale,
      });
      return { error: 0 as const, subscribed };
    },

    async staffFeedback(staff: StaffMember, locale: string | undefined): Promise<StaffFeedbackResponse> {
      const t = texts(locale, staff.locales);
      const [recent, summary] = await Promise.all([
        recentFeedback(db, staff.businessId, 30),
        ratingSummary(db, staff.businessId),
      ]);
      const surveys = new Map(recent.surveys.map((rows) => [rows.survey.id, toSurvey(rows, t)]));
      return {
        error: 0,
        ...summary,
        ratings: recent.ratings.map((r) => ({
          order_id: r.orderId,
          stars: r.stars,
          comment: r.comment,
          created_at: r.createdAt.toISOString(),
          customer_name: r.customerName,
        })),
        responses: recent.responses.map((r) => {
          const survey = surveys.get(r.surveyId);
          const questions = new Map(survey?.questions.map((q) => [q.id, q]));
          return {
            id: r.id,
            survey_title: survey?.title ?? '',
            created_at: r.createdAt.toISOString(),
            phone: r.phone,
            answers: r.answers.map((a) => {
              const q = questions.get(a.question_id);
              return {
                question: q?.title ?? `#${a.question_id}`,
                kind: a.kind,
                answer: answerInWords(q, a.value),
              };
            }),
          };
        }),
      };
    },
  };
}

/** An answer as staff read it: a choice's labels, "4/5" for scales, the text itself otherwise. */
function answerInWords(
  q: ReturnType<typeof toSurvey>['questions'][number] | undefined,
  value: string | number | number[],
): string {
  if (Array.isArray(value))
    return value
      .map((id) => (q?.kind === 4 ? q.options.find((o) => o.id === id)?.label : undefined) ?? `#${id}`)
      .join(', ');
  if (typeof value === 'number') {
    const max = q?.kind === 5 ? q.stars : q?.kind === 3 ? 5 : q?.kind === 2 ? q.max : undefined;
    return max === undefined ? String(value) : `${value}/${max}`;
  }
  return value;
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
