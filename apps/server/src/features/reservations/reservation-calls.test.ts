import {
  reservationListResponseSchema,
  reservationResponseSchema,
  reservationSlotsResponseSchema,
  reserveTableResponseSchema,
  staffOrdersResponseSchema,
  staffReservationResponseSchema,
  staffReservationsResponseSchema,
} from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { orderIdOf } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';
import { movableClock, NOON, reservationSeed, tableBooking } from './reservation-test-fixture.ts';

let ctx: TestContext;
let ids: ShopIds;
let pre: ShopIds;
let off: ShopIds;
let staff: string;
let otherStaff: string;
const clock = movableClock();
const users: Record<string, number> = { 'Bearer alice': 1, 'Bearer bob': 2 };

beforeAll(async () => {
  ctx = await createTestApp(
    [
      reservationSeed('shop'),
      reservationSeed('pre', { type: 2 }),
      reservationSeed('off', { enabled: false }),
    ],
    {
      now: clock.tick,
      // Signed-in customers of 'shop' (the business looked up once the seed ran).
      resolveCustomer: async (token) => {
        const id = users[`Bearer ${token}`];
        return id ? { id, businessId: ids.businessId } : null;
      },
    },
  );
  ids = await shopIds(ctx.database.db, 'shop');
  pre = await shopIds(ctx.database.db, 'pre');
  off = await shopIds(ctx.database.db, 'off');
  staff = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
  otherStaff = (await issueStaffToken(ctx.database.db, 'pre')) ?? '';
});
afterAll(() => ctx.close());

const reserve = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/webapp/reserve-table', payload: body as object, headers });
const booked = async (body: unknown, headers: Record<string, string> = {}) => {
  const res = await reserve(body, headers);
  expect(res.statusCode, res.body).toBe(201);
  const answer = reserveTableResponseSchema.parse(res.json());
  // The diner's answer names the booking by reference only; staff calls take its number (ADR 1494).
  expect(answer.reservation).not.toHaveProperty('id');
  const [row] = await ctx.database.db
    .select({ id: s.reservations.id })
    .from(s.reservations)
    .where(eq(s.reservations.publicRef, answer.reservation.public_ref));
  return { ...answer, number: row?.id ?? 0 };
};
const read = (id: number | string, headers: Record<string, string> = {}, query = '') =>
  ctx.app.inject({ url: `/api/webapp/reservation/${id}${query}`, headers });
