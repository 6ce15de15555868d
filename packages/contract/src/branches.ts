import { z } from 'zod';
import { ok, referenceIdSchema } from './common.ts';
import { branchSchema } from './restaurant.ts';

/** GET webapp/branches/{businessRef}: the business's branches (the /Branches page with its map). */
export const branchesParamsSchema = z.object({ businessId: referenceIdSchema });

export const branchListItemSchema = branchSchema.extend({
  /** Open now by its availability, in the business time zone. */
  status: z.enum(['open', 'closed']),
});
export type BranchListItem = z.infer<typeof branchListItemSchema>;

export const branchesResponseSchema = z.object({ error: ok, branches: z.array(branchListItemSchema) });
export type BranchesResponse = z.infer<typeof branchesResponseSchema>;
