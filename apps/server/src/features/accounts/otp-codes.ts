import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_POLICY } from '@sufra/domain';

/** A code of OTP_POLICY.digits digits from the CSPRNG (uniform: randomInt rejects modulo bias). */
export function newCode(): string {
  return String(randomInt(0, 10 ** OTP_POLICY.digits)).padStart(OTP_POLICY.digits, '0');
}

export const newSalt = (): string => randomBytes(16).toString('base64url');

/**
 * The stored form of a code: HMAC-SHA256 keyed by the row's own salt and the server's pepper
 * (OTP_PEPPER, ADR 700). Six digits are few, so the salt makes each row its own search, and
 * the pepper keeps a copy of the table alone from being searched at all.
 */
export function hashCode(code: string, salt: string, pepper: string): string {
  return createHmac('sha256', `${salt}.${pepper}`).update(code).digest('base64url');
}

/** Whether a typed code is the stored one, in time that does not depend on where they differ. */
export function codeMatches(typed: string, salt: string, storedHash: string, pepper: string): boolean {
  const a = Buffer.from(hashCode(typed, salt, pepper));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}
