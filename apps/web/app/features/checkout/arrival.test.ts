import { describe, expect, it } from 'vitest';
import { arrivalWindow, deliveryMinutes } from './arrival.ts';

describe('the delivery promise (ADR 904)', () => {
  it("reads the zone's time in minutes; days give no clock time", () => {
    expect(deliveryMinutes({ time: 30, unit: 'minute' })).toBe(30);
    expect(deliveryMinutes({ time: 2, unit: 'hour' })).toBe(120);
    expect(deliveryMinutes({ time: 1, unit: 'day' })).toBeNull();
    expect(deliveryMinutes({ time: 0, unit: 'minute' })).toBeNull();
  });
  it('is a ten-minute window starting at the time from now, rounded up to five minutes', () => {
    const now = Date.parse('2026-11-24T19:07:30Z');
    const { from, to } = arrivalWindow(now, 30);
    expect(from.toISOString()).toBe('2026-11-24T19:40:00.000Z');
    expect(to.toISOString()).toBe('2026-11-24T19:50:00.000Z');
    expect(arrivalWindow(Date.parse('2026-11-24T19:10:00Z'), 30).from.toISOString()).toBe(
      '2026-11-24T19:40:00.000Z',
    );
  });
});
