import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openKey, parseKeysSecret, sealKey } from './key-seal.ts';

const key = randomBytes(32);

describe('gateway keys sealed at rest (ADR 721)', () => {
  it('round-trips, and the sealed text does not contain the key', () => {
    const sealed = sealKey(key, 7, 'sk_test_XKokBfNWv6FIYuTMg5sLPjhJ');
    expect(sealed).not.toContain('sk_test');
    expect(sealed).not.toBe(sealKey(key, 7, 'sk_test_XKokBfNWv6FIYuTMg5sLPjhJ'));
    expect(openKey(key, 7, sealed)).toBe('sk_test_XKokBfNWv6FIYuTMg5sLPjhJ');
  });

  it('refuses another business, another secret, and tampering', () => {
    const sealed = sealKey(key, 7, 'sk_test_abc');
    expect(openKey(key, 8, sealed)).toBeNull();
    expect(openKey(randomBytes(32), 7, sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('sk_live_xyz').toString('base64url');
    expect(openKey(key, 7, parts.join('.'))).toBeNull();
    expect(openKey(key, 7, 'garbage')).toBeNull();
  });

  it('reads the secret as hex or base64 of 32 bytes only', () => {
    expect(parseKeysSecret(key.toString('hex'))).toEqual(key);
    expect(parseKeysSecret(key.toString('base64'))).toEqual(key);
    expect(() => parseKeysSecret('too-short-but-32-characters-long!')).toThrow(/32 bytes/);
  });
});
