import { z } from 'zod';
import { idParam, ok } from './common.ts';

/** GET webapp/tables/{branchId}: the dine-in tables of a branch (table picker, QR codes). */
export const tablesParamsSchema = z.object({ id: idParam });

export const tableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  floor: z.string().nullable(),
  seats: z.number().int(),
});
export type TableBody = z.infer<typeof tableSchema>;

export const tablesResponseSchema = z.object({ error: ok, tables: z.array(tableSchema) });
export type TablesResponse = z.infer<typeof tablesResponseSchema>;
