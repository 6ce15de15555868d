import {
  newsletterBodySchema,
  newsletterParamsSchema,
  newsletterResponseSchema,
  orderRatingParamsSchema,
  orderRatingResponseSchema,
  rateOrderBodySchema,
  rateOrderResponseSchema,
  ratingSummaryParamsSchema,
  ratingSummaryResponseSchema,
  staffFeedbackResponseSchema,
  surveyParamsSchema,
  surveyResponseSchema,
  surveySubmitBodySchema,
  surveySubmitParamsSchema,
  surveySubmitResponseSchema,
} from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { unprocessable } from '../../platform/http/errors.ts';
import type { StaffService } from '../staff/staff-service.ts';
import type { FeedbackService } from './feedback-service.ts';

/**
 * A body the contract refuses is a 422 naming each bad field (issue #17: "bad input is a 422 with
 * a message"), as the order body is (ADR 406); path parameters stay 400s.
 */
function parseBody<S extends z.ZodType>(schema: S, body: unknown, code: string): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => ({
    field: i.path.join('.') || 'body',
    message: `${i.path.join('.') || 'body'}: ${i.message}`,
  }));
  throw unprocessable(code, problems.map((p) => p.message).join('; '), { problems });
}

const orderToken = (headers: Record<string, unknown>) => {
  const v = headers['x-order-token'];
  return typeof v === 'string' && v.length <= 100 ? v : undefined;
};

/** The survey, its answers, order ratings and the rating summary (ADR 780, 781). */
export function registerFeedbackRoutes(app: FastifyInstance, feedback: FeedbackService, staff: StaffService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/webapp/survey/:id',
    { schema: { params: surveyParamsSchema, response: { 200: surveyResponseSchema } } },
    (request) => feedback.survey(request.params.id, request.sufra?.locale),
  );

  api.post(
    '/webapp/survey/:id',
    { schema: { params: surveySubmitParamsSchema, response: { 200: surveySubmitResponseSchema } } },
    (request) =>
      feedback.submit(
        request.params.id,
        parseBody(surveySubmitBodySchema, request.body, 'INVALID_SURVEY_BODY'),
        {
          authorization: request.headers.authorization,
          locale: request.sufra?.locale,
        },
      ),
  );

  api.post('/users/rate', { schema: { response: { 200: rateOrderResponseSchema } } }, async (request) => {
    const body = parseBody(rateOrderBodySchema, request.body, 'RATING_INVALID');
    return { error: 0 as const, review: await feedback.rate(body, request.headers.authorization) };
  });

  api.get(
    '/webapp/order/:orderId/rating',
    { schema: { params: orderRatingParamsSchema, response: { 200: orderRatingResponseSchema } } },
    (request) =>
      feedback.orderRating(request.params.orderId, {
        token: orderToken(request.headers),
        authorization: request.headers.authorization,
      }),
  );

  api.get(
    '/webapp/ratings/:id',
    { schema: { params: ratingSummaryParamsSchema, response: { 200: ratingSummaryResponseSchema } } },
    (request) => feedback.summary(request.params.id),
  );

  api.post(
    '/webapp/newsletter/:id',
    { schema: { params: newsletterParamsSchema, response: { 200: newsletterResponseSchema } } },
    (request) => {
      const body = parseBody(newsletterBodySchema, request.body, 'NEWSLETTER_INVALID');
      return feedback.subscribe(request.params.id, body.email, request.sufra?.locale);
    },
  );

  api.get(
    '/staff/feedback',
    { schema: { response: { 200: staffFeedbackResponseSchema } } },
    async (request) => {
      const who = await staff.authenticate(request.headers.authorization);
      return feedback.staffFeedback(who, request.sufra?.locale);
    },
  );
}
