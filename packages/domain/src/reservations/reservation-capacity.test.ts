import { describe, expect, it } from 'vitest';
import {
  allocateCapacity,
  CapacityProblem,
  type CapacityTable,
  type HeldBooking,
} from './reservation-capacity.ts';

const at = (h: number, m = 0) => new Date(Date.UTC(2026, 10, 24, h, m));
const stay = (h: number, m = 0) => ({ start: at(h, m), end: new Date(at(h, m).getTime() + 90 * 60_000) });
const tables: CapacityTable[] = [
  { id: 1, seats: 2, area: 'Terrace' },
  { id: 2, seats: 4, area: 'Hall' },
  { id: 3, seats: 8, area: 'Hall' },
  { id: 4, seats: 4, area: 'Terrace' },
];
const held = (tableId: number | null, party: number, h: number, m = 0): HeldBooking => ({
  ...stay(h, m),
  party,
  tableId,
});

describe('allocateCapacity with tables', () => {
  it('gives the smallest free table that seats the party', () => {
    const r = allocateCapacity({
      request: { ...stay(19), party: 3 },
      tables,
      useTables: true,
      coversPerSlot: null,
      held: [],
    });
    expect(r).toEqual({ ok: true, tableId: 2 });
  });

  it('skips a table held by an overlapping stay, not by one that ended', () => {
    const busy = [held(2, 4, 18)]; // 18:00–19:30 overlaps 19:00
    expect(
      allocateCapacity({
        request: { ...stay(19), party: 3 },
        tables,
        useTables: true,
        coversPerSlot: null,
        held: busy,
      }),
    ).toEqual({ ok: true, tableId: 4 });
    const ended = [held(2, 4, 17)]; // 17:00–18:30 does not
    expect(
      allocateCapacity({
        request: { ...stay(19), party: 3 },
        tables,
        useTables: true,
        coversPerSlot: null,
        held: ended,
      }),
    ).toEqual({ ok: true, tableId: 2 });
  });

  it('keeps to the chosen area', () => {
    const r = allocateCapacity({
      request: { ...stay(19), party: 2, area: 'Hall' },
      tables,
      useTables: true,
      coversPerSlot: null,
      held: [],
    });
    expect(r).toEqual({ ok: true, tableId: 2 });
  });

  it('refuses when no table is free, naming why', () => {
    const all = tables.map((t) => held(t.id, 1, 19, 30));
    const r = allocateCapacity({
      request: { ...stay(19), party: 2 },
      tables,
      useTables: true,
      coversPerSlot: null,
      held: all,
    });
    expect(r).toMatchObject({ ok: false, problem: { code: CapacityProblem.noTableFree } });
    const big = allocateCapacity({
      request: { ...stay(19), party: 9 },
      tables,
      useTables: true,
      coversPerSlot: null,
      held: [],
    });
    expect(big).toMatchObject({ ok: false, problem: { code: CapacityProblem.noTableFree } });
  });

  it('checks a chosen table: exists, seats the party, is free', () => {
    const base = { tables, useTables: true, coversPerSlot: null };
    expect(
      allocateCapacity({ ...base, request: { ...stay(19), party: 2, tableId: 99 }, held: [] }),
    ).toMatchObject({ ok: false, problem: { code: CapacityProblem.tableNotFound } });
    expect(
      allocateCapacity({ ...base, request: { ...stay(19), party: 3, tableId: 1 }, held: [] }),
    ).toMatchObject({ ok: false, problem: { code: CapacityProblem.tableTooSmall, meta: { seats: 2 } } });
    expect(
      allocateCapacity({ ...base, request: { ...stay(19), party: 2, tableId: 1 }, held: [held(1, 2, 20)] }),
    ).toMatchObject({ ok: false, problem: { code: CapacityProblem.tableTaken } });
    expect(
      allocateCapacity({ ...base, request: { ...stay(19), party: 2, tableId: 1 }, held: [held(1, 2, 21)] }),
    ).toEqual({ ok: true, tableId: 1 });
  });
});

describe('allocateCapacity with covers per slot', () => {
  it('counts every overlapping booking and refuses past the limit', () => {
    const base = { tables: [], useTables: false, coversPerSlot: 10 };
    const some = [held(null, 4, 18, 30), held(null, 4, 19, 30)];
    expect(allocateCapacity({ ...base, request: { ...stay(19), party: 2 }, held: some })).toEqual({
      ok: true,
      tableId: null,
    });
    expect(allocateCapacity({ ...base, request: { ...stay(19), party: 3 }, held: some })).toMatchObject({
      ok: false,
      problem: { code: CapacityProblem.fullyBooked, meta: { left: 2 } },
    });
  });

  it('applies with tables too: both limits hold', () => {
    const r = allocateCapacity({
      request: { ...stay(19), party: 4 },
      tables,
      useTables: true,
      coversPerSlot: 5,
      held: [held(3, 2, 19)],
    });
    expect(r).toMatchObject({ ok: false, problem: { code: CapacityProblem.fullyBooked } });
  });

  it('with no tables and no cover limit, everything fits (staff accept or reject)', () => {
    expect(
      allocateCapacity({
        request: { ...stay(19), party: 50 },
        tables: [],
        useTables: false,
        coversPerSlot: null,
        held: [held(null, 99, 19)],
      }),
    ).toEqual({ ok: true, tableId: null });
  });
});
