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
  role: 'owner' | 'manager' | 'staff' | 'driver',
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
    token,
    get: (path: string) => app.inject({ method: 'GET', url: `/api/admin/${ref}${path}`, headers }),
    post: (path: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/admin/${ref}${path}`, payload, headers }),
    delete: (path: string) => app.inject({ method: 'DELETE', url: `/api/admin/${ref}${path}`, headers }),
  };
}

export type AdminCalls = ReturnType<typeof adminCalls>;
type TestAppOptions = NonNullable<
  Parameters<typeof import('../../platform/test/test-app.ts').createTestApp>[1]
>;

/** A test app whose sign-in codes go to a recording channel, for `signIn` to read back. */
export async function adminTestApp(
  seeds: Parameters<typeof import('../../platform/test/test-app.ts').createTestApp>[0],
  options: Omit<TestAppOptions, 'accounts'> = {},
) {
  const { createTestApp } = await import('../../platform/test/test-app.ts');
  const { recordingChannel } = await import('../accounts/accounts-test-support.ts');
  const channel = recordingChannel();
  const ctx = await createTestApp(seeds, {
    ...options,
    accounts: { channel, delivery: { retries: 1, backoffSeconds: 0 } },
  });
  return { ctx, channel };
}

/** A member to sign in: of which business (default 'shop'), the role, and a branch when one. */
export type TeamMember = {
  ref?: string;
  role: 'owner' | 'manager' | 'staff' | 'driver';
  branchId?: number | null;
};

/**
 * Adds each member and signs each in, in order (the k-th gets `+965510{n}00{k}`, named
 * `{role} 0{k}`, from 10.{n}.0.{k}: `n` keeps each file's phones and addresses apart); each one's
 * calls go to `to`'s back office. `memberIds` names each member's row.
 */
export async function signInTeam<K extends string>(
  ctx: { app: App; database: { db: Db } },
  channel: RecordingChannel,
  n: number,
  members: Record<K, TeamMember>,
  to = 'shop',
): Promise<Record<K, AdminCalls> & { memberIds: Record<K, number> }> {
  const phone = (k: number) => `+965510${String(n).padStart(2, '0')}00${k}`;
  const team = {} as Record<K, AdminCalls>;
  const memberIds = {} as Record<K, number>;
  for (const [i, [name, m]] of (Object.entries(members) as [K, TeamMember][]).entries()) {
    const ref = m.ref ?? 'shop';
    memberIds[name] = (await addMember(ctx.database.db, ref, phone(i + 1), m.role, m.branchId ?? null)).id;
    team[name] = adminCalls(
      ctx.app,
      to,
      await signIn(ctx.app, channel, ref, phone(i + 1), `10.${n}.0.${i + 1}`),
    );
  }
  return { ...team, memberIds };
}

/**
 * Two order-ready businesses ('shop', 'other') at a fixed noon, with a manager and a staff member
 * of 'shop' and an owner of 'other', all signed in: the offers and menu-removal tests' team.
 * `n` keeps each file's phone numbers and addresses apart.
 */
export async function shopTeam(n: number) {
  const { NOON, orderSeed, shopIds } = await import('../orders/order-test-fixture.ts');
  const { ctx, channel } = await adminTestApp([orderSeed('shop'), orderSeed('other')], { now: () => NOON });
  const db = ctx.database.db;
  const team = await signInTeam(ctx, channel, n, {
    manager: { role: 'manager' },
    staff: { role: 'staff' },
    otherOwner: { ref: 'other', role: 'owner' },
  });
  return {
    ctx,
    ids: await shopIds(db, 'shop'),
    other: await shopIds(db, 'other'),
    manager: team.manager,
    staff: team.staff,
    // Another business's owner, calling this business's back office…
    otherOwner: team.otherOwner,
    // …and their own.
    otherAtHome: adminCalls(ctx.app, 'other', team.otherOwner.token),
  };
}

let memberPhones = 0;

/** A back-office session of a new member of `ref` with `role`, issued directly (no code sent). */
export async function memberSession(
  db: Db,
  ref: string,
  role: 'owner' | 'manager' | 'staff' | 'driver' = 'owner',
) {
  const { createAdminSessions } = await import('./admin-auth.ts');
  memberPhones += 1;
  const member = await addMember(db, ref, `+9655${String(3_000_000 + memberPhones * 7)}`, role);
  return createAdminSessions({ db, now: () => new Date() }).issue(member.id);
}

/**
 * A back-office session of a new owner of `ref`, made directly (no code sent): the data and board
 * tests' caller, now that a device token opens the board only (ADR 1370).
 */
export async function ownerSessionToken(db: Db, ref: string, phone = '+96559990001'): Promise<string> {
  const { createAdminSessions } = await import('./admin-auth.ts');
  const member = await addMember(db, ref, phone, 'owner');
  return createAdminSessions({ db, now: () => new Date() }).issue(member.id);
}
