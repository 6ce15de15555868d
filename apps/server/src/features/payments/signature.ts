import { createHmac, timingSafeEqual } from 'node:crypto';

/** Callbacks older or newer than this are refused as stale (clock skew plus delivery delay). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string): Buffer =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` — the timestamp is inside the MAC. */
export function signBody(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, body).toString('hex')}`;
}

export type SignatureCheck = 'ok' | 'SIGNATURE_MISSING' | 'SIGNATURE_INVALID' | 'TIMESTAMP_STALE';

/** Verifies a signature header: well-formed, MAC equal in constant time, timestamp within tolerance. */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return 'SIGNATURE_MISSING';
  const parts = new Map(
    header.split(',').map((p) => {
      const at = p.indexOf('=');
      return [p.slice(0, at).trim(), p.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return 'SIGNATURE_INVALID';
  // The MAC is checked before the clock: an attacker learns nothing from a stale forged request.
  if (!timingSafeEqual(hmac(secret, t, body), Buffer.from(given, 'hex'))) return 'SIGNATURE_INVALID';
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return 'TIMESTAMP_STALE';
  return 'ok';
}
