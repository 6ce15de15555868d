import { orderHistoryResponseSchema, placeOrderResponseSchema, sessionResponseSchema } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { sha256 } from '../../platform/secrets.ts';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { orderSeed, pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import {
  accountCalls,
  MINUTE,
  movableClock,
  type RecordingChannel,
  recordingChannel,
} from './accounts-test-support.ts';

let ctx: TestContext;
let channel: RecordingChannel;
let ids: ShopIds;
const clock = movableClock(new Date('2026-03-09T09:00:00Z'));
let shop: ReturnType<typeof accountCalls>;
let other: ReturnType<typeof accountCalls>;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  channel = recordingChannel();
  ctx = await createTestApp([orderSeed(), orderSeed('other')], {
    now: clock.now,
    accounts: { channel, delivery: { retries: 1, backoffSeconds: 0 } },
  });
  ids = await shopIds(ctx.database.db);
  shop = accountCalls(ctx.app, 'shop');
  other = accountCalls(ctx.app, 'other');
});
afterAll(() => ctx.close());

let n = 0;
const nextPhone = () => `+9656${String(2000000 + ++n * 6007).padStart(7, '0')}`;

/** Signs a number in (creating its account) and returns the session. */
async function signIn(phone: string, calls = shop, name = 'Diner') {
  const sentCount = channel.sent.filter((m) => m.to === phone).length;
  const res = await calls.send(phone, { name }, `10.9.${++n % 250}.${(n * 7) % 250}`);
  expect(res.statusCode, res.body).toBe(202);
  const code = await channel.codeTo(phone, sentCount + 1);
  const verified = await calls.verify(res.json().request_id, code);
  expect(verified.statusCode, verified.body).toBe(200);
  return sessionResponseSchema.parse(verified.json());
}

describe('sessions', () => {
  it('are opaque tokens stored only as their sha256', async () => {
    const session = await signIn(nextPhone());
    const other = await signIn(nextPhone());
    // 256 random bits behind a recognisable prefix (ADR 702; at least 128 are required).
    expect(session.token).toMatch(/^sfs_[A-Za-z0-9_-]{43,}$/);
    expect(other.token).not.toBe(session.token);
    const rows = await ctx.database.db.select().from(s.customerSessions);
    expect(rows.map((r) => r.tokenHash)).toContain(sha256(session.token));
    expect(JSON.stringify(rows)).not.toContain(session.token);
  });

  it('slide: used within 30 days they live on; unused for 30 days they end', async () => {
    const used = await signIn(nextPhone());
    const idle = await signIn(nextPhone());
    for (let i = 0; i < 3; i++) {
      clock.advance(20 * DAY);
      expect((await shop.get(`/api/webapp/profile/${used.user.id}`, used.token)).statusCode).toBe(200);
    }
    expect((await shop.get(`/api/webapp/profile/${idle.user.id}`, idle.token)).statusCode).toBe(401);
  });

  it('sign-out revokes the session (and only that one)', async () => {
    const phone = nextPhone();
    const a = await signIn(phone);
    clock.advance(MINUTE);
    const b = await signIn(phone);
    expect((await shop.post('/api/webapp/logout', {}, a.token)).statusCode).toBe(200);
    expect((await shop.get(`/api/webapp/profile/${a.user.id}`, a.token)).statusCode).toBe(401);
    expect((await shop.get(`/api/webapp/profile/${b.user.id}`, b.token)).statusCode).toBe(200);
  });

  it('the storefront cookie is read only with the webapp header (a cross-site form cannot send it)', async () => {
    const session = await signIn(nextPhone());
    const url = `/api/webapp/profile/${session.user.id}`;
    const cookie = `sufra_session=${session.token}`;
    const withHeader = await ctx.app.inject({ url, headers: { cookie, 'x-webapp': 'true' } });
    expect(withHeader.statusCode).toBe(200);
    const without = await ctx.app.inject({ url, headers: { cookie } });
    expect(without.statusCode).toBe(401);
  });
});

describe('every account call is the caller own (another id answers 404)', () => {
  it('profile, deletion and addresses of another account are 404, and of another business too', async () => {
    const mine = await signIn(nextPhone());
    const theirs = await signIn(nextPhone());
    expect((await shop.get(`/api/webapp/profile/${theirs.user.id}`, mine.token)).statusCode).toBe(404);
    expect((await shop.get(`/api/webapp/account/delete/${theirs.user.id}`, mine.token)).statusCode).toBe(404);
    expect(
      (await shop.post(`/api/webapp/account/delete/${theirs.user.id}`, { confirm: 'DELETE' }, mine.token))
        .statusCode,
    ).toBe(404);
    const address = {
      form_type: 'house',
      block: '1',
      street: 'A',
      house_number: '2',
      lat: 29.35,
      lng: 48.05,
    };
    const saved = await shop.post('/api/webapp/locations', address, theirs.token);
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().location.id;
    expect((await shop.post(`/api/webapp/locations/${id}`, address, mine.token)).statusCode).toBe(404);
    expect((await shop.del(`/api/webapp/locations/${id}`, mine.token)).statusCode).toBe(404);
    expect((await shop.get('/api/webapp/locations', theirs.token)).json().locations).toHaveLength(1);
  });

  it('without a session every account call is a 401', async () => {
    for (const res of [
      await shop.get('/api/webapp/profile/1'),
      await shop.post('/api/webapp/update-profile', { name: 'X' }),
      await shop.get('/api/webapp/locations'),
      await shop.post('/api/webapp/logout', {}),
      await shop.get('/api/webapp/profile/1', 'sfs_not-a-real-token-000000000000000000000000'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 1, code: 'unauthorized' });
    }
  });
});

