import type { ResolveStaff, StaffMember } from '../../platform/auth/identity.ts';
import type { Db } from '../../platform/db/client.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import { findBusinessIdByRef } from '../tenancy/business-heads.ts';
import { findBoardBusiness, findStaffToken, insertStaffToken, touchStaffToken } from './staff-repository.ts';

/** Staff tokens are opaque: a recognisable prefix and 192 random bits. Only their sha256 is stored. */
export const STAFF_TOKEN_PREFIX = 'sst_';
export const hashStaffToken = (token: string): string => sha256(token);

/** A new device token's text (shown once; only its hash is stored). */
export const newStaffToken = (): string => `${STAFF_TOKEN_PREFIX}${randomToken(24)}`;

/** Issues a new staff token for a business; the plain token is returned once and never stored. */
export async function issueStaffToken(
  db: Db,
  businessRef: string,
  name = 'Staff board',
): Promise<string | null> {
  const businessId = await findBusinessIdByRef(db, businessRef);
  if (businessId === null) return null;
  const token = newStaffToken();
  await insertStaffToken(db, businessId, name, hashStaffToken(token));
  return token;
}

const TOUCH_EVERY_MS = 5 * 60_000;

/** A back-office member behind a session token (the admin sessions' answer, ADR 1000). */
export type BoardMember = {
  id: number;
  businessId: number;
  name: string;
  role: 'owner' | 'manager' | 'staff' | 'driver';
  branchId: number | null;
};

/**
 * Who opens the board (the auth plugin's staff resolver, ADR 405, 1370), or null: a back-office
 * session (`sad_…`, one sign-in for the back office and the board) is its member, with their role
 * and branch; any other token is a device token of a business. A device token's last use is
 * recorded at most every five minutes, so the board's polling writes little.
 */
export function createStaffResolver(deps: {
  db: Db;
  now: () => Date;
  member?: { prefix: string; resolve: (token: string) => Promise<BoardMember | null> };
}): ResolveStaff {
  const touched = new Map<number, number>();
  return async (token): Promise<StaffMember | null> => {
    if (deps.member && token.startsWith(deps.member.prefix)) {
      const member = await deps.member.resolve(token);
      const business = member && (await findBoardBusiness(deps.db, member.businessId));
      // A driver opens their own page, never the board (ADR 1410): to the board they are nobody.
      if (!member || !business || member.role === 'driver') return null;
      return {
        ...business,
        id: member.id,
        businessId: member.businessId,
        role: member.role,
        branchId: member.role === 'owner' ? null : member.branchId,
        who: member.name,
      };
    }
    const found = await findStaffToken(deps.db, hashStaffToken(token));
    if (!found) return null;
    const staff: StaffMember = { ...found, role: 'device', branchId: null };
    const now = deps.now().getTime();
    if ((touched.get(staff.id) ?? 0) + TOUCH_EVERY_MS < now) {
      touched.set(staff.id, now);
      await touchStaffToken(deps.db, staff.id);
    }
    return staff;
  };
}
