import type { AdminBranchBooking } from '@sufra/contract/admin-bookings';
import { describe, expect, it } from 'vitest';
import { bookingsOf } from './bookings-form.server.ts';

// ADR 1143: the bookings form as the API receives it.

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};

describe('the bookings form', () => {
  it('reads each branch’s capacity (empty: no limit) and windows', () => {
    const branch = { id: 3 } as AdminBranchBooking;
    const body = bookingsOf(
      form({
        enabled: 'on',
        type: '2',
        max_users: '6',
        min_advance: '30',
        cancel_cutoff: '60',
        'b3.covers': '',
        'b3.duration': '90',
        'b3.slot': '15',
        'b3.delivery.on': 'on',
        'b3.delivery.min.interval': '30',
        'b3.delivery.min.scale': 'min',
        'b3.delivery.max.interval': '2',
        'b3.delivery.max.scale': 'day',
        'b3.delivery.apply': 'ending',
      }),
      [branch],
    );
    expect(body.reservation).toEqual({
      enabled: true,
      with_table: false,
      type: 2,
      max_users: 6,
      min_advance: 30,
      cancel_cutoff: 60,
    });
    expect(body.branches[0]).toMatchObject({
      id: 3,
      capacity: { covers_per_slot: null, duration_minutes: 90, slot_minutes: 15 },
      scheduled_orders: {
        delivery: {
          on: true,
          only_schedule: false,
          min_advance: { interval: 30, scale: 'min' },
          max_advance: { interval: 2, scale: 'day' },
          apply_on_starting_or_ending: 'ending',
        },
        pickup: { on: false, apply_on_starting_or_ending: 'starting' },
      },
    });
  });

  it('reads the scheduled orders per time slot: a number, or empty for no cap (ADR 1433)', () => {
    const branch = { id: 3 } as AdminBranchBooking;
    const of = (perSlot: string) => bookingsOf(form({ 'b3.perSlot': perSlot }), [branch]).branches[0];
    expect(of('12')?.orders_per_slot).toBe(12);
    expect(of('')?.orders_per_slot).toBeNull();
    // Not a number: sent as NaN, which the server names (a 422 on the field).
    expect(of('twelve')?.orders_per_slot).toBeNaN();
  });
});
