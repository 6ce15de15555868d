// Test support for the back-office tests: members of a business, and signing one in by code.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import type { RecordingChannel } from '../accounts/accounts-test-support.ts';
import { upsertMember } from './admin-repository.ts';

export async function addMember(
  db: Db,
  ref: string,
  phone: string,
  role: 'owner' | 'manager' | 'staff',
  branchId: number | null = null,
) {
  const [business] = await db.select().from(s.businesses).where(eq(s.businesses.referenceId, ref));
  if (!business) throw new Error(`no business ${ref}`);
  return upsertMember(db, {
    businessId: business.id,
    phone,
    name: `${role} ${phone.slice(-2)}`,
    role,
    branchId,
  });
}

/** Signs a member in through the HTTP calls; returns the session token. */
export async function signIn(
  app: App,
  channel: RecordingChannel,
  ref: string,
  phone: string,
  ip = '10.9.0.1',
) {
  const sent = await app.inject({
    method: 'POST',
    url: `/api/admin/${ref}/send-code`,
    payload: { phone },
    remoteAddress: ip,
  });
  expect(sent.statusCode, sent.body).toBe(202);
  const code = await channel.codeTo(phone, channel.sent.filter((m) => m.to === phone).length + 1);
  const verified = await app.inject({
    method: 'POST',
    url: `/api/admin/${ref}/verify-code`,
    payload: { request_id: sent.json().request_id, code },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().token as string;
}

export function adminCalls(app: App, ref: string, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return {
    get: (path: string) => app.inject({ method: 'GET', url: `/api/admin/${ref}${path}`, headers }),
    post: (path: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/admin/${ref}${path}`, payload, headers }),
    delete: (path: string) => app.inject({ method: 'DELETE', url: `/api/admin/${ref}${path}`, headers }),
  };
}

/**
 * Two order-ready businesses ('shop', 'other') at a fixed noon, with a manager and a staff member
 * of 'shop' and an owner of 'other', all signed in: the offers and menu-removal tests' team.
 * `n` keeps each file's phone numbers and addresses apart.
 */
export async function shopTeam(n: number) {
  const { createTestApp } = await import('../../platform/test/test-app.ts');
  const { recordingChannel } = await import('../accounts/accounts-test-support.ts');
  const { NOON, orderSeed, shopIds } = await import('../orders/order-test-fixture.ts');
  const channel = recordingChannel();
  const ctx = await createTestApp([orderSeed('shop'), orderSeed('other')], {
    now: () => NOON,
    accounts: { channel, delivery: { retries: 1, backoffSeconds: 0 } },
  });
  const db = ctx.database.db;
  const phone = (k: number) => `+965510${String(n).padStart(2, '0')}00${k}`;
  await addMember(db, 'shop', phone(1), 'manager');
  await addMember(db, 'shop', phone(2), 'staff');
  await addMember(db, 'other', phone(3), 'owner');
  const ip = (k: number) => `10.${n}.0.${k}`;
  const otherToken = await signIn(ctx.app, channel, 'other', phone(3), ip(3));
  return {
    ctx,
    ids: await shopIds(db, 'shop'),
    other: await shopIds(db, 'other'),
    manager: adminCalls(ctx.app, 'shop', await signIn(ctx.app, channel, 'shop', phone(1), ip(1))),
    staff: adminCalls(ctx.app, 'shop', await signIn(ctx.app, channel, 'shop', phone(2), ip(2))),
    // Another business's owner, calling this business's back office…
    otherOwner: adminCalls(ctx.app, 'shop', otherToken),
    // …and their own.
    otherAtHome: adminCalls(ctx.app, 'other', otherToken),
  };
}
