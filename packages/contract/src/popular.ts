import { z } from 'zod';
import { idParam } from './common.ts';

/** GET webapp/popular-items/{branchId}: the branch's most ordered items lately, most first (ADR 792). */
export const popularParamsSchema = z.object({ branchId: idParam });
export const popularResponseSchema = z.object({
  error: z.literal(0),
  item_ids: z.array(z.number().int()),
});
export type PopularResponse = z.infer<typeof popularResponseSchema>;
