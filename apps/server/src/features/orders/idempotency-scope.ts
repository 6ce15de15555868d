import { sha256 } from '../../platform/secrets.ts';

/**
 * The Idempotency-Key as stored: prefixed with who is asking (ADR 402), so two customers who pick
 * the same key never meet — neither a 422 for the second nor, worse, the first one's order and
 * token. Who is asking: the signed-in customer, else the phone the order is for (dial code and
 * digits; a guest has no other identity that survives a retry from another network or tab).
 */
export function scopedIdempotencyKey(
  key: string,
  caller: { userId: number | null; dialCode?: string | null; phone: string },
): string {
  const identity =
    caller.userId !== null
      ? `user:${caller.userId}`
      : `phone:${(caller.dialCode ?? '').replace(/\D/g, '')}:${caller.phone.replace(/\D/g, '')}`;
  return `${sha256(identity).slice(0, 16)}:${key}`;
}
