import type { z } from 'zod';
import { type Api, seg } from '../client/core.ts';
import type { OrderKey } from '../order-ref.ts';
import type { NewsletterBody, newsletterResponseSchema } from './newsletter.ts';
import type { OrderRatingResponse, RateOrderBody, RatingSummary, rateOrderResponseSchema } from './rating.ts';
import type { StaffFeedbackResponse } from './staff-feedback.ts';
import type { SurveyResponse, SurveySubmitBody, SurveySubmitResponse } from './survey.ts';

// Feedback [product: Feedback]: the survey (ADR 780), order ratings (ADR 781), the staff's list
// (ADR 782) and the newsletter opt-in (ADR 783).

export const getSurvey = (api: Api, businessRef: string) =>
  api.get<SurveyResponse>(`webapp/survey/${seg(businessRef)}`);

export const submitSurvey = (api: Api, surveyId: number, body: SurveySubmitBody) =>
  api.post<SurveySubmitResponse>(`webapp/survey/${surveyId}`, body);

/** `POST users/rate`: the order's token in the body, or the signed-in account. */
export const rateOrder = (api: Api, body: RateOrderBody) =>
  api.post<z.infer<typeof rateOrderResponseSchema>>('users/rate', body);

/** The order's rating, if any: read with its token (in a header, never the URL, ADR 400) or as its owner. */
export const getOrderRating = (api: Api, orderId: OrderKey, token?: string | null) =>
  api.get<OrderRatingResponse>(
    `webapp/order/${orderId}/rating`,
    token ? { headers: { 'x-order-token': token } } : {},
  );

export const getRatingSummary = (api: Api, businessRef: string) =>
  api.get<RatingSummary>(`webapp/ratings/${seg(businessRef)}`);

/** The newest ratings and survey answers of the staff token's business. */
export const getStaffFeedback = (api: Api) => api.get<StaffFeedbackResponse>('staff/feedback');

export const subscribeNewsletter = (api: Api, businessRef: string, body: NewsletterBody) =>
  api.post<z.infer<typeof newsletterResponseSchema>>(`webapp/newsletter/${seg(businessRef)}`, body);
