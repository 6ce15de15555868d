import { z } from 'zod';
import { idParam, ok } from './common.ts';
import { discountsSchema, menuSchema, smartCategorySchema } from './restaurant.ts';

/** GET webapp/v5/menu/{branchId}: the menu of one branch, without the business settings. */
export const menuParamsSchema = z.object({ id: idParam });
export const menuQuerySchema = z.object({ theme_id: z.string().max(64).optional() });

export const menuResponseSchema = z.object({
  error: ok,
  branch_id: z.number().int(),
  menu: menuSchema,
  discounts: discountsSchema,
  smart_categories: z.array(smartCategorySchema),
  highlightedCat: z.number().int().nullable(),
  showStandardSubCats: z.boolean(),
  /** The business's menu version: the same value as the restaurant call's. */
  version: z.number().int(),
});
export type MenuResponse = z.infer<typeof menuResponseSchema>;
