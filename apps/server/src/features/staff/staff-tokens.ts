import type { Db } from '../../platform/db/client.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import { findBusinessIdByRef, insertStaffToken } from './staff-repository.ts';

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