const asStaff = (t = staff) => ({ authorization: `Bearer ${t}` });
const setStatus = (id: number, body: object, t = staff) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/reservations/${id}/status`,
    payload: body,
    headers: asStaff(t),
  });
const refusal = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  code: (res.json() as { code: string }).code,
  message: (res.json() as { message: string }).message,
});

describe('GET webapp/reservation-slots/{branchId}', () => {
  it('offers slots from the opening hours after now + min_advance + 15 minutes', async () => {
    const res = await ctx.app.inject({ url: `/api/webapp/reservation-slots/${ids.main}?type=table&party=4` });
    expect(res.statusCode).toBe(200);
    const body = reservationSlotsResponseSchema.parse(res.json());
    // 12:00 + 60 + 15 = 13:15 → 13:30 is the first slot.
    expect(body.days[0]).toMatchObject({ date: '2026-03-09' });
    expect(body.days[0]?.slots[0]).toMatchObject({ from: '13:30', available: true });
    expect(body.tables.map((t) => t.name)).toEqual(['T1', 'T2', 'T3']);
    expect(body.areas).toEqual(['Ground', 'Terrace']);
  });

  it('marks a slot unavailable when no table seats the party', async () => {
    const body = reservationSlotsResponseSchema.parse(
      (await ctx.app.inject({ url: `/api/webapp/reservation-slots/${ids.main}?type=table&party=7` })).json(),
    );
    expect(body.days[0]?.slots.every((s) => !s.available)).toBe(true);
  });

  it('is refused for a business without reservations, and for a bad query', async () => {
    expect(refusal(await ctx.app.inject({ url: `/api/webapp/reservation-slots/${off.main}` }))).toMatchObject(
      {
        status: 422,
        code: 'RESERVATIONS_DISABLED',
      },
    );
    expect(
      refusal(await ctx.app.inject({ url: `/api/webapp/reservation-slots/${ids.main}?party=0` })),
    ).toMatchObject({
      status: 422,
      code: 'INVALID_REQUEST',
    });
    expect(refusal(await ctx.app.inject({ url: '/api/webapp/reservation-slots/999999' }))).toMatchObject({
      status: 422,
      code: 'BRANCH_NOT_FOUND',
    });
  });
});

describe('POST webapp/reserve-table', () => {
  it('books a table as a guest: pending, the smallest table that seats the party, a token', async () => {
    const body = await booked(tableBooking(ids));
    expect(body.reservation).toMatchObject({
      status: 0,
      party_size: 4,
      date: '2026-03-10',
      time: '19:00',
      table: { name: 'T2', seats: 4 },
      area: 'Ground',
      phone: '+96550123456',
      note: 'Window, please',
      order: null,
      can_cancel: true,
    });
    expect(body.reservation.starts_at).toBe('2026-03-10T16:00:00.000Z');
    expect(body.reservation.ends_at).toBe('2026-03-10T17:30:00.000Z');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.reservation_url).toBe(
      `/shop/reservation/success/${body.reservation.public_ref}?token=${body.token}`,
    );
    expect(body.reservation.public_ref).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(body.payment).toBeNull();
  });

  it('refuses every bad input with a 422, a code and a message', async () => {
    const cases: [unknown, string][] = [
      [{ ...tableBooking(ids), party_size: 9 }, 'RESERVATION_PARTY_SIZE'],
      [{ ...tableBooking(ids), party_size: 0 }, 'INVALID_REQUEST'],
      [{ ...tableBooking(ids), date: '2026-03-09', time: '13:00' }, 'RESERVATION_SLOT_UNAVAILABLE'],
      [{ ...tableBooking(ids), date: '2026-03-20' }, 'RESERVATION_SLOT_UNAVAILABLE'],
      [{ ...tableBooking(ids), time: '19:10' }, 'RESERVATION_SLOT_UNAVAILABLE'],
      [{ ...tableBooking(ids), time: '25:00' }, 'INVALID_REQUEST'],
      // No time chosen (the form preselects none, ADR 1499): said as such.
      [{ ...tableBooking(ids), time: '' }, 'RESERVATION_TIME_REQUIRED'],
      [{ ...tableBooking(ids), time: undefined }, 'RESERVATION_TIME_REQUIRED'],
      [{ ...tableBooking(ids), reserve_type: 'spa' }, 'INVALID_REQUEST'],
      [{ ...tableBooking(ids), phone: '12' }, 'PHONE_INVALID'],
      [{ ...tableBooking(ids), name: '  ' }, 'INVALID_REQUEST'],
      [{ ...tableBooking(ids), note: 'x'.repeat(501) }, 'INVALID_REQUEST'],
      [{ ...tableBooking(ids), table_id: 999999 }, 'RESERVATION_TABLE_NOT_FOUND'],
      [{ ...tableBooking(ids), time: '20:00', table_id: tableId('T1') }, 'RESERVATION_TABLE_TOO_SMALL'],
      [{ ...tableBooking(ids), time: '20:00', party_size: 7 }, 'RESERVATION_NO_TABLE_FREE'],
      [
        {
          ...tableBooking(ids),
          order: {
            order_lines: [{ item_id: ids.burger.id, price_label_id: ids.burger.labels[0], quantity: 1 }],
            payment_type: 2,
          },
        },
        'RESERVATION_ORDER_NOT_TAKEN',
      ],
      [tableBooking(off), 'RESERVATIONS_DISABLED'],
      [{ ...tableBooking(ids), branch_id: 999999 }, 'BRANCH_NOT_FOUND'],
      ['not json', 'INVALID_REQUEST'],
    ];
    for (const [body, code] of cases) {
      const res =
        typeof body === 'string'
          ? await ctx.app.inject({
              method: 'POST',
              url: '/api/webapp/reserve-table',
              payload: body,
              headers: { 'content-type': 'application/json' },
            })
          : await reserve(body);
      const r = refusal(res);
      expect(r, JSON.stringify(body)).toMatchObject({ status: 422, code });
      expect(r.message.length).toBeGreaterThan(0);
    }
  });

  it('takes a chosen table or area, and refuses a table already held at an overlapping time', async () => {
    const terrace = await booked(
      tableBooking(ids, { time: '21:00', party_size: 2, area: 'Terrace', phone: '50000001' }),
    );
    expect(terrace.reservation.table?.name).toBe('T3');
    const res = await reserve(
      tableBooking(ids, { time: '22:00', party_size: 2, table_id: tableId('T3'), phone: '50000002' }),
    );
    expect(refusal(res)).toMatchObject({ status: 422, code: 'RESERVATION_TABLE_TAKEN' });
    // 22:30 starts when the 21:00 stay (90 minutes) has ended.
    await booked(
      tableBooking(ids, { time: '22:30', party_size: 2, table_id: tableId('T3'), phone: '50000003' }),
    );
  });

  it('counts covers per slot across bookings (the second branch takes 4 at once)', async () => {
    const second = { branch_id: ids.second, reserve_type: 'service', date: '2026-03-10', time: '20:00' };
    await booked(tableBooking(ids, { ...second, party_size: 3 }));
    const res = await reserve(
      tableBooking(ids, { ...second, party_size: 2, time: '20:30', phone: '50000004' }),
    );
    expect(refusal(res)).toMatchObject({ status: 422, code: 'RESERVATION_FULLY_BOOKED' });
    await booked(tableBooking(ids, { ...second, party_size: 1, time: '20:30', phone: '50000005' }));
  });

  it('answers a retried submission (same Idempotency-Key) with the first booking, once', async () => {
    const key = { 'idempotency-key': 'resv-key-0001' };
    const body = tableBooking(ids, { time: '13:30', party_size: 1, phone: '50000006' });
    const first = await booked(body, key);
    const again = await reserve(body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(reserveTableResponseSchema.parse(again.json()).reservation.public_ref).toBe(
      first.reservation.public_ref,
    );
    expect(refusal(await reserve({ ...body, party_size: 2 }, key))).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(refusal(await reserve(body, { 'idempotency-key': 'short' }))).toMatchObject({
      code: 'IDEMPOTENCY_KEY_INVALID',
    });
  });
});

function tableId(name: string): number {
  return tableIds.get(name) ?? 0;
}
const tableIds = new Map<string, number>();
beforeAll(async () => {
  const rows = await ctx.database.db
    .select()
    .from(s.diningTables)
    .where(eq(s.diningTables.branchId, ids.main));
  for (const r of rows) tableIds.set(r.name, r.id);
});

describe('a booking with a pre-order (reservation.type 2, ADR 800)', () => {
  const lines = () => [
    { item_id: pre.burger.id, price_label_id: pre.burger.labels[0], quantity: 2, unit_price: 1 },
  ];

  it('prices the pre-order on the server, schedules it for the booking, links it', async () => {
    const body = await booked(
      tableBooking(pre, { order: { order_lines: lines(), payment_type: 2, notes: 'Birthday' } }),
    );
    const order = body.reservation.order;
    expect(order).toMatchObject({
      status: 10,
      selling_type: 'reserv_dinein',
      order_type: 1,
      payment_type: 2,
      scheduled_at: '2026-03-10T16:00:00.000Z',
      notes: 'Birthday',
    });
    // 2 × 2000, 5% VAT on top (the fixture's exclusive tax); the client's unit_price is ignored.
    expect(order?.amounts.subtotal).toBe(4000);
    expect(order?.amounts.total).toBe(4200);
    // The pre-order is named by its public reference too (ADR 1471).
    expect(body.reservation.order_url).toContain(`/pre/order/${order?.public_ref}?token=`);
    expect(order?.public_ref).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    const [row] = await ctx.database.db
      .select()
      .from(s.reservations)
      .where(eq(s.reservations.publicRef, body.reservation.public_ref));
    // The diner's view names it by the reference only; the row links the same order (ADR 1472).
    expect(order).not.toHaveProperty('id');
    expect(row?.orderId).toBe(await orderIdOf(ctx.database.db, order?.public_ref ?? ''));
  });

  it('books without a pre-order when no dish is chosen (ADR 1380)', async () => {
    const body = await booked(tableBooking(pre, { time: '15:30', party_size: 1, phone: '50000039' }));
    expect(body.reservation.order ?? null).toBeNull();
    expect(body.payment ?? null).toBeNull();
  });

  it('takes items that need choices: validated and priced as an order, client figures ignored (ADR 804)', async () => {
    const latte = (modifiers: number[], extra: Record<string, unknown> = {}) => ({
      item_id: pre.latte.id,
      price_label_id: pre.latte.labels[1],
      quantity: 2,
      modifiers: modifiers.join(','),
      modifiers_details: modifiers.map((id) => ({ id, quantity: 1 })),
      ...extra,
    });
    const cake = { item_id: pre.cake.id, price_label_id: pre.cake.labels[0], quantity: 2 };
    // A required choice left out, a choice of another item, and a required note left out: refused
    // by the order pipeline's checks, with the line named, and no booking is made.
    const count = async () => (await ctx.database.db.select().from(s.reservations)).length;
    const before = await count();
    for (const [lines, code] of [
      [[latte([])], 'MODIFIER_GROUP_BELOW_MIN'],
      [[latte([pre.oat, pre.fullFat])], 'MODIFIER_GROUP_ABOVE_MAX'],
      [[latte([pre.cheese])], 'MODIFIER_NOT_FOUND'],
      [[cake], 'COMMENT_REQUIRED'],
    ] as const) {
      const res = await reserve(
        tableBooking(pre, {
          time: '21:00',
          phone: '50000020',
          order: { order_lines: lines, payment_type: 2 },
        }),
      );
      expect(res.statusCode, res.body).toBe(422);
      const problems = (res.json() as { problems?: { code: string }[]; code: string }).problems ?? [
        res.json(),
      ];
      expect(problems.map((p) => p.code)).toContain(code);
    }
    expect(await count()).toBe(before);
    const body = await booked(
      tableBooking(pre, {
        time: '21:00',
        phone: '50000020',
        order: {
          order_lines: [
            latte([pre.oat], { unit_price: 1, total: 1 }),
            { ...cake, comment: 'Happy birthday' },
          ],
          payment_type: 2,
        },
      }),
    );
    const order = body.reservation.order;
    // (1750 + 250 oat) × 2 + 1000 × 2 = 6000; the fixture's VAT applies to the burger only.
    expect(order?.amounts.subtotal).toBe(6000);
    expect(order?.lines?.map((l) => [l.name, l.quantity, l.modifiers.map((m) => m.name)])).toEqual([
      ['Shop Latte', 2, ['Oat']],
      ['Cake', 2, []],
    ]);
    expect(order?.lines?.[1]?.comment).toBe('Happy birthday');
  });

  it('opens the payment of an online pre-order', async () => {
    const body = await booked(
      tableBooking(pre, {
        time: '20:00',
        phone: '50000010',
        order: { order_lines: lines(), payment_type: 1 },
      }),
    );
    expect(body.payment?.url).toContain('/api/payments/sandbox/');
    expect(body.reservation.order?.payment_state).toBe('unpaid');
  });

  it('refuses items not sold for reservations, and the order pipeline refusals, leaving no booking', async () => {
    const count = async () => (await ctx.database.db.select().from(s.reservations)).length;
    const before = await count();
    const tray = await shopIds(ctx.database.db, 'pre').then(async () => {
      const [item] = await ctx.database.db
        .select()
        .from(s.items)
        .where(eq(s.items.businessId, pre.businessId));
      const all = await ctx.database.db.select().from(s.items).where(eq(s.items.businessId, pre.businessId));
      return all.find((i) => i.name.en === 'Takeaway tray') ?? item;
    });
    const [trayLabel] = await ctx.database.db
      .select()
      .from(s.priceLabels)
      .where(eq(s.priceLabels.itemId, tray?.id ?? 0));
    const trayOrder = {
      order_lines: [{ item_id: tray?.id, price_label_id: trayLabel?.id, quantity: 1 }],
      payment_type: 2,
    };
    expect(refusal(await reserve(tableBooking(pre, { order: trayOrder })))).toMatchObject({
      status: 422,
      code: 'ITEM_NOT_FOR_RESERVATION',
    });
    expect(
      refusal(
        await reserve(
          tableBooking(pre, { order: { order_lines: lines(), payment_type: 2, coupon_code: 'NOPE' } }),
        ),
      ),
    ).toMatchObject({ status: 422, code: 'COUPON_NOT_FOUND' });
    expect(
      refusal(await reserve(tableBooking(pre, { order: { order_lines: lines(), payment_type: 9 } }))),
    ).toMatchObject({
      status: 422,
      code: 'PAYMENT_METHOD_DISABLED',
    });
    expect(await count()).toBe(before);
  });
});

describe('GET webapp/reservation/{id}: the token or the owner, never the id alone', () => {
  it('reads with the token (header or query), or as the signed-in owner; else the same 404', async () => {
    const mine = await booked(tableBooking(ids, { time: '14:00', party_size: 1, phone: '50000020' }), {
      authorization: 'Bearer alice',
    });
    const id = mine.reservation.public_ref;
    expect((await read(id)).statusCode).toBe(404);
    expect((await read(id, { 'x-reservation-token': 'wrong-token-123' })).statusCode).toBe(404);
    expect((await read(id, { authorization: 'Bearer bob' })).statusCode).toBe(404);
    expect((await read(999_999, { 'x-reservation-token': mine.token })).statusCode).toBe(404);
    expect((await read(id, {}, '?token=short')).statusCode).toBe(400);
    for (const res of [
      await read(id, { 'x-reservation-token': mine.token }),
      await read(id, {}, `?token=${mine.token}`),
      await read(id, { authorization: 'Bearer alice' }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(reservationResponseSchema.parse(res.json()).reservation.public_ref).toBe(id);
    }
    expect((await read(id)).json()).toMatchObject({
      error: 1,
      code: 'not_found',
      message: 'Reservation not found',
    });
  });
});

describe('POST webapp/reservations/{ref}: history with filters', () => {
  it('is for signed-in customers only, lists their own bookings, and filters', async () => {
    const list = (auth: string | null, body: object = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/webapp/reservations/shop',
        payload: body,
        headers: auth ? { authorization: auth } : {},
      });
    expect((await list(null)).statusCode).toBe(401);
    await booked(tableBooking(ids, { time: '15:00', party_size: 2, phone: '50000021' }), {
      authorization: 'Bearer bob',
    });
    const bob = reservationListResponseSchema.parse((await list('Bearer bob')).json());
    expect(bob.reservations.map((r) => r.time)).toEqual(['15:00']);
    const alice = reservationListResponseSchema.parse(
      (await list('Bearer alice', { scope: 'upcoming' })).json(),
    );
    expect(alice.reservations.every((r) => r.name === 'Sara')).toBe(true);
    expect(alice.reservations.length).toBe(1);
    expect(
      reservationListResponseSchema.parse((await list('Bearer alice', { scope: 'past' })).json())
        .reservations,
    ).toEqual([]);
    expect(
      reservationListResponseSchema.parse((await list('Bearer alice', { status: [1] })).json()).reservations,
    ).toEqual([]);
    expect(refusal(await list('Bearer alice', { scope: 'yesterday' }))).toMatchObject({
      status: 422,
      code: 'INVALID_REQUEST',
    });
  });
});

describe('staff: accept, reject with a reason, complete, no-show; the pre-order follows', () => {
  it('lists bookings of the staff member’s business only', async () => {
    const board = staffReservationsResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/staff/reservations', headers: asStaff() })).json(),
    );
    expect(board.reservations.length).toBeGreaterThan(0);
    expect(board.reservations.every((r) => r.business_reference === 'shop')).toBe(true);
    expect(board.reservations[0]?.next_statuses).toEqual([1, 2]);
    expect((await ctx.app.inject({ url: '/api/staff/reservations' })).statusCode).toBe(401);
  });

  it('moves a booking along, refusing what the rules forbid', async () => {
    const { number } = await booked(tableBooking(ids, { time: '16:00', party_size: 2, phone: '50000030' }));
    expect(refusal(await setStatus(number, { status: 1 }, otherStaff))).toMatchObject({
      status: 404,
    });
    expect(refusal(await setStatus(number, { status: 2 }))).toMatchObject({
      status: 422,
      code: 'RESERVATION_REASON_REQUIRED',
    });
    expect(refusal(await setStatus(number, { status: 7 }))).toMatchObject({
      status: 422,
      code: 'INVALID_REQUEST',
    });
    expect(refusal(await setStatus(number, { status: 3 }))).toMatchObject({
      status: 409,
      code: 'RESERVATION_TRANSITION_NOT_ALLOWED',
    });
    const accepted = staffReservationResponseSchema.parse((await setStatus(number, { status: 1 })).json());
    expect(accepted.reservation).toMatchObject({ status: 1, next_statuses: [9] });
    expect(refusal(await setStatus(number, { status: 4 }))).toMatchObject({
      status: 409,
      code: 'RESERVATION_NOT_STARTED',
    });
    clock.now = new Date('2026-03-10T16:00:00+03:00');
    const done = staffReservationResponseSchema.parse((await setStatus(number, { status: 3 })).json());
    expect(done.reservation.status).toBe(3);
    expect(refusal(await setStatus(number, { status: 1 }))).toMatchObject({ status: 409 });
    clock.now = NOON;
  });

  it('carries accept, reject and no-show to the pre-order', async () => {
    const preStaff = otherStaff;
    const a = await booked(
      tableBooking(pre, {
        time: '17:00',
        phone: '50000031',
        order: {
          order_lines: [{ item_id: pre.burger.id, price_label_id: pre.burger.labels[0], quantity: 1 }],
          payment_type: 2,
        },
      }),
    );
    const b = await booked(
      tableBooking(pre, {
        time: '17:30',
        phone: '50000032',
        order: {
          order_lines: [{ item_id: pre.burger.id, price_label_id: pre.burger.labels[0], quantity: 1 }],
          payment_type: 2,
        },
      }),
    );
    const orderStatus = async (ref: string | undefined) =>
      (
        await ctx.database.db
          .select()
          .from(s.orders)
          .where(eq(s.orders.publicRef, ref ?? ''))
      )[0]?.status;
    // The board tags a pre-order with its booking, and the booking carries its order (ADR 806).
    const board = await ctx.app.inject({ url: '/api/staff/orders?scope=live', headers: asStaff(preStaff) });
    const tagged = staffOrdersResponseSchema.parse(board.json()).orders;
    expect(tagged.find((o) => o.public_ref === a.reservation.order?.public_ref)?.reservation_id).toBe(
      a.number,
    );
    expect(tagged.every((o) => o.reservation_id === null || o.reservation_id > 0)).toBe(true);
    const bookings = await ctx.app.inject({ url: '/api/staff/reservations', headers: asStaff(preStaff) });
    const listed = staffReservationsResponseSchema.parse(bookings.json()).reservations;
    const staffView = listed.find((r) => r.id === a.number)?.order;
    expect(staffView?.public_ref).toBe(a.reservation.order?.public_ref);
    // Staff see the pre-order's number, the diner does not (ADR 1472).
    expect(staffView?.id).toBe(await orderIdOf(ctx.database.db, a.reservation.order?.public_ref ?? ''));
    await setStatus(a.number, { status: 1 }, preStaff);
    expect(await orderStatus(a.reservation.order?.public_ref)).toBe(1);
    const rejected = await setStatus(b.number, { status: 2, reason: 'Private event' }, preStaff);
    expect(staffReservationResponseSchema.parse(rejected.json()).reservation).toMatchObject({
      status: 2,
      reason: 'Private event',
    });
    expect(await orderStatus(b.reservation.order?.public_ref)).toBe(2);
    clock.now = new Date('2026-03-10T17:10:00+03:00');
    await setStatus(a.number, { status: 4 }, preStaff);
    expect(await orderStatus(a.reservation.order?.public_ref)).toBe(9);
    clock.now = NOON;
  });
});

describe('POST webapp/reservation/{id}/cancel', () => {
  const cancel = (id: number | string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: `/api/webapp/reservation/${id}/cancel`, payload: {}, headers });

  it('lets the diner cancel a pending booking, and an accepted one until the cut-off', async () => {
    const one = await booked(tableBooking(ids, { time: '17:00', party_size: 1, phone: '50000040' }));
    expect((await cancel(one.reservation.public_ref, {})).statusCode).toBe(404);
    const cancelled = await cancel(one.reservation.public_ref, { 'x-reservation-token': one.token });
    expect(reservationResponseSchema.parse(cancelled.json()).reservation).toMatchObject({
      status: 9,
      can_cancel: false,
    });
    expect(
      refusal(await cancel(one.reservation.public_ref, { 'x-reservation-token': one.token })),
    ).toMatchObject({
      status: 409,
    });

    const two = await booked(tableBooking(ids, { time: '17:00', party_size: 1, phone: '50000041' }));
    await setStatus(two.number, { status: 1 });
    // Tomorrow 17:00 − 120 minutes = 15:00; at 15:30 it is too late.
    clock.now = new Date('2026-03-10T15:30:00+03:00');
    expect(
      refusal(await cancel(two.reservation.public_ref, { 'x-reservation-token': two.token })),
    ).toMatchObject({
      status: 409,
      code: 'RESERVATION_TOO_LATE_TO_CANCEL',
    });
    clock.now = new Date('2026-03-10T14:59:00+03:00');
    expect((await cancel(two.reservation.public_ref, { 'x-reservation-token': two.token })).statusCode).toBe(
      200,
    );
    clock.now = NOON;
  });
});
