import type { ResolveStaff } from '../../platform/auth/identity.ts';
import type { Db } from '../../platform/db/client.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import { findBusinessIdByRef } from '../tenancy/business-heads.ts';
import { findStaffToken, insertStaffToken, touchStaffToken } from './staff-repository.ts';

/** Staff tokens are opaque: a recognisable prefix and 192 random bits. Only their sha256 is stored. */
export const STAFF_TOKEN_PREFIX = 'sst_';
export const hashStaffToken = (token: string): string => sha256(token);

/** Issues a new staff token for a business; the plain token is returned once and never stored. */
export async function issueStaffToken(
  db: Db,
  businessRef: string,
  name = 'Staff board',
): Promise<string | null> {
  const businessId = await findBusinessIdByRef(db, businessRef);
  if (businessId === null) return null;
  const token = `${STAFF_TOKEN_PREFIX}${randomToken(24)}`;
  await insertStaffToken(db, businessId, name, hashStaffToken(token));
  return token;
}

const TOUCH_EVERY_MS = 5 * 60_000;

/**
 * Who a staff token is (the auth plugin's staff resolver, ADR 405): its business, or null. The
 * token's last use is recorded at most every five minutes, so the board's polling writes little.
 */
export function createStaffResolver(deps: { db: Db; now: () => Date }): ResolveStaff {
  const touched = new Map<number, number>();
  return async (token) => {
    const staff = await findStaffToken(deps.db, hashStaffToken(token));
    if (!staff) return null;
    const now = deps.now().getTime();
    if ((touched.get(staff.id) ?? 0) + TOUCH_EVERY_MS < now) {
      touched.set(staff.id, now);
      await touchStaffToken(deps.db, staff.id);
    }
    return staff;
  };
}
