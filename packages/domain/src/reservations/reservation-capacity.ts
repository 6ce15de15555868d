// Reservation capacity (ADR 801): a branch's tables (seats, floor/area) and/or a number of covers
// per slot. Pure: the server passes the overlapping bookings it read under the branch's lock.
import type { Problem } from '../errors.ts';

export interface CapacityTable {
  id: number;
  seats: number;
  /** The table's floor or area (the business's floor_label), null when none. */
  area: string | null;
}

/** A booking that still holds its place (pending or accepted). */
export interface HeldBooking {
  start: Date;
  end: Date;
  party: number;
  tableId: number | null;
}

export interface CapacityRequest {
  start: Date;
  end: Date;
  party: number;
  /** The table the diner chose, if any. */
  tableId?: number | null;
  /** The area the diner chose, if any (ignored when a table is chosen). */
  area?: string | null;
}

export interface CapacityInput {
  request: CapacityRequest;
  /** The branch's tables; ignored unless `useTables`. */
  tables: readonly CapacityTable[];
  /** Table reservations take a table (reserve type table with tables configured). */
  useTables: boolean;
  /** People the branch takes per slot across all bookings; null for no cover limit. */
  coversPerSlot: number | null;
  held: readonly HeldBooking[];
}

export const CapacityProblem = {
  tableNotFound: 'RESERVATION_TABLE_NOT_FOUND',
  tableTooSmall: 'RESERVATION_TABLE_TOO_SMALL',
  tableTaken: 'RESERVATION_TABLE_TAKEN',
  noTableFree: 'RESERVATION_NO_TABLE_FREE',
  fullyBooked: 'RESERVATION_FULLY_BOOKED',
} as const;

export type CapacityResult = { ok: true; tableId: number | null } | { ok: false; problem: Problem };

const overlaps = (a: { start: Date; end: Date }, b: { start: Date; end: Date }): boolean =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/**
 * Whether the request fits, and which table it takes: the chosen table if it seats the party and is
 * free for the whole stay; else the smallest free table that seats the party (in the chosen area
 * when one is given), so a couple does not take the table for eight. Covers count every booking
 * whose stay overlaps the requested one.
 */
export function allocateCapacity(input: CapacityInput): CapacityResult {
  const { request } = input;
  const overlapping = input.held.filter((b) => overlaps(b, request));
  if (input.coversPerSlot !== null) {
    const seated = overlapping.reduce((sum, b) => sum + b.party, 0);
    if (seated + request.party > input.coversPerSlot) {
      return {
        ok: false,
        problem: {
          code: CapacityProblem.fullyBooked,
          field: 'time',
          meta: { left: Math.max(0, input.coversPerSlot - seated) },
        },
      };
    }
  }
  if (!input.useTables) return { ok: true, tableId: null };

  const taken = new Set(overlapping.map((b) => b.tableId).filter((id): id is number => id !== null));
  if (request.tableId != null) {
    const table = input.tables.find((t) => t.id === request.tableId);
    if (!table) return { ok: false, problem: { code: CapacityProblem.tableNotFound, field: 'table_id' } };
    if (table.seats < request.party) {
      return {
        ok: false,
        problem: { code: CapacityProblem.tableTooSmall, field: 'table_id', meta: { seats: table.seats } },
      };
    }
    if (taken.has(table.id))
      return { ok: false, problem: { code: CapacityProblem.tableTaken, field: 'table_id' } };
    return { ok: true, tableId: table.id };
  }
  const area = request.area ?? null;
  const free = input.tables
    .filter((t) => t.seats >= request.party && !taken.has(t.id) && (area === null || t.area === area))
    .sort((a, b) => a.seats - b.seats || a.id - b.id);
  const table = free[0];
  if (!table)
    return { ok: false, problem: { code: CapacityProblem.noTableFree, field: area ? 'area' : 'time' } };
  return { ok: true, tableId: table.id };
}
