import { z } from 'zod';
import { ok, orderKeyParam, referenceIdSchema } from '../common.ts';
import { RATING_COMMENT_MAX } from '../limits.ts';

/**
 * POST users/rate [product: Feedback]: stars and an optional comment for a delivered order. The caller
 * proves the order is theirs with its token (ADR 400) or the signed-in account that placed it.
 */
export const rateOrderBodySchema = z.object({
  /** The order's public reference, or its id from an older page (ADR 1471). */
  order_id: z.union([z.number().int().min(1).max(2_147_483_647), orderKeyParam]),
  token: z.string().min(8).max(100).optional(),
  stars: z.number().int().min(1).max(5),
  comment: z.string().max(RATING_COMMENT_MAX).optional(),
});
export type RateOrderBody = z.infer<typeof rateOrderBodySchema>;

/** The diner's own rating of the order they asked about (no order number, ADR 1472). */
export const reviewSchema = z.object({
  stars: z.number().int().min(1).max(5),
  comment: z.string(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const rateOrderResponseSchema = z.object({ error: ok, review: reviewSchema });

/** GET webapp/order/{orderId}/rating (order token in `x-order-token`, or the account). */
export const orderRatingParamsSchema = z.object({ orderId: orderKeyParam });
export const orderRatingResponseSchema = z.object({
  error: ok,
  /** The order's status (a prompt stops asking about a cancelled or rejected order). */
  status: z.number().int(),
  /** Delivered (status 5) and not rated yet. */
  can_rate: z.boolean(),
  review: reviewSchema.nullable(),
});
export type OrderRatingResponse = z.infer<typeof orderRatingResponseSchema>;

/** GET webapp/ratings/{businessRef}: the average the storefront shows with `show_rating`. */
export const ratingSummaryParamsSchema = z.object({ id: referenceIdSchema });
export const ratingSummaryResponseSchema = z.object({
  error: ok,
  /** Average stars rounded to one decimal; 0 with no rating. */
  average: z.number(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummaryResponseSchema>;

export const RATING_PROBLEM = {
  notDelivered: 'RATING_NOT_DELIVERED',
  alreadyRated: 'RATING_ALREADY_GIVEN',
  invalid: 'RATING_INVALID',
} as const;
