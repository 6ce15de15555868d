import { z } from 'zod';

/** Every failure of the API has this body (SPEC §8: `error: 1` with the server's message). */
export const apiErrorSchema = z.object({
  error: z.literal(1),
  message: z.string(),
  code: z.string().optional(),
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Positive integer id in a path segment; rejects '12abc', '-1', '1e3'. */
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'must be a positive whole number')
  .transform(Number);

/** A business reference id as it appears in URLs. */
export const referenceIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be letters, digits, - or _');

/** Money is always integer minor units of the business currency (SPEC §9 digits). */
export const money = z.number().int();

export const sellingTypeSchema = z.enum(['delivery', 'pickup', 'dinein', 'product_service']);
export type SellingTypePath = z.infer<typeof sellingTypeSchema>;

export const weekScheduleSchema = z.record(
  z.string(),
  z.object({
    closed: z.boolean(),
    shifts: z.array(z.object({ time_from: z.string(), time_to: z.string() })),
  }),
);
export type WeekSchedule = z.infer<typeof weekScheduleSchema>;
