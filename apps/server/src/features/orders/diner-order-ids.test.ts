import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../platform/db/client-transaction.ts';
import * as s from '../../platform/db/schema/index.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { reservationSeed, tableBooking } from '../reservations/reservation-test-fixture.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';
import { post } from '../wallet/ledger-repository.ts';
import { NOON, pickupOrder, type ShopIds, shopIds } from './order-test-fixture.ts';

// ADR 1472: no answer a diner's calls get carries an order's number — the ids are one global
// sequence, and two of them tell how many orders were placed in between. The orders' sequence is
// moved far from every other number of the fixtures, every diner call is made (order, history,
// checkout, payment, events and their stream, rating, wallet, shared table, booking, claim), and
// each answer is searched for any order's number: as a value, or as digits inside a string.
// ADR 1493, 1494: the same for every other global sequence that grows with a business's trade —
// order and booking events (the streams' `id:` lines), bookings, wallet lines and entries,
// package purchases, refunds — each moved to its own far range.

const FIRST_ID = 7_340_001;
/** Each sequence a diner's answers must not show, and where it starts in this test. */
const SEQUENCES = {
  order_events: 8_450_001,
  reservations: 6_230_001,
  reservation_events: 5_120_001,
  wallet_transactions: 4_010_001,
  wallet_entries: 9_560_001,
  wallet_purchases: 3_670_001,
  order_refunds: 2_780_001,
} as const;

let ctx: TestContext;
let ids: ShopIds;
let staff: string;
let customer: { id: number; auth: Record<string, string> };
/** Every diner answer, by the call that gave it. */
const answers: { call: string; body: string }[] = [];

function seed() {
  const base = reservationSeed('shop', { type: 2 });
  return {
    ...base,
    settings: { ...base.settings, enable_wallet: true, shared_tables: true },
    walletPackages: [{ name: { en: 'Regular' }, description: { en: '' }, price: 10_000, credit: 11_000 }],
  };
}

async function diner(
  call: string,
  options: { method?: 'GET' | 'POST'; url: string; payload?: object; headers?: Record<string, string> },
) {
  const res = await ctx.app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    headers: options.headers ?? {},
    ...(options.payload ? { payload: options.payload } : {}),
  });
  expect(res.statusCode, `${call}: ${res.body}`).toBeLessThan(300);
  answers.push({ call, body: res.body });
  return res.json();
}

const asStaff = () => ({ authorization: `Bearer ${staff}` });
const setStatus = async (ref: string, status: number) => {
  const [row] = await ctx.database.db
    .select({ id: s.orders.id })
    .from(s.orders)
    .where(eq(s.orders.publicRef, ref));
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${row?.id}/status`,
    payload: { status },
    headers: asStaff(),
  });
  expect(res.statusCode, res.body).toBe(200);
};

let listening: string | null = null;

/** The first events of the diner's live stream (Server-Sent Events), as text. */
async function streamText(
  url: string,
  headers: Record<string, string> = {},
  until = 'snapshot',
): Promise<string> {
  listening ??= await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const abort = new AbortController();
  const res = await fetch(`${listening}${url}`, { signal: abort.signal, headers });
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  let text = '';
  while (!text.includes(until)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  abort.abort();
  return text;
}

beforeAll(async () => {
  ctx = await createTestApp([seed()], {
    now: () => NOON,
    resolveCustomer: async (t) => {
      const m = /^cust-(\d+)-(\d+)$/.exec(t);
      return m ? { id: Number(m[1]), businessId: Number(m[2]) } : null;
    },
  });
  ids = await shopIds(ctx.database.db);
  staff = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
  await ctx.database.db.execute(sql`SELECT setval(pg_get_serial_sequence('orders', 'id'), ${FIRST_ID - 1})`);
  for (const [table, first] of Object.entries(SEQUENCES))
    await ctx.database.db.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), ${first - 1})`);
  const [row] = await ctx.database.db
    .insert(s.customers)
    .values({ businessId: ids.businessId, phone: '+96550123456', dialCode: '965', name: 'Sara' })
    .returning();
  if (!row) throw new Error('no customer');
  customer = { id: row.id, auth: { authorization: `Bearer cust-${row.id}-${ids.businessId}` } };
  await transaction(ctx.database.db, (tx) =>
    post(tx, {
      businessId: ids.businessId,
      customerId: row.id,
      key: 'diner-ids-credit',
      movement: { kind: 'staff_credit', amount: 1_000 },
      reason: 'test',
    }),
  );
});
afterAll(() => ctx.close());

