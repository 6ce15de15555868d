import {
  NEWSLETTER_PROBLEM,
  newsletterBodySchema,
  newsletterParamsSchema,
  newsletterResponseSchema,
  orderRatingParamsSchema,
  orderRatingResponseSchema,
  rateOrderBodySchema,
  rateOrderResponseSchema,
  ratingSummaryParamsSchema,
  ratingSummaryResponseSchema,
  SURVEY_PROBLEM,
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
import { identifyCustomer, requireStaff, staffOf } from '../../platform/auth/auth-plugin.ts';
import { Refused } from '../../platform/failures.ts';
import type { FeedbackService } from './feedback-service.ts';

/**
 * A body the contract refuses is a 422 naming each bad field ([product: Feedback]: "bad input is a 422 with
 * a message"), as the order body is (ADR 406); path parameters stay 400s.
 */
function parseBody<S extends z.ZodType>(schema: S, body: unknown, code: string): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => ({
    field: i.path.join('.') || 'body',
    message: `${i.path.join('.') || 'body'}: ${i.message}`,
  }));
  throw new Refused(code, problems.map((p) => p.message).join('; '), { problems });
}

const orderToken = (headers: Record<string, unknown>) => {
  const v = headers['x-order-token'];
  return typeof v === 'string' && v.length <= 100 ? v : undefined;
};

/** The survey, its answers, order ratings and the rating summary (ADR 780, 781). */
export function registerFeedbackRoutes(app: FastifyInstance, feedback: FeedbackService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/webapp/survey/:id',
    { schema: { params: surveyParamsSchema, response: { 200: surveyResponseSchema } } },
    (request) => feedback.survey(request.params.id, request.sufra?.locale),
  );

  api.post(
    '/webapp/survey/:id',
    {
      schema: { params: surveySubmitParamsSchema, response: { 200: surveySubmitResponseSchema } },
      preHandler: identifyCustomer,
    },
    (request) =>
      feedback.submit(
        request.params.id,
        parseBody(surveySubmitBodySchema, request.body, SURVEY_PROBLEM.invalidBody),
        {
          customer: request.customer,
          locale: request.sufra?.locale,
        },
      ),
  );

  api.post(
    '/users/rate',
    { schema: { response: { 200: rateOrderResponseSchema } }, preHandler: identifyCustomer },
    async (request) => {
      const body = parseBody(rateOrderBodySchema, request.body, 'RATING_INVALID');
      return { error: 0 as const, review: await feedback.rate(body, request.customer) };
    },
  );

  api.get(
    '/webapp/order/:orderId/rating',
    {
      schema: { params: orderRatingParamsSchema, response: { 200: orderRatingResponseSchema } },
      preHandler: identifyCustomer,
    },
    (request) =>
      feedback.orderRating(request.params.orderId, {
        token: orderToken(request.headers),
        customer: request.customer,
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
      const body = parseBody(newsletterBodySchema, request.body, NEWSLETTER_PROBLEM.invalid);
      return feedback.subscribe(request.params.id, body.email, request.sufra?.locale);
    },
  );

  api.get(
    '/staff/feedback',
    { schema: { response: { 200: staffFeedbackResponseSchema } }, preHandler: requireStaff },
    (request) => feedback.staffFeedback(staffOf(request), request.sufra?.locale),
  );
}
