import { z } from 'zod';
import { ok } from '../common.ts';

/** A survey answer as the staff board lists it: each question's title with the answer in words. */
export const staffSurveyResponseSchema = z.object({
  id: z.number().int(),
  survey_title: z.string(),
  created_at: z.string(),
  phone: z.string().nullable(),
  answers: z.array(z.object({ question: z.string(), kind: z.number().int(), answer: z.string() })),
});
export const staffRatingSchema = z.object({
  order_id: z.number().int(),
  stars: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  customer_name: z.string(),
});
export type StaffSurveyResponse = z.infer<typeof staffSurveyResponseSchema>;
export type StaffRating = z.infer<typeof staffRatingSchema>;

/** GET staff/feedback: the newest survey answers and order ratings of the staff token's business. */
export const staffFeedbackResponseSchema = z.object({
  error: ok,
  ratings: z.array(staffRatingSchema),
  responses: z.array(staffSurveyResponseSchema),
  average: z.number(),
  count: z.number().int(),
});
export type StaffFeedbackResponse = z.infer<typeof staffFeedbackResponseSchema>;
