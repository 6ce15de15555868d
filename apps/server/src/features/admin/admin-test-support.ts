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
  };
}