describe('profile', () => {
  it('name and language change at once', async () => {
    const session = await signIn(nextPhone());
    const res = await shop.post(
      '/api/webapp/update-profile',
      { name: 'Layla', language: 'ar' },
      session.token,
    );
    expect(res.json()).toMatchObject({ user: { name: 'Layla', language: 'ar' }, phone_verification: null });
  });

  it('a new phone is taken only after its code; then every old session ends and this device gets a new one', async () => {
    const oldPhone = nextPhone();
    const session = await signIn(oldPhone);
    clock.advance(MINUTE);
    const elsewhere = await signIn(oldPhone);
    const newPhone = nextPhone();
    const res = await shop.post('/api/webapp/update-profile', { phone: newPhone }, session.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.phone).toBe(oldPhone);
    const requestId = res.json().phone_verification.request_id;
    const code = await channel.codeTo(newPhone);
    const verified = await shop.post(
      '/api/webapp/verify-phone',
      { request_id: requestId, code },
      session.token,
    );
    expect(verified.statusCode, verified.body).toBe(200);
    const moved = sessionResponseSchema.parse(verified.json());
    expect(moved.user.phone).toBe(newPhone);
    for (const old of [session.token, elsewhere.token]) {
      expect((await shop.get(`/api/webapp/profile/${moved.user.id}`, old)).statusCode).toBe(401);
    }
    expect((await shop.get(`/api/webapp/profile/${moved.user.id}`, moved.token)).statusCode).toBe(200);
  });

  it('a sign-in code cannot confirm a phone change', async () => {
    const session = await signIn(nextPhone());
    const phone = nextPhone();
    const sent = await shop.send(phone, {}, '10.8.0.1');
    const code = await channel.codeTo(phone);
    const res = await shop.post(
      '/api/webapp/verify-phone',
      { request_id: sent.json().request_id, code },
      session.token,
    );
    expect(res.statusCode).toBe(422);
  });

  it('create-password is gone: sign-in is passwordless', async () => {
    const res = await shop.post('/api/webapp/create-password', { password: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('passwords_not_used');
  });
});

describe('saved addresses', () => {
  const house = {
    form_type: 'house',
    block: '10',
    street: 'Salem',
    house_number: '5',
    lat: 29.35,
    lng: 48.05,
  };

  it('the first is the default; a new default replaces it; deleting the default passes it on', async () => {
    const session = await signIn(nextPhone());
    const a = (await shop.post('/api/webapp/locations', house, session.token)).json().location;
    expect(a).toMatchObject({ is_default: true, type: 1, form_type: 'house', block: '10' });
    const b = (
      await shop.post('/api/webapp/locations', { ...house, block: '11', is_default: true }, session.token)
    ).json().location;
    const list = (await shop.get('/api/webapp/locations', session.token)).json().locations;
    expect(list.map((l: { id: number; is_default: boolean }) => [l.id, l.is_default])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    await shop.del(`/api/webapp/locations/${b.id}`, session.token);
    expect((await shop.get('/api/webapp/locations', session.token)).json().locations[0]).toMatchObject({
      id: a.id,
      is_default: true,
    });
    const profile = (await shop.get(`/api/webapp/profile/${session.user.id}`, session.token)).json();
    expect(profile.user.locations).toHaveLength(1);
  });

  it('an address missing required fields of its form, or without a pin or area, is a 422 naming them', async () => {
    const session = await signIn(nextPhone());
    const missing = await shop.post(
      '/api/webapp/locations',
      { form_type: 'apartment', block: '1', lat: 29, lng: 48 },
      session.token,
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 'address_incomplete',
      details: { fields: ['street', 'building', 'floor', 'apartment'] },
    });
    const nowhere = await shop.post(
      '/api/webapp/locations',
      { ...house, lat: null, lng: null },
      session.token,
    );
    expect(nowhere.json().code).toBe('address_no_location');
  });
});

describe('orders and history on every device', () => {
  it('an order placed signed in is the account own: history lists it on another device (a second session)', async () => {
    const phone = nextPhone();
    const first = await signIn(phone);
    const placed = await withOrderId(
      ctx.database.db,
      placeOrderResponseSchema.parse(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/webapp/order',
            payload: pickupOrder(ids, { phone }),
            headers: { authorization: `Bearer ${first.token}` },
          })
        ).json(),
      ),
    );
    clock.advance(MINUTE);
    const second = await signIn(phone);
    const history = orderHistoryResponseSchema.parse(
      (await shop.get('/api/webapp/v5/orders/shop?page=1', second.token)).json(),
    );
    expect(history.orders.map((o) => o.public_ref)).toContain(placed.order.public_ref);
    // The account's session reads the order without its token.
    expect((await shop.get(`/api/webapp/order/${placed.order.id}`, second.token)).statusCode).toBe(200);
  });

  it('a session of another business is a guest here ([product: Accounts] predicate)', async () => {
    const phone = nextPhone();
    const elsewhere = await signIn(phone, other);
    expect((await shop.get('/api/webapp/v5/orders/shop?page=1', elsewhere.token)).statusCode).toBe(401);
  });

  it('guest orders of this device join the account on sign-in, only with the same phone and the order token', async () => {
    const phone = nextPhone();
    const place = async (p: string) =>
      await withOrderId(
        ctx.database.db,
        placeOrderResponseSchema.parse(
          (
            await ctx.app.inject({
              method: 'POST',
              url: '/api/webapp/order',
              payload: pickupOrder(ids, { phone: p }),
            })
          ).json(),
        ),
      );
    const mine = await place(phone);
    const someoneElses = await place(nextPhone());
    const session = await signIn(phone);
    const res = await shop.post(
      '/api/webapp/orders/claim',
      {
        orders: [
          { id: mine.order.id, token: mine.token },
          { id: someoneElses.order.id, token: someoneElses.token },
          { id: mine.order.id + 1000, token: 'nope-nope-nope' },
        ],
      },
      session.token,
    );
    // Named by the id a phone kept from before (ADR 1471); answered by reference, never the id (ADR 1472).
    expect(res.json()).toEqual({ error: 0, claimed: [mine.order.public_ref] });
    // Asked again (another page of the same device, by reference now): the order is already the
    // account's, and says so.
    const again = await shop.post(
      '/api/webapp/orders/claim',
      { orders: [{ id: mine.order.public_ref, token: mine.token }] },
      session.token,
    );
    expect(again.json()).toEqual({ error: 0, claimed: [mine.order.public_ref] });
    const history = (await shop.get('/api/webapp/v5/orders/shop?page=1', session.token)).json();
    expect(history.orders.map((o: { public_ref: string }) => o.public_ref)).toEqual([mine.order.public_ref]);
  });
});

