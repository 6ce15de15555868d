import { z } from 'zod';
import { ok, referenceIdSchema } from '../common.ts';

/** POST webapp/newsletter/{businessRef}: opt in to the business's newsletter (when `newsletter` is on). */
export const newsletterParamsSchema = z.object({ id: referenceIdSchema });
export const newsletterBodySchema = z.object({
  email: z.email({ error: 'must be an e-mail address' }).max(254),
  /** The diner ticked the opt-in: nothing is stored without it. */
  consent: z.literal(true, { error: 'must be true: the diner agreed to receive the newsletter' }),
});
export type NewsletterBody = z.infer<typeof newsletterBodySchema>;
/** The code of a refused sign-up body (422). */
export const NEWSLETTER_PROBLEM = { invalid: 'NEWSLETTER_INVALID' } as const;
export const newsletterResponseSchema = z.object({
  error: ok,
  /** False when the address was already subscribed (nothing changed). */
  subscribed: z.boolean(),
});
