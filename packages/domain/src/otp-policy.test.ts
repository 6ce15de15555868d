import { describe, expect, it } from 'vitest';
import {
  codeClosedReason,
  decideSend,
  isWellFormedCode,
  normalizeCode,
  OTP_POLICY,
  triesLeft,
  waitAfterSend,
} from './otp-policy.ts';

const t0 = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('one-time code: send limits (3 per 10 min, 10 per day, growing waits, per-IP cap)', () => {
  it('the first send is allowed, and the resend timer starts at the [product: Accounts] default of 30 s', () => {
    expect(decideSend({ now: t0, numberSends: [], ipSends: [] })).toEqual({ allowed: true, resendAfter: 30 });
  });

  it('a code used since the last send lifts the wait (a second device), not the counts', () => {
    expect(decideSend({ now: at(5), numberSends: [t0], ipSends: [], verifiedAt: at(3) })).toEqual({
      allowed: true,
      resendAfter: 60,
    });
    // Used before the last send: that send's wait stands.
    expect(
      decideSend({ now: at(40), numberSends: [t0, at(35)], ipSends: [], verifiedAt: at(3) }),
    ).toMatchObject({
      allowed: false,
      reason: 'wait',
    });
    // Three sends in ten minutes are still the most, signed in or not.
    expect(
      decideSend({ now: at(10), numberSends: [t0, at(4), at(8)], ipSends: [], verifiedAt: at(9) }),
    ).toMatchObject({ allowed: false, reason: 'number_limit' });
  });

  it('waits grow: 30 s after the first send, 60 s after the second, 120 s after the third', () => {
    expect(waitAfterSend(1)).toBe(30);
    expect(waitAfterSend(2)).toBe(60);
    expect(waitAfterSend(3)).toBe(120);
    expect(waitAfterSend(50)).toBe(OTP_POLICY.maxWaitSeconds);
    expect(decideSend({ now: at(29), numberSends: [t0], ipSends: [] })).toEqual({
      allowed: false,
      reason: 'wait',
      retryAfter: 1,
    });
    expect(decideSend({ now: at(30), numberSends: [t0], ipSends: [] })).toEqual({
      allowed: true,
      resendAfter: 60,
    });
    expect(decideSend({ now: at(30 + 59), numberSends: [t0, at(30)], ipSends: [] })).toMatchObject({
      allowed: false,
      reason: 'wait',
    });
  });

  it('a fourth send within 10 minutes is refused until the oldest of the three is 10 minutes old', () => {
    const sends = [t0, at(30), at(90)];
    // The growing wait (120 s after the third) is over at 210 s, but the 10-minute cap holds.
    const refused = decideSend({ now: at(300), numberSends: sends, ipSends: [] });
    expect(refused).toEqual({ allowed: false, reason: 'number_limit', retryAfter: 300 });
    expect(decideSend({ now: at(600), numberSends: sends, ipSends: [] }).allowed).toBe(true);
  });

  it('an eleventh send in 24 hours is refused until the day window frees one', () => {
    const sends = Array.from({ length: 10 }, (_, i) => at(i * 3600));
    const refused = decideSend({ now: at(10 * 3600), numberSends: sends, ipSends: [] });
    expect(refused).toMatchObject({ allowed: false, reason: 'number_limit' });
    if (!refused.allowed) expect(refused.retryAfter).toBe(24 * 3600 - 10 * 3600);
    expect(decideSend({ now: at(24 * 3600 + 1), numberSends: sends, ipSends: [] }).allowed).toBe(true);
  });

  it('sends older than a day are forgotten', () => {
    const old = Array.from({ length: 10 }, (_, i) => at(-2 * 86400 + i));
    expect(decideSend({ now: t0, numberSends: old, ipSends: [] })).toEqual({
      allowed: true,
      resendAfter: 30,
    });
  });

  it('one address sending to many numbers hits the per-IP cap', () => {
    const ipSends = Array.from({ length: OTP_POLICY.perIpPerHour }, (_, i) => at(i));
    const refused = decideSend({ now: at(60), numberSends: [], ipSends });
    expect(refused).toEqual({ allowed: false, reason: 'ip_limit', retryAfter: 3600 - 60 });
    expect(decideSend({ now: at(3601), numberSends: [], ipSends }).allowed).toBe(true);
  });
});

describe('one-time code: a try (5 minutes, single use, 5 wrong tries)', () => {
  const fresh = { sentAt: t0, usedAt: null, wrongTries: 0 };

  it('five wrong tries: the tries left count down to none', () => {
    expect(triesLeft(3)).toBe(2);
    expect(triesLeft(9)).toBe(0);
  });

  it('a code not sent yet (still queued) cannot be tried', () => {
    expect(codeClosedReason({ sentAt: null, usedAt: null, wrongTries: 0 }, t0)).toBe('not_sent');
    expect(codeClosedReason(fresh, t0)).toBeNull();
  });
});

describe('one-time code: as typed', () => {
  it('spaces, dashes and Arabic-Indic digits are read as the six digits', () => {
    expect(normalizeCode('123 456')).toBe('123456');
    expect(normalizeCode('١٢٣-٤٥٦')).toBe('123456');
    expect(normalizeCode('۱۲۳۴۵۶')).toBe('123456');
    expect(isWellFormedCode('123456')).toBe(true);
    expect(isWellFormedCode('12345')).toBe(false);
    expect(isWellFormedCode('12345a')).toBe(false);
  });
});
