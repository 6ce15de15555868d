import { describe, expect, it } from 'vitest';
import type { LoadedBusiness } from '../../shell/business.server.ts';
import { openingOf } from './storefront.server.ts';

// ADR 1080, 1160: a selling type the branch paused reads "Paused" (not "Closed") with the time the
// pause ends, inside its hours; the other types and the hours themselves are untouched.

const day = { closed: false, shifts: [{ time_from: '07:00', time_to: '23:00' }] };
const NOW = new Date('2026-01-05T10:00:00+03:00');
const business = {
  restaurant: {
    branch_id: 1,
    time_zone: 'Asia/Kuwait',
    branches: [
      {
        id: 1,
        availability: { 0: day, 1: day, 2: day, 3: day, 4: day, 5: day, 6: day },
        special_days: [],
        operations: { paused: { car_pickup: { until: '2026-01-05T07:30:00Z' } }, busy: {} },
      },
    ],
  },
} as unknown as LoadedBusiness;

describe('a paused selling type on the storefront', () => {
  it('reads paused until the pause ends, later today', () => {
    expect(openingOf(business, NOW, 'pickup')).toEqual({
      open: false,
      closesAt: null,
      next: { days: 0, at: '10:30', weekday: 0 },
      paused: true,
    });
  });

  it('another type stays open, and the pause ends by itself', () => {
    expect(openingOf(business, NOW, 'delivery')).toMatchObject({ open: true, closesAt: '23:00' });
    expect(openingOf(business, new Date('2026-01-05T07:30:00Z'), 'pickup')).toMatchObject({ open: true });
    expect(openingOf(business, NOW, 'delivery').paused).toBeUndefined();
  });
});
