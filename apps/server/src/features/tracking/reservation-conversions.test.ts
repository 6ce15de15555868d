import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { parseKeysSecret, sealKey } from '../../platform/key-seal.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import {
  movableClock,
  NOON,
  reservationSeed,
  tableBooking,
} from '../reservations/reservation-test-fixture.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';
import { type Received, sha256, startConversionStandIn } from './conversion-standin.ts';

const SECRET = 'c3'.repeat(32);
const TOKENS = { meta: 'meta-r', tiktok: 'tiktok-r', snap: 'snap-r' };

let stand: Awaited<ReturnType<typeof startConversionStandIn>>;
let ctx: TestContext;
let ids: ShopIds;
let staff: string;
const clock = movableClock();

beforeAll(async () => {
  stand = await startConversionStandIn(TOKENS);
  ctx = await createTestApp([reservationSeed()], {
    now: clock.tick,
    env: {
      TRACKING_DELIVERY: 'send',
      TRACKING_KEYS_SECRET: SECRET,
      META_GRAPH_URL: stand.url,
      TIKTOK_EVENTS_URL: `${stand.url}/open_api/v1.3`,
      SNAP_CONVERSIONS_URL: `${stand.url}/v3`,
    },
  });
  ids = await shopIds(ctx.database.db);
  staff = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
  const key = parseKeysSecret(SECRET);
  const seal = (t: string) => ({ access_token: sealKey(key, ids.businessId, t) });
  await ctx.database.db.insert(s.pixels).values([
    { businessId: ids.businessId, kind: 5, pixelId: '222', config: seal(TOKENS.meta) },
    { businessId: ids.businessId, kind: 6, pixelId: 'TTR', config: seal(TOKENS.tiktok) },
    { businessId: ids.businessId, kind: 7, pixelId: 'snap-r', config: seal(TOKENS.snap) },
  ]);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await stand.close();
});

const first = (r: Received | undefined) => (r?.body.data as Record<string, unknown>[] | undefined)?.[0];
const setStatus = (id: number, status: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/reservations/${id}/status`,
    payload: { status },
    headers: { authorization: `Bearer ${staff}` },
  });

describe('a completed reservation reaches the conversion APIs as Schedule', () => {
  it('is recorded at booking with consent and sent when staff complete it, not before', async () => {
    clock.now = NOON;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/reserve-table',
      payload: tableBooking(ids),
      headers: { cookie: 'sufra_consent_shop=granted', 'user-agent': 'UA' },
    });
    expect(res.statusCode).toBe(201);
    // The diner's answer names the booking by its reference, which names the event (ADR 1494).
    const ref = res.json().reservation.public_ref as string;
    const [row] = await ctx.database.db
      .select({ id: s.reservations.id })
      .from(s.reservations)
      .where(eq(s.reservations.publicRef, ref));
    const id = row?.id ?? 0;
    expect((await setStatus(id, 1)).statusCode).toBe(200);
    expect(stand.received).toHaveLength(0);
    clock.now = new Date('2026-03-10T20:00:00+03:00');
    expect((await setStatus(id, 3)).statusCode).toBe(200);
    await expect.poll(() => stand.received.length, { timeout: 20_000 }).toBe(3);
    expect(stand.invalid).toEqual([]);
    const byPlatform = Object.fromEntries(stand.received.map((r) => [r.platform, first(r)]));
    expect(byPlatform.meta).toMatchObject({
      event_name: 'Schedule',
      event_id: `reservation-${ref}`,
      user_data: { ph: [sha256('96550123456')] },
    });
    expect(byPlatform.tiktok).toMatchObject({ event: 'SubmitForm', event_id: `reservation-${ref}` });
    expect(byPlatform.snap).toMatchObject({ event_name: 'RESERVE', event_id: `reservation-${ref}` });
    clock.now = NOON;
  });
});
