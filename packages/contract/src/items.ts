import { z } from 'zod';
import { branchInfoSchema, idParam, ok } from './common.ts';
import { categoryRefSchema, menuItemSchema } from './restaurant.ts';

/** GET webapp/v5/item/{branchId}/{itemId}. */
export const itemParamsSchema = z.object({ branchId: idParam, itemId: idParam });

export const itemResponseSchema = z.object({
  error: ok,
  item: menuItemSchema,
  /** The item's own category, and the root of its tree (grand_category; null at the root). */
  category: categoryRefSchema,
  grand_category: categoryRefSchema.nullable(),
  /** Where the item is sold: one entry per branch of the business. */
  branches: z.array(branchInfoSchema),
});
export type ItemResponse = z.infer<typeof itemResponseSchema>;
