import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { TABLE_TOKEN_BYTES } from '@sufra/domain';

/** A random 128-bit secret, URL-safe (22 characters). */
export const randomToken = (bytes = 16): string => randomBytes(bytes).toString('base64url');

/** A table's QR token (ADR 749): 192 bits from the CSPRNG, 32 URL-safe characters. */
export const newTableToken = (): string => randomToken(TABLE_TOKEN_BYTES);

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Constant-time string comparison. Both sides are hashed first so neither the content nor the
 * length of the secret leaks through timing.
 */
export function safeEqual(a: string, b: string): boolean {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
}
