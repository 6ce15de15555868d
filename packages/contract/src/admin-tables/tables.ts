import { z } from 'zod';
import type { StaffTable } from '../tables.ts';

// Tables in the back office ([product: Back office], ADR 1122, 1160): add, rename, retire, a new
// QR token. Write bodies are checked by the server with these schemas (422 naming each bad field).

export const tableWriteSchema = z.object({
  branch_id: z.number().int().positive(),
  name: z.string().trim().min(1, 'Required').max(40),
  floor: z.string().trim().max(40).nullable().default(null),
  seats: z.number().int().min(1).max(100).default(2),
});
export type TableWrite = z.input<typeof tableWriteSchema>;

export const tableRenameSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(40),
  floor: z.string().trim().max(40).nullable().default(null),
  seats: z.number().int().min(1).max(100),
  /** The table row's version (`xmin`, ADR 1002). */
  version: z
    .string()
    .regex(/^[0-9]{1,20}$/)
    .optional(),
});
export type TableRename = z.input<typeof tableRenameSchema>;

/** Retiring a table (ADR 1160): the version of the row the manager saw. */
export const tableRetireSchema = z.object({
  version: z
    .string()
    .regex(/^[0-9]{1,20}$/)
    .optional(),
});
export type TableRetire = z.input<typeof tableRetireSchema>;

export type AdminTable = StaffTable & { version: string };
/** Shared tables on or off (ADR 1400): the business's `shared_tables` setting. */
export const sharedTablesWriteSchema = z.object({ shared_tables: z.boolean() });
export type SharedTablesWrite = z.input<typeof sharedTablesWriteSchema>;

export type AdminTablesResponse = { error: 0; tables: AdminTable[]; shared_tables: boolean };
export type AdminTableResponse = { error: 0; table: AdminTable };
