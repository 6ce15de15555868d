import { reserveTableResponseSchema } from '@sufra/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import { NOON, reservationSeed, tableBooking } from './reservation-test-fixture.ts';

let ctx: TestContext;
let ids: ShopIds;

// Tables only (no cover limit): the last free table is the only thing the requests compete for.
beforeAll(async () => {
  ctx = await createTestApp([reservationSeed('shop', {}, { duration_minutes: 90 })], { now: () => NOON });
  ids = await shopIds(ctx.database.db, 'shop');
});
afterAll(() => ctx.close());

const reserve = (body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/webapp/reserve-table', payload: body });

describe('capacity under concurrency (ADR 801)', () => {
  it('50 simultaneous requests for the last table: exactly one wins, 49 are told no table is free', async () => {
    // T1 (2 seats) and T2 (4 seats) are taken at 19:00; T3 (6 seats) is the last table.
    for (const [i, party] of [2, 4].entries()) {
      const res = await reserve(tableBooking(ids, { party_size: party, phone: `5100000${i}` }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        reserve(
          tableBooking(ids, {
            party_size: 3,
            phone: `520000${String(i).padStart(2, '0')}`,
            name: `Guest ${i}`,
          }),
        ),
      ),
    );
    const won = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 422);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map((r) => r.json().code))).toEqual(new Set(['RESERVATION_NO_TABLE_FREE']));
    expect(reserveTableResponseSchema.parse(won[0]?.json()).reservation.table?.name).toBe('T3');

    // The database agrees: three bookings hold places at 19:00, one per table.
    const holding = await ctx.database.db
      .select()
      .from(s.reservations)
      .where(and(eq(s.reservations.branchId, ids.main), inArray(s.reservations.status, [0, 1])));
    expect(holding).toHaveLength(3);
    expect(new Set(holding.map((r) => r.tableId)).size).toBe(3);
  });
});
