import type { TableBody } from '@sufra/contract';
import { primaryLanguage } from '@sufra/domain';
import type { Localized } from '../../platform/db/schema/columns.ts';
import type { TableRow } from './table-repository.ts';

/**
 * A table's floor as a diner reads it (ADR 1503): its words in the diner's language (or that
 * language's base, ar-KW → ar) when the business gave some, else the floor as the business wrote
 * it. An empty translation counts as none, as for every business text.
 */
export function floorLabel(
  floor: string | null,
  names: Localized | null | undefined,
  locale: string | undefined,
): string | null {
  if (!floor) return null;
  if (!locale || typeof names !== 'object' || names === null || Array.isArray(names)) return floor;
  for (const key of [locale, primaryLanguage(locale)]) {
    const text = names[key];
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return floor;
}

/** A table for the storefront: `floor` names the area (what a booking sends back), `floor_label` says it. */
export const tableBody = (row: TableRow, locale: string | undefined): TableBody => ({
  id: row.id,
  name: row.name,
  floor: row.floor,
  floor_label: floorLabel(row.floor, row.floorNames, locale),
  seats: row.seats,
});
