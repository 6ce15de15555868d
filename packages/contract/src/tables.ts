import { z } from 'zod';
import { idParam, ok } from './common.ts';

/** GET webapp/tables/{branchId}: the dine-in tables of a branch (table picker, QR codes). */
export const tablesParamsSchema = z.object({ id: idParam });

export const tableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  floor: z.string().nullable(),
  /** The floor in the request's language (ADR 1503); `floor` is the area a booking names. */
  floor_label: z.string().nullable().optional(),
  seats: z.number().int(),
});
export type TableBody = z.infer<typeof tableSchema>;

export const tablesResponseSchema = z.object({ error: ok, tables: z.array(tableSchema) });
export type TablesResponse = z.infer<typeof tablesResponseSchema>;

/**
 * POST webapp/tables/{branchId}/link: the table a QR link's `table` value names (ADR 751). In a
 * body, not the URL: the value is the table's token, kept out of access logs. 422
 * TABLE_TOKEN_REQUIRED for a plain label while the business verifies tables, 404
 * TABLE_NOT_FOUND for anything else unknown (a rotated token included).
 */
export const tableLinkRequestSchema = z.object({ table: z.string().trim().min(1).max(60) });
export type TableLinkRequest = z.infer<typeof tableLinkRequestSchema>;
export const tableLinkResponseSchema = z.object({ error: ok, table: tableSchema });
export type TableLinkResponse = z.infer<typeof tableLinkResponseSchema>;

/** GET staff/tables: every table of the staff's business with its QR token and link (ADR 750). */
export const staffTableSchema = tableSchema.extend({
  branch_id: z.number().int(),
  branch_reference_id: z.string(),
  token: z.string(),
  /** The storefront path the table's QR code opens: `/{ref}/{dine-in type}?branch=…&table=…`. */
  link: z.string(),
});
export type StaffTable = z.infer<typeof staffTableSchema>;
export const staffTablesResponseSchema = z.object({ error: ok, tables: z.array(staffTableSchema) });
export type StaffTablesResponse = z.infer<typeof staffTablesResponseSchema>;

/** POST staff/tables/{tableId}/token: a new token; the table's old QR code stops working. */
export const staffTableTokenResponseSchema = z.object({ error: ok, table: staffTableSchema });
export type StaffTableTokenResponse = z.infer<typeof staffTableTokenResponseSchema>;
