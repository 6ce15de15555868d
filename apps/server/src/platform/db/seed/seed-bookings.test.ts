import { staffReservationsResponseSchema, staffReservationWeekSchema } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSession } from '../../../features/admin/admin-test-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { demoSeed } from './demo-data.ts';
import { bookingStart } from './seed-bookings.ts';

// ADR 1477: the demo's bookings are dated from the seed's time, so the back office's day and week
// show rows on the first start.
// Wednesday 11 March 2026, 14:10 in Kuwait (UTC+3): its week runs Saturday 7 to Friday 13. (In
// the past: a member's session is issued on the real clock.)
const NOW = new Date('2026-03-11T11:10:00Z');
let ctx: TestContext;
let staff: string;

beforeAll(async () => {
  ctx = await createTestApp([demoSeed], { now: () => NOW });
  staff = await memberSession(ctx.database.db, 'demo', 'staff');
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url, headers: { authorization: `Bearer ${staff}` } });

describe('the demo’s bookings', () => {
  it('are dated from the seed’s time in the business’s zone', () => {
    // Two hours from the next half hour; a local time on a later day.
    expect(bookingStart({ hours: 2 }, NOW, 'Asia/Kuwait').toISOString()).toBe('2026-03-11T13:30:00.000Z');
    expect(bookingStart({ days: 1, time: '20:00' }, NOW, 'Asia/Kuwait').toISOString()).toBe(
      '2026-03-12T17:00:00.000Z',
    );
    expect(bookingStart({ days: -1, time: '19:30' }, NOW, 'Asia/Kuwait').toISOString()).toBe(
      '2026-03-10T16:30:00.000Z',
    );
    // Seeded at 22:10: today's stay today (21:30, 22:30, 23:30), not after midnight.
    const late = new Date('2026-03-11T19:10:00Z');
    expect([2, 3, 4].map((hours) => bookingStart({ hours }, late, 'Asia/Kuwait').toISOString())).toEqual([
      '2026-03-11T18:30:00.000Z',
      '2026-03-11T19:30:00.000Z',
      '2026-03-11T20:30:00.000Z',
    ]);
  });

  it('fill today with pending and confirmed parties', async () => {
    const res = await get('/api/staff/reservations?scope=day&date=2026-03-11');
    expect(res.statusCode, res.body).toBe(200);
    const today = staffReservationsResponseSchema.parse(res.json()).reservations;
    expect(today.map((r) => [r.time, r.status])).toEqual([
      ['16:30', 0],
      ['17:30', 1],
      ['18:30', 1],
    ]);
    expect(today[0]?.table?.name).toBe('T3');
  });

  it('spread over the week with every status, on both branches', async () => {
    const res = await get('/api/staff/reservations?scope=week&date=2026-03-11');
    const week = staffReservationWeekSchema.parse(res.json());
    expect(week.from).toBe('2026-03-07');
    expect(week.days.map((d) => d.count)).toEqual([0, 0, 0, 2, 3, 1, 1]);
    const all = week.days.flatMap((d) => d.reservations);
    expect(new Set(all.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    // The last three are next week's (Saturday 14 to Monday 16), one at the other branch.
    const next = staffReservationWeekSchema.parse(
      (await get('/api/staff/reservations?scope=week&date=2026-03-14')).json(),
    );
    const later = next.days.flatMap((d) => d.reservations);
    expect(later.map((r) => r.status)).toEqual([1, 9, 0]);
    expect(new Set([...all, ...later].map((r) => r.branch_name)).size).toBe(2);
  });
});
