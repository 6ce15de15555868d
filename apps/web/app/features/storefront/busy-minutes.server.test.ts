import { describe, expect, it } from 'vitest';
import type { LoadedBusiness } from '../../shell/business.server.ts';
import { withBusy } from '../../shell/menu-view.server.ts';
import { busyMinutesOf } from './storefront.server.ts';

// ADR 1160: busy mode lengthens the preparation times the storefront shows for every selling
// type (delivery's area time already grew by it on the server), and only until it ends.

const NOW = new Date('2026-03-09T09:00:00Z');
const until = '2026-03-09T09:30:00Z';
const business = {
  restaurant: {
    branch_id: 1,
    branches: [
      {
        id: 1,
        operations: {
          paused: {},
          busy: { car_pickup: { until, extra_minutes: 15 }, dine_in: { until, extra_minutes: 20 } },
        },
      },
    ],
  },
} as unknown as LoadedBusiness;

describe('busy minutes on the storefront', () => {
  it('pickup and dine-in (product service too) read their own extra minutes while busy', () => {
    expect(busyMinutesOf(business, 'pickup', NOW)).toBe(15);
    expect(busyMinutesOf(business, 'dinein', NOW)).toBe(20);
    expect(busyMinutesOf(business, 'product_service', NOW)).toBe(20);
    expect(busyMinutesOf(business, 'delivery', NOW)).toBe(0);
  });

  it('ends by itself at its time', () => {
    expect(busyMinutesOf(business, 'pickup', new Date(until))).toBe(0);
  });

  it('a dish’s preparation time grows by them; a dish without one shows none', () => {
    expect(withBusy(10, 15)).toBe(25);
    expect(withBusy(null, 15)).toBeNull();
  });
});
