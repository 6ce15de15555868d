import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSeed } from '../../platform/test/fixtures.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import {
  accountCalls,
  MINUTE,
  movableClock,
  type RecordingChannel,
  recordingChannel,
} from '../accounts/accounts-test-support.ts';
import { addMember, adminCalls, signIn } from './admin-test-support.ts';

let ctx: TestContext;
let channel: RecordingChannel;
const OWNER = '+96550001001';
const OTHER_OWNER = '+96550001002';
const MANAGER = '+96550001003';
const STAFF = '+96550001004';
const clock = movableClock(new Date());

beforeAll(async () => {
  channel = recordingChannel();
  ctx = await createTestApp([makeSeed('shop'), makeSeed('other')], {
    now: clock.now,
    accounts: { channel, delivery: { retries: 1, backoffSeconds: 0 } },
    env: { DATA_DIR: await mkdtemp(path.join(tmpdir(), 'sufra-admin-')) },
  });
  await addMember(ctx.database.db, 'shop', OWNER, 'owner');
  await addMember(ctx.database.db, 'other', OTHER_OWNER, 'owner');
  await addMember(ctx.database.db, 'shop', MANAGER, 'manager');
  await addMember(ctx.database.db, 'shop', STAFF, 'staff');
});
afterAll(() => ctx.close());

describe('back-office sign-in (ADR 1000)', () => {
  it('a member signs in with a code to their phone and reads who they are', async () => {
    const token = await signIn(ctx.app, channel, 'shop', OWNER);
    expect(token).toMatch(/^sad_[A-Za-z0-9_-]{43}$/);
    const me = await adminCalls(ctx.app, 'shop', token).get('/me');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({
      member: { role: 'owner', branch_id: null },
      business: { reference_id: 'shop', locales: ['en', 'ar'] },
    });
    expect(me.json().business.branches).toHaveLength(2);
  });

  it('a number that is no member gets the same answer and no message', async () => {
    const before = channel.sent.length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/shop/send-code',
      payload: { phone: '+96550009999' },
      remoteAddress: '10.9.1.1',
    });
    expect(res.statusCode).toBe(202);
    expect(Object.keys(res.json()).sort()).toEqual(['error', 'masked_phone', 'request_id', 'resend_after']);
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/shop/verify-code',
      payload: { request_id: res.json().request_id, code: '123456' },
    });
    expect(verify.statusCode).toBe(422);
    await new Promise((r) => setImmediate(r));
    expect(channel.sent.length).toBe(before);
  });

  it('a member’s number and a stranger’s cannot be told apart: waits, repeats, wrong codes (ADR 1320)', async () => {
    await addMember(ctx.database.db, 'shop', '+96550001077', 'staff');
    const send = (phone: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/shop/send-code',
        payload: { phone },
        remoteAddress: ip,
      });
    const verify = (requestId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/shop/verify-code',
        payload: { request_id: requestId, code: '000000' },
      });
    const seen = [];
    for (const [phone, ip] of [
      ['+96550001077', '10.9.7.1'],
      ['+96550009077', '10.9.7.2'],
    ] as const) {
      const first = await send(phone, ip);
      const again = await send(phone, ip);
      const wrong = await verify(first.json().request_id);
      seen.push({
        first: [first.statusCode, first.json().resend_after],
        again: [again.statusCode, again.json().code, again.headers['retry-after'] ?? null],
        wrong: [
          wrong.statusCode,
          { ...wrong.json(), message: String(wrong.json().message).replace(/\d+/g, 'n') },
        ],
      });
    }
    expect(seen[0]?.first).toEqual([202, 30]);
    expect(JSON.stringify(seen[1])).toBe(JSON.stringify(seen[0]));
  });

  it("a diner's code does not open the back office, nor a back-office code a diner's account", async () => {
    const diner = accountCalls(ctx.app, 'shop');
    const sent = await diner.send(MANAGER, {}, '10.9.2.1');
    expect(sent.statusCode).toBe(202);
    const code = await channel.codeTo(MANAGER, channel.sent.filter((m) => m.to === MANAGER).length + 1);
    const asAdmin = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/shop/verify-code',
      payload: { request_id: sent.json().request_id, code },
    });
    expect(asAdmin.statusCode).toBe(422);

    clock.advance(5 * MINUTE);
    const adminSent = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/shop/send-code',
      payload: { phone: MANAGER },
      remoteAddress: '10.9.3.1',
    });
    const adminCode = await channel.codeTo(MANAGER, channel.sent.filter((m) => m.to === MANAGER).length + 1);
    const asDiner = await diner.verify(adminSent.json().request_id, adminCode);
    expect(asDiner.statusCode).toBe(422);
  });

  it('refuses without a session (401), and answers 404 to another business’s owner', async () => {
    expect((await adminCalls(ctx.app, 'shop').get('/menu')).statusCode).toBe(401);
    expect((await adminCalls(ctx.app, 'shop', 'sad_nonsense').get('/menu')).statusCode).toBe(401);
    const otherToken = await signIn(ctx.app, channel, 'other', OTHER_OWNER, '10.9.4.1');
    const res = await adminCalls(ctx.app, 'shop', otherToken).get('/menu');
    expect(res.statusCode).toBe(404);
    const write = await adminCalls(ctx.app, 'shop', otherToken).post('/categories', { name: { en: 'X' } });
    expect(write.statusCode).toBe(404);
  });

  it('a signed-out session no longer opens anything', async () => {
    const token = await signIn(ctx.app, channel, 'shop', STAFF, '10.9.5.1');
    const calls = adminCalls(ctx.app, 'shop', token);
    expect((await calls.post('/sign-out', {})).statusCode).toBe(200);
    expect((await calls.get('/me')).statusCode).toBe(401);
  });
});