describe('a diner never sees an order’s number (ADR 1472)', () => {
  it('in any answer of the diner’s calls, while staff see it', async () => {
    const order = (over: Record<string, unknown> = {}) => pickupOrder(ids, { phone: '50123456', ...over });
    // Checkout: with the account (and its wallet), as a guest paying online, as a guest with cash.
    const mine = await diner('place (account, wallet)', {
      method: 'POST',
      url: '/api/webapp/order',
      payload: order({ use_wallet: true, payment_type: 2 }),
      headers: customer.auth,
    });
    const online = await diner('place (online)', {
      method: 'POST',
      url: '/api/webapp/order',
      payload: order({ payment_type: 1 }),
    });
    const guest = await diner('place (guest, cash)', {
      method: 'POST',
      url: '/api/webapp/order',
      payload: order(),
    });
    const ref: string = mine.order.public_ref;
    const t: string = mine.token;
    // Reading it, every way a diner does.
    await diner('order', { url: `/api/webapp/order/${ref}/${t}` });
    await diner('order (full)', { url: `/api/webapp/order/${ref}/${t}?full=true` });
    await diner('order (account)', { url: `/api/webapp/order/${ref}?full=true`, headers: customer.auth });
    await diner('history', { url: '/api/webapp/v5/orders/shop?page=1', headers: customer.auth });
    await diner('events (poll)', { url: `/api/webapp/update-order-events/${ref}/${t}` });
    await diner('transactions', {
      url: `/api/webapp/transaction/${online.order.public_ref}/${online.token}`,
    });
    answers.push({
      call: 'events (stream)',
      body: await streamText(`/api/webapp/order/${ref}/events?token=${t}`),
    });
    await diner('pay again', {
      method: 'POST',
      url: `/api/webapp/order/${online.order.public_ref}/pay`,
      payload: { token: online.token, payment_type: 1 },
    });
    await diner('claim (by reference)', {
      method: 'POST',
      url: '/api/webapp/orders/claim',
      payload: { orders: [{ id: guest.order.public_ref, token: guest.token }] },
      headers: customer.auth,
    });
    // A package bought online: its purchase, its payment and its ledger lines.
    const [pkg] = await ctx.database.db
      .select({ id: s.walletPackages.id })
      .from(s.walletPackages)
      .where(eq(s.walletPackages.businessId, ids.businessId));
    const bought = await diner('buy a package', {
      method: 'POST',
      url: `/api/webapp/wallet/shop/packages/${pkg?.id}/buy`,
      payload: { payment_type: 4 },
      headers: customer.auth,
    });
    const decided = await ctx.app.inject({ url: bought.payment.url });
    answers.push({ call: 'package payment page', body: `${decided.headers.location ?? ''} ${decided.body}` });
    await diner('wallet', { url: '/api/webapp/wallet/shop', headers: customer.auth });
    await diner('wallet history', { url: '/api/webapp/wallet/shop/history', headers: customer.auth });
    await diner('arrived', {
      method: 'POST',
      url: `/api/webapp/order/${ref}/arrived`,
      payload: {},
      headers: { 'x-order-token': t },
    });
    await diner('cancel', {
      method: 'POST',
      url: `/api/webapp/order/${guest.order.public_ref}/cancel`,
      payload: {},
      headers: { 'x-order-token': guest.token },
    });
    // Delivered: its rating.
    for (const status of [1, 3, 5]) await setStatus(ref, status);
    await diner('rate', {
      method: 'POST',
      url: '/api/users/rate',
      payload: { order_id: ref, token: t, stars: 5 },
    });
    await diner('rating', { url: `/api/webapp/order/${ref}/rating`, headers: { 'x-order-token': t } });
    // A refund of the delivered order, as its diner then reads it.
    const [placed] = await ctx.database.db
      .select({ id: s.orders.id, currency: s.orders.currency })
      .from(s.orders)
      .where(eq(s.orders.publicRef, ref));
    await ctx.database.db.insert(s.orderRefunds).values({
      businessId: ids.businessId,
      orderId: placed?.id ?? 0,
      reference: 'rf_diner_ids_0001',
      via: 'cash',
      amount: 100,
      currency: placed?.currency ?? 'KWD',
      reason: 'Cold fries',
      status: 'refunded',
      actor: 'test',
    });
    const refunded = await diner('order with its refund', { url: `/api/webapp/order/${ref}/${t}?full=true` });
    expect(refunded.order.refunds).toHaveLength(1);
    // The events numbered within the order, by poll (from a place) and by stream (ADR 1493).
    const polled = await diner('events after the second', {
      url: `/api/webapp/update-order-events/${ref}/${t}?after=2`,
    });
    expect(polled.events.map((e: { id: number }) => e.id)).toEqual([3, 4, 5]);
    const live = await streamText(`/api/webapp/order/${ref}/events?token=${t}`);
    answers.push({ call: 'events (stream, delivered)', body: live });
    expect(live).toMatch(/^id: 5$/m);
    // A page opened before the events were numbered per order holds a global id and ignores any
    // smaller one: its reconnect (Last-Event-ID) gets ids above what it holds, so no news is lost.
    // Not a diner answer to search: the number is the one the page itself sent.
    const old = await streamText(`/api/webapp/order/${ref}/events?token=${t}`, {
      'last-event-id': '8450003',
    });
    expect(old).toMatch(/^id: 8450008$/m);
    expect(old).toContain('"event_id":8450008');
    // A page of now reconnects with a place, and keeps places.
    expect(await streamText(`/api/webapp/order/${ref}/events?token=${t}`, { 'last-event-id': '3' })).toMatch(
      /^id: 5$/m,
    );
    // A shared table's round is an order too.
    const [table] = await ctx.database.db
      .select({ token: s.diningTables.qrToken })
      .from(s.diningTables)
      .where(and(eq(s.diningTables.name, 'T1'), eq(s.diningTables.businessId, ids.businessId)));
    const shared = (path: string, body: object, key?: string) =>
      diner(`shared table ${path}`, {
        method: 'POST',
        url: `/api/webapp/shared-table/${ids.main}/${path}`,
        payload: { table: table?.token, ...body },
        headers: key ? { 'x-table-diner': key } : {},
      });
    const joined = await shared('join', { name: 'Sara' });
    const key: string = joined.diner_key;
    await shared('lines', { item_id: ids.burger.id, price_label_id: ids.burger.labels[0], quantity: 1 }, key);
    const round = await shared('rounds', {}, key);
    expect(round.view.rounds).toHaveLength(1);
    // A booking's pre-order.
    const booking = await diner('reserve with a pre-order', {
      method: 'POST',
      url: '/api/webapp/reserve-table',
      payload: tableBooking(ids, {
        order: {
          order_lines: [{ item_id: ids.burger.id, price_label_id: ids.burger.labels[0], quantity: 1 }],
          payment_type: 2,
        },
      }),
    });
    expect(booking.reservation.order.public_ref).toEqual(expect.any(String));
    expect(booking.reservation_url).toContain(`/reservation/success/${booking.reservation.public_ref}?`);
    const bookingRef: string = booking.reservation.public_ref;
    await diner('reservation', {
      url: `/api/webapp/reservation/${bookingRef}`,
      headers: { 'x-reservation-token': booking.token },
    });
    answers.push({
      call: 'reservation events (stream)',
      body: await streamText(
        `/api/webapp/reservation/${bookingRef}/events?token=${booking.token}`,
        {},
        'status',
      ),
    });
    await diner('reservations (account)', {
      method: 'POST',
      url: '/api/webapp/reservations/shop',
      payload: {},
      headers: customer.auth,
    });
    await diner('cancel the booking', {
      method: 'POST',
      url: `/api/webapp/reservation/${bookingRef}/cancel`,
      payload: {},
      headers: { 'x-reservation-token': booking.token },
    });

    const orderIds = (await ctx.database.db.select({ id: s.orders.id }).from(s.orders)).map((o) => o.id);
    // Every other sequence: each was used by the calls above, from its moved start (ADR 1493, 1494).
    const others: Record<string, number[]> = {};
    for (const table of Object.keys(SEQUENCES)) {
      const rows = await ctx.database.db.execute<{ id: number }>(
        sql`SELECT id::int AS id FROM ${sql.identifier(table)}`,
      );
      others[table] = rows.rows.map((r) => Number(r.id));
    }
    for (const [table, first] of Object.entries(SEQUENCES)) {
      expect(others[table]?.length, table).toBeGreaterThan(0);
      expect(Math.min(...(others[table] ?? [])), table).toBeGreaterThanOrEqual(first);
    }
    for (const { call, body } of answers)
      for (const [table, used] of Object.entries(others))
        expect(
          numbersIn(body).filter((n) => used.includes(n)),
          `${call}: ${table}`,
        ).toEqual([]);
    // Checkout, online payment, wallet, guest, round and pre-order: all from the moved sequence.
    expect(orderIds.length).toBeGreaterThanOrEqual(5);
    expect(Math.min(...orderIds)).toBeGreaterThanOrEqual(FIRST_ID);
    for (const { call, body } of answers)
      expect(
        numbersIn(body).filter((n) => orderIds.includes(n)),
        call,
      ).toEqual([]);
    // An object naming an order by reference has no number beside it, and no key names one.
    for (const { call, body } of answers) {
      expect(body, call).not.toMatch(/"(order_id|orderId|order_ids)"/);
      for (const named of objectsWith(parse(body), 'public_ref'))
        expect(named, call).not.toHaveProperty('id');
    }

    // The search would find them: the staff's board carries every number.
    const board = await ctx.app.inject({ url: '/api/staff/orders?scope=recent', headers: asStaff() });
    expect(numbersIn(board.body)).toEqual(expect.arrayContaining([FIRST_ID, FIRST_ID + 1]));
  }, 60_000);
});

/** Every number in a text: JSON values and digit runs inside strings (URLs, tags, messages). */
function numbersIn(text: string): number[] {
  return (text.match(/\d+/g) ?? []).map(Number);
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    // The stream's text: one JSON object per `data:` line.
    return body
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => JSON.parse(l.slice(6)));
  }
}

function objectsWith(value: unknown, key: string): object[] {
  if (Array.isArray(value)) return value.flatMap((v) => objectsWith(v, key));
  if (typeof value !== 'object' || value === null) return [];
  const inner = Object.values(value).flatMap((v) => objectsWith(v, key));
  return key in value ? [value, ...inner] : inner;
}
