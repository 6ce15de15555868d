import { z } from 'zod';
import { branchInfoSchema, idParam, ok } from './common.ts';
import { menuItemSchema } from './restaurant.ts';

/** GET webapp/v5/item/{branchId}/{itemId}. */
export const itemParamsSchema = z.object({ branchId: idParam, itemId: idParam });

/** A category an item sits in, with its presence at the requested branch (SPEC §3 branch info). */
export const categoryRefSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  branch: branchInfoSchema,
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const itemResponseSchema = z.object({
  error: ok,
  item: menuItemSchema,
  /** The item's own category, and the root of its tree (the SPEC's grand_category; null at the root). */
  category: categoryRefSchema,
  grand_category: categoryRefSchema.nullable(),
  /** Where the item is sold: one entry per branch of the business. */
  branches: z.array(branchInfoSchema),
});
export type ItemResponse = z.infer<typeof itemResponseSchema>;
