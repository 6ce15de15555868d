import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// A business's gateway key at rest (ADR 721): AES-256-GCM under PAYMENT_KEYS_SECRET, a fresh IV
// per seal, the business id as associated data (a sealed key copied onto another business's row
// does not open there).

const VERSION = 'v1';

/** PAYMENT_KEYS_SECRET as 32 bytes: 64 hex characters, or base64 / base64url of 32 bytes. */
export function parseKeysSecret(secret: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(secret) ? Buffer.from(secret, 'hex') : Buffer.from(secret, 'base64');
  if (key.length !== 32)
    throw new Error('PAYMENT_KEYS_SECRET must be 32 bytes (64 hex characters or base64)');
  return key;
}

export function sealKey(key: Buffer, businessId: number, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`business:${businessId}`));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The clear key, or null when the sealed text is malformed, tampered with or another business's. */
export function openKey(key: Buffer, businessId: number, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`business:${businessId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
