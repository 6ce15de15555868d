import { describe, expect, it } from 'vitest';
import {
  isPartySizeAllowed,
  isReservationWithOrder,
  LANGUAGE_COOKIE,
  OTP_TIMER_SECONDS,
} from './constants.ts';

describe('§9 business constants', () => {
  it('§9 OTP timer 30', () => {
    expect(OTP_TIMER_SECONDS).toBe(30);
  });

  it('§3 reservation type 2 means with order', () => {
    expect(isReservationWithOrder({ type: 2 })).toBe(true);
    expect(isReservationWithOrder({ type: 1 })).toBe(false);
    expect(isReservationWithOrder({ type: null })).toBe(false);
  });

  it('§9 reservation max_users default 1', () => {
    expect(isPartySizeAllowed(1, null)).toBe(true);
    expect(isPartySizeAllowed(2, undefined)).toBe(false);
    expect(isPartySizeAllowed(4, 6)).toBe(true);
    expect(isPartySizeAllowed(7, 6)).toBe(false);
    expect(isPartySizeAllowed(0, 6)).toBe(false);
    expect(isPartySizeAllowed(1.5, 6)).toBe(false);
  });

  it('§9 language remembered in cookie i18n_redirected, 365 days, path root', () => {
    expect(LANGUAGE_COOKIE).toEqual({ name: 'i18n_redirected', maxAgeDays: 365, path: '/' });
  });
});
