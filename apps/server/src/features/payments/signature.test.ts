import { describe, expect, it } from 'vitest';
import { SIGNATURE_TOLERANCE_SECONDS, signBody, verifySignature } from './signature.ts';

const SECRET = 'a-secret-of-at-least-32-characters!!';
const now = new Date('2026-03-09T09:00:00Z');
const body = '{"event_id":"evt_1","outcome":"approved"}';

describe('callback signatures: HMAC-SHA256 over "timestamp.body"', () => {
  it('accepts its own signature', () => {
    expect(signBody(SECRET, body, now)).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(SECRET, signBody(SECRET, body, now), body, now)).toBe('ok');
  });

  it('refuses a missing header, a malformed one, another secret, another body, a moved timestamp', () => {
    const header = signBody(SECRET, body, now);
    expect(verifySignature(SECRET, undefined, body, now)).toBe('SIGNATURE_MISSING');
    expect(verifySignature(SECRET, 'garbage', body, now)).toBe('SIGNATURE_INVALID');
    expect(verifySignature(SECRET, 't=1,v1=abc', body, now)).toBe('SIGNATURE_INVALID');
    expect(verifySignature('another-secret-of-at-least-32-chars!', header, body, now)).toBe(
      'SIGNATURE_INVALID',
    );
    expect(verifySignature(SECRET, header, `${body} `, now)).toBe('SIGNATURE_INVALID');
    // The timestamp is inside the MAC: it cannot be refreshed without the secret.
    const t = Math.floor(now.getTime() / 1000);
    expect(verifySignature(SECRET, header.replace(`t=${t}`, `t=${t + 1}`), body, now)).toBe(
      'SIGNATURE_INVALID',
    );
  });

  it(`refuses a timestamp more than ${SIGNATURE_TOLERANCE_SECONDS} s away, either way`, () => {
    const at = (s: number) => new Date(now.getTime() + s * 1000);
    const header = signBody(SECRET, body, now);
    expect(verifySignature(SECRET, header, body, at(SIGNATURE_TOLERANCE_SECONDS))).toBe('ok');
    expect(verifySignature(SECRET, header, body, at(SIGNATURE_TOLERANCE_SECONDS + 1))).toBe(
      'TIMESTAMP_STALE',
    );
    expect(verifySignature(SECRET, header, body, at(-SIGNATURE_TOLERANCE_SECONDS - 1))).toBe(
      'TIMESTAMP_STALE',
    );
  });
});