describe('deleting an account', () => {
  it('GET describes and deletes nothing; POST with confirm deletes: orders stay without name and phone, sessions die', async () => {
    const phone = nextPhone();
    const session = await signIn(phone);
    const placed = await withOrderId(
      ctx.database.db,
      placeOrderResponseSchema.parse(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/webapp/order',
            payload: pickupOrder(ids, { phone }),
            headers: { authorization: `Bearer ${session.token}` },
          })
        ).json(),
      ),
    );
    const info = await shop.get(`/api/webapp/account/delete/${session.user.id}`, session.token);
    expect(info.json()).toMatchObject({ method: 'POST', confirm: 'DELETE' });
    expect((await shop.get(`/api/webapp/profile/${session.user.id}`, session.token)).statusCode).toBe(200);
    expect(
      (await shop.post(`/api/webapp/account/delete/${session.user.id}`, {}, session.token)).statusCode,
    ).toBe(400);
    const gone = await shop.post(
      `/api/webapp/account/delete/${session.user.id}`,
      { confirm: 'DELETE' },
      session.token,
    );
    expect(gone.json()).toEqual({ error: 0, deleted: true });
    expect((await shop.get(`/api/webapp/profile/${session.user.id}`, session.token)).statusCode).toBe(401);
    const [order] = await ctx.database.db.select().from(s.orders).where(eq(s.orders.id, placed.order.id));
    expect(order).toMatchObject({ name: '', phone: '', userId: null });
    expect(await ctx.database.db.select().from(s.customers).where(eq(s.customers.phone, phone))).toEqual([]);
  });
});

describe('disable_otp', () => {
  it('turns sign-in off: no code is sent, the login page is told', async () => {
    await ctx.database.db
      .update(s.businesses)
      .set({ settings: { disable_otp: true } })
      .where(eq(s.businesses.referenceId, 'other'));
    const res = await other.send(nextPhone(), {}, '10.7.0.1');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('accounts_disabled');
    expect((await other.get('/api/webapp/auth-options/other')).json()).toMatchObject({
      enabled: false,
      channels: [],
    });
  });
});
