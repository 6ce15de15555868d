import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random 128-bit secret, URL-safe (22 characters). */
export const randomToken = (bytes = 16): string => randomBytes(bytes).toString('base64url');

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
