import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../platform/test/eventually.ts';
import { createTestDatabase, type TestDatabase } from '../../platform/test/test-database.ts';
import { createOrderEventsHub, ORDER_EVENTS_CHANNEL, type OrderNotice } from './order-events-hub.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const silent = { warn: () => {}, error: () => {} };

/** LISTEN connections open on this test's database. */
const listeners = async () =>
  (
    await database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND query = 'LISTEN ${ORDER_EVENTS_CHANNEL}'`,
    )
  ).rows[0]?.n ?? 0;

const notice = (orderId: number): OrderNotice => ({
  e: 1,
  n: 1,
  b: 1,
  o: orderId,
  k: 'status',
  s: 1,
  p: 'none',
  t: new Date(0).toISOString(),
});

describe('order events hub', () => {
  it('a subscriber arriving during the reconnect backoff opens no second LISTEN connection', async () => {
    const hub = createOrderEventsHub(database.pool.options, silent);
    await hub.ready();
    const received: (OrderNotice | null)[] = [];
    hub.subscribeOrder(42, (n) => received.push(n));

    await database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query = 'LISTEN ${ORDER_EVENTS_CHANNEL}'`,
    );
    expect(
      await eventually(
        async () => hub.listening,
        (up) => !up,
      ),
    ).toBe(false);
    // A new stream asks for the connection while the hub waits out its backoff (250 ms)…
    await hub.ready();
    // …and the backoff's timer, had it been left, would have fired by now.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await listeners()).toBe(1);

    await database.pool.query('SELECT pg_notify($1, $2)', [ORDER_EVENTS_CHANNEL, JSON.stringify(notice(42))]);
    await eventually(
      async () => received.filter((n) => n !== null).length,
      (count) => count >= 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    // One resync for the lost connection, then the notice exactly once.
    expect(received).toEqual([null, notice(42)]);

    await hub.close();
    expect(await eventually(listeners, (n) => n === 0)).toBe(0);
  });

  it('reconnects by itself when nobody asks, and tells subscribers to resynchronise', async () => {
    const hub = createOrderEventsHub(database.pool.options, silent);
    await hub.ready();
    const received: (OrderNotice | null)[] = [];
    hub.subscribeBusiness(1, (n) => received.push(n));
    await database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query = 'LISTEN ${ORDER_EVENTS_CHANNEL}'`,
    );
    expect(
      await eventually(
        async () => received.length,
        (n) => n >= 1,
      ),
    ).toBe(1);
    expect(received).toEqual([null]);
    expect(hub.listening).toBe(true);
    expect(await listeners()).toBe(1);
    await hub.close();
  });
});
