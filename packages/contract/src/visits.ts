import { z } from 'zod';
import { ok, referenceIdSchema, visitorIdSchema } from './common.ts';

/** POST webapp/visit/{businessRef}: one visit per visitor and local day, however often it is sent. */
export const visitParamsSchema = z.object({ id: referenceIdSchema });
export const visitBodySchema = z.object({ visitor_id: visitorIdSchema });
export type VisitBody = z.infer<typeof visitBodySchema>;

export const visitResponseSchema = z.object({
  error: ok,
  /** False when this visitor was already counted today. */
  counted: z.boolean(),
  /** Local date (YYYY-MM-DD, business time zone) the visit counts for. */
  day: z.string(),
});
export type VisitResponse = z.infer<typeof visitResponseSchema>;
