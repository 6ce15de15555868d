import { z } from 'zod';

// The back office's data calls (ADR 1020, 1021; the day's report: admin-reports): under `staff/admin/{ref}/`, so the staff board's
// HttpOnly cookie (scoped to /api/staff, ADR 748) signs them in.

export const itemsCsvPreviewRequestSchema = z.object({ csv: z.string().min(1).max(2_000_000) });
export const itemsCsvApplyRequestSchema = itemsCsvPreviewRequestSchema.extend({
  version: z.number().int().nonnegative(),
});

export type CsvErrorCode =
  | 'unreadable'
  | 'missing_column'
  | 'unknown_column'
  | 'required'
  | 'not_an_id'
  | 'unknown_item'
  | 'unknown_price_label'
  | 'duplicate_row'
  | 'not_a_price'
  | 'not_yes_no'
  | 'too_long'
  | 'inconsistent';

/** One refused cell: the row as a spreadsheet numbers it (1 = the header) and its column. */
export type CsvRowError = { row: number; column: string; code: CsvErrorCode; value?: string };
export type CsvChange = {
  item_id: number;
  price_label_id: number;
  item: string;
  column: string;
  before: string;
  after: string;
};
export type ItemsCsvPreviewResponse = { error: 0; version: number; changes: CsvChange[] };
export type ItemsCsvApplyResponse = { error: 0; applied: number; version: number };
export type BusinessImportResponse = { error: 0; reference_id: string; rows: Record<string, number> };
