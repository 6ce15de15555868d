import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_TIME_MINUTES,
  DEFAULT_MIN_ORDER,
  isPartySizeAllowed,
  isReservationWithOrder,
  LANGUAGE_COOKIE,
  OTP_TIMER_SECONDS,
} from './constants.ts';
import { deliveryTimeMinutes } from './delivery-fee.ts';
import { zone } from './test-fixtures.ts';

describe('§9 business constants', () => {
  it('§9 default delivery time 30 minutes; default min order 0; OTP timer 30', () => {
    expect(DEFAULT_DELIVERY_TIME_MINUTES).toBe(30);
    expect(DEFAULT_MIN_ORDER).toBe(0);
    expect(OTP_TIMER_SECONDS).toBe(30);
  });

  it('§3 zone delivery time in its unit (default minute)', () => {
    expect(deliveryTimeMinutes(zone({ delivery_time: 45, unit: 'minute' }))).toBe(45);
    expect(deliveryTimeMinutes(zone({ delivery_time: 2, unit: 'hour' }))).toBe(120);
    expect(deliveryTimeMinutes(zone({ delivery_time: 1, unit: 'day' }))).toBe(1440);
    expect(deliveryTimeMinutes(zone({ delivery_time: 10, unit: undefined as never }))).toBe(10);
    expect(deliveryTimeMinutes(zone({ delivery_time: null as never }))).toBe(30);
    expect(deliveryTimeMinutes(null)).toBe(30);
    expect(() => deliveryTimeMinutes(zone({ delivery_time: -5 }))).toThrowError(
      expect.objectContaining({ field: 'delivery.zone.delivery_time' }),
    );
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
