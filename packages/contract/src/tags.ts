import { z } from 'zod';
import { idParam, ok } from './common.ts';
import { localeSchema } from './headers.ts';

/** GET tags-ingredients?branch_id&locale: the tags and ingredients used by the branch's menu. */
export const tagsQuerySchema = z.object({
  branch_id: idParam,
  /** Overrides the locale header. */
  locale: localeSchema.optional(),
});

export const tagUsageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  /** Items shown at the branch that carry it: what a filter chip selects. */
  item_ids: z.array(z.number().int()),
});
export type TagUsage = z.infer<typeof tagUsageSchema>;

export const tagsResponseSchema = z.object({
  error: ok,
  tags: z.array(tagUsageSchema),
  ingredients: z.array(tagUsageSchema),
});
export type TagsResponse = z.infer<typeof tagsResponseSchema>;
