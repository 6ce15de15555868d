// Test support for the reservation tests: the ordering fixture's shop with reservations on,
// tables and covers, and a clock the tests move.
import type { DemoSeed } from '../../platform/db/seed/seed-types.ts';
import { NOON, orderSeed, type ShopIds } from '../orders/order-test-fixture.ts';

export { NOON };

export type ReservationSetting = {
  enabled?: boolean;
  with_table?: boolean;
  type?: number;
  max_users?: number;
  min_advance?: number;
  cancel_cutoff?: number;
};

/** The shop, open around the clock on its main branch, taking bookings of up to 8 an hour ahead. */
export function reservationSeed(
  referenceId = 'shop',
  reservation: ReservationSetting = {},
  capacity: Record<string, unknown> = { covers_per_slot: 12, duration_minutes: 90 },
): DemoSeed {
  const base = orderSeed(referenceId);
  const [main, second] = base.branches as [DemoSeed['branches'][number], DemoSeed['branches'][number]];
  const food = base.categories.find((c) => c.key === 'food');
  return {
    ...base,
    settings: {
      ...base.settings,
      reservation: {
        enabled: true,
        with_table: true,
        type: 1,
        max_users: 8,
        min_advance: 60,
        cancel_cutoff: 120,
        ...reservation,
      },
    },
    branches: [
      { ...main, settings: { ...main.settings, reservation: capacity } },
      { ...second, settings: { ...second.settings, reservation: { covers_per_slot: 4 } } },
    ],
    categories: [
      ...base.categories.filter((c) => c !== food),
      {
        ...(food as DemoSeed['categories'][number]),
        items: [
          ...(food?.items ?? []),
          {
            key: 'takeaway-tray',
            name: { en: 'Takeaway tray', ar: 'صينية سفري' },
            description: { en: '', ar: '' },
            image: '/t.svg',
            priceLabels: [{ label: { en: 'Tray', ar: 'صينية' }, price: 5000 }],
            types: { reservation: false },
          },
        ],
      },
    ],
    tables: [
      { branch: 'main', name: 'T1', floor: 'Ground', seats: 2 },
      { branch: 'main', name: 'T2', floor: 'Ground', seats: 4 },
      { branch: 'main', name: 'T3', floor: 'Terrace', seats: 6 },
    ],
  };
}

/** A valid table booking on the main branch, tomorrow (Tuesday) at 19:00 Kuwait, for 4. */
export function tableBooking(ids: ShopIds, over: Record<string, unknown> = {}) {
  return {
    branch_id: ids.main,
    reserve_type: 'table',
    date: '2026-03-10',
    time: '19:00',
    party_size: 4,
    name: 'Sara',
    phone: '50123456',
    dial_code: '965',
    note: 'Window, please',
    ...over,
  };
}

/** A moving clock: tests set `clock.now` to jump. */
export function movableClock(start = NOON) {
  const clock = { now: start, tick: () => clock.now };
  return clock;
}
