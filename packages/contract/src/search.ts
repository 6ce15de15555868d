import { z } from 'zod';
import { idParam, ok } from './common.ts';
import { menuItemSchema } from './restaurant.ts';

export const SEARCH_TERM_MAX = 100;

/** GET webapp/search/{term}?branch_id=…: the term is trimmed; empty or oversize is a 400. */
export const searchParamsSchema = z.object({
  term: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(SEARCH_TERM_MAX, `must be at most ${SEARCH_TERM_MAX} characters`)
    // PostgreSQL text cannot hold NUL, and no one types a control character on purpose.
    .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters'),
});
export const searchQuerySchema = z.object({
  /** The branch whose menu is searched (it also names the business). */
  branch_id: idParam,
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

/** Where a hit matched, best first: a name, then a description, then a fuzzy (trigram) match. */
export const searchMatchSchema = z.enum(['name', 'description', 'fuzzy']);

export const searchHitSchema = menuItemSchema.extend({
  match: searchMatchSchema,
  /** Higher is better; hits come sorted by it. */
  rank: z.number(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResponseSchema = z.object({
  error: ok,
  term: z.string(),
  items: z.array(searchHitSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
