import {
  reserveTableResponseSchema,
  staffReservationResponseSchema,
  staffReservationWeekSchema,
} from '@sufra/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { memberSession } from '../admin/admin-test-support.ts';
import { type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';
import { movableClock, reservationSeed, tableBooking } from './reservation-test-fixture.ts';

// The back office's day of bookings (ADR 1488): one local day of the business, every status, for
// signed-in members; a member's move is audited; another business's bookings never show.
let ctx: TestContext;
let ids: ShopIds;
let manager: string;
let otherOwner: string;
let device: string;
const clock = movableClock();

beforeAll(async () => {
  ctx = await createTestApp([reservationSeed('shop'), reservationSeed('pre', { type: 2 })], {
    now: clock.tick,
  });
  ids = await shopIds(ctx.database.db, 'shop');
  manager = await memberSession(ctx.database.db, 'shop', 'manager');
  otherOwner = await memberSession(ctx.database.db, 'pre', 'owner');
  device = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
});
afterAll(() => ctx.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const day = (date: string, token = manager) =>
  ctx.app.inject({ url: `/api/staff/reservations?scope=day&date=${date}`, headers: as(token) });
async function book(over: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/webapp/reserve-table',
    payload: tableBooking(ids, over),
  });
  expect(res.statusCode, res.body).toBe(201);
  return reserveTableResponseSchema.parse(res.json()).reservation;
}

describe('a day of bookings', () => {
  it('lists the local day’s bookings by start, every status, with party size and table', async () => {
    const late = await book({ time: '21:00', party_size: 2, name: 'Late' });
    const early = await book({ time: '18:00', party_size: 6, name: 'Early', phone: '50123457' });
    await book({ date: '2026-03-11', time: '19:00', name: 'Next day', phone: '50123458' });
    const res = await day('2026-03-10');
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().reservations as { public_ref: string; party_size: number; status: number }[];
    expect(listed.map((r) => r.public_ref)).toEqual([early.public_ref, late.public_ref]);
    expect(listed[0]).toMatchObject({ party_size: 6, status: 0 });
    expect((await day('2026-03-11')).json().reservations).toHaveLength(1);
  });

  it('a member confirms one: it moves, and the move is in the back office’s audit', async () => {
    const [first] = (await day('2026-03-10')).json().reservations as { id: number }[];
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/reservations/${first?.id}/status`,
      headers: as(manager),
      payload: { status: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(staffReservationResponseSchema.parse(res.json()).reservation.status).toBe(1);
    const [entry] = await ctx.database.db
      .select()
      .from(s.adminAudit)
      .where(and(eq(s.adminAudit.entity, 'reservation'), eq(s.adminAudit.entityId, first?.id ?? 0)));
    expect(entry).toMatchObject({ action: 'status', before: { status: 0 }, after: { status: 1 } });
  });

  it('another business’s member sees only theirs; a shared tablet and a stranger are refused', async () => {
    expect((await day('2026-03-10', otherOwner)).json().reservations).toEqual([]);
    expect((await day('2026-03-10', device)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/api/staff/reservations?scope=day&date=2026-03-10' })).statusCode,
    ).toBe(401);
    expect((await day('10-03-2026')).statusCode).toBe(400);
  });
});

const week = (date: string, token = manager) =>
  ctx.app.inject({ url: `/api/staff/reservations?scope=week&date=${date}`, headers: as(token) });

// ADR 1477: the week holding a date, from the first day of the week where the business is.
describe('a week of bookings', () => {
  it('starts on Saturday in Kuwait and gives each day its count, guests and bookings', async () => {
    // Tuesday 10 March 2026: its week starts on Saturday the 7th.
    const res = await week('2026-03-10');
    expect(res.statusCode, res.body).toBe(200);
    const body = staffReservationWeekSchema.parse(res.json());
    expect(body.from).toBe('2026-03-07');
    expect(body.days.map((d) => d.date)).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
    ]);
    const tuesday = body.days[3];
    // Early (6, confirmed above) and Late (2, pending): two bookings, eight guests expected.
    expect(tuesday).toMatchObject({ count: 2, people: 8 });
    expect(tuesday?.reservations.map((r) => r.name)).toEqual(['Early', 'Late']);
    expect(body.days[4]?.count).toBe(1);
    expect(body.days.reduce((n, d) => n + d.count, 0)).toBe(3);
    // Any day of the same week gives the same week; the next Saturday starts the next one.
    expect(staffReservationWeekSchema.parse((await week('2026-03-13')).json()).from).toBe('2026-03-07');
    const next = staffReservationWeekSchema.parse((await week('2026-03-14')).json());
    expect(next.from).toBe('2026-03-14');
    expect(next.days.reduce((n, d) => n + d.count, 0)).toBe(0);
  });

  it('a declined booking counts as a booking, not as guests', async () => {
    const [, late] = (await day('2026-03-10')).json().reservations as { id: number }[];
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/reservations/${late?.id}/status`,
      headers: as(manager),
      payload: { status: 2, reason: 'Fully booked' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const tuesday = staffReservationWeekSchema.parse((await week('2026-03-10')).json()).days[3];
    expect(tuesday).toMatchObject({ count: 2, people: 6 });
  });

  it('is for the business’s members only: another business sees none, a tablet and a stranger are refused', async () => {
    const theirs = staffReservationWeekSchema.parse((await week('2026-03-10', otherOwner)).json());
    expect(theirs.days.reduce((n, d) => n + d.count, 0)).toBe(0);
    expect((await week('2026-03-10', device)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/api/staff/reservations?scope=week&date=2026-03-10' })).statusCode,
    ).toBe(401);
    const staff = await memberSession(ctx.database.db, 'shop', 'staff');
    expect((await week('2026-03-10', staff)).statusCode).toBe(200);
    const driver = await memberSession(ctx.database.db, 'shop', 'driver');
    // A driver is no member of the board: refused (401 there, as for the day's list).
    expect([401, 403]).toContain((await week('2026-03-10', driver)).statusCode);
    expect((await week('2026-02-30')).statusCode).toBe(422);
    expect((await week('2026-3-1')).statusCode).toBe(400);
  });
});
