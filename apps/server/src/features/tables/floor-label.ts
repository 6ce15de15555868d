import type { TableBody } from '@sufra/contract';
import type { Localized } from '../../platform/db/schema/columns.ts';
import { resolveLocale } from '../../platform/localize.ts';
import type { TableRow } from './table-repository.ts';

/**
 * A table's floor as a diner reads it (ADR 1503), by the rule of every business text: the
 * request's language among the business's languages (`locales`, the first when it sells in no
 * other), then its words in that language when the business gave some, else the floor as the
 * business wrote it (`floor`, the words of its first language). An empty translation counts as none.
 */
export function floorLabel(
  floor: string | null,
  names: Localized | null | undefined,
  locale: string | undefined,
  locales: readonly string[],
): string | null {
  if (!floor) return null;
  if (typeof names !== 'object' || names === null || Array.isArray(names)) return floor;
  const text = names[resolveLocale(locale, [...locales])];
  return typeof text === 'string' && text.trim() ? text.trim() : floor;
}

/** A table for the storefront: `floor` names the area (what a booking sends back), `floor_label` says it. */
export const tableBody = (
  row: TableRow,
  locale: string | undefined,
  locales: readonly string[],
): TableBody => ({
  id: row.id,
  name: row.name,
  floor: row.floor,
  floor_label: floorLabel(row.floor, row.floorNames, locale, locales),
  seats: row.seats,
});
