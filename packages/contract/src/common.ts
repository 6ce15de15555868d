import { z } from 'zod';
import { normalizeOrderRef } from './order-ref.ts';

/** Every failure of the API has this body ([product: Calls and failures]: `error: 1` with the server's message). */
export const apiErrorSchema = z.object({
  error: z.literal(1),
  message: z.string(),
  code: z.string().optional(),
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Largest PostgreSQL `integer`: a bigger id cannot exist, and must not reach a query as one. */
export const MAX_ID = 2_147_483_647;

/** Positive integer id in a path segment; rejects '12abc', '-1', '1e3' and ids past `MAX_ID`. */
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'must be a positive whole number')
  .transform(Number)
  .pipe(z.number().max(MAX_ID, 'is too large'));

/**
 * A thing named in a diner's path by a public reference (the order's alphabet and length, ADR
 * 1471) or, for an older link, by its id; `what` names it in the error message.
 */
const publicKeyParam = (what: string) =>
  z.union([
    idParam,
    z
      .string()
      .max(20)
      .transform((value, ctx) => {
        const ref = normalizeOrderRef(value);
        if (ref === null) {
          ctx.addIssue({ code: 'custom', message: `must be ${what} reference` });
          return z.NEVER;
        }
        return ref;
      }),
  ]);

/** An order named in a diner's path: its public reference, or an older link's id (ADR 1471). */
export const orderKeyParam = publicKeyParam('an order');

/**
 * A booking named in a diner's path: its public reference (ADR 1494), or an older link's id. It
 * still opens only with its token or its account (ADR 802).
 */
export const reservationKeyParam = publicKeyParam('a reservation');

/** A business reference id as it appears in URLs. */
export const referenceIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be letters, digits, - or _');

/** Money is always integer minor units of the business currency ([product: Money] digits). */
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

/** Success bodies carry `error: 0` ([product: Calls and failures]: `error: 1` means failure). */
export const ok = z.literal(0);

/** A calendar day as the banners call takes it ([product: Marketing]: DD-MM-YYYY), checked to exist. */
export const dayMonthYearSchema = z
  .string()
  .regex(/^\d{2}-\d{2}-\d{4}$/, 'must be DD-MM-YYYY')
  .refine((value) => {
    const [d, m, y] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'is not a calendar date');

/** Per-branch presence of a category or an item ([product: Menu and items] branch info). */
export const branchInfoSchema = z.object({
  branch_id: z.number().int(),
  available: z.boolean(),
  visible: z.boolean(),
});
export type BranchInfo = z.infer<typeof branchInfoSchema>;

/** A visitor id the storefront keeps (local storage); counts visits once per day. */
export const visitorIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _');
