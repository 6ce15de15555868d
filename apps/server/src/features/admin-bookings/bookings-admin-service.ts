import { type AdminBookings, bookingSettingsWriteSchema, type ScheduledWindow } from '@sufra/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { asObject, storedReader } from '../../platform/stored-values.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { type FieldProblems, invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { auditedWrite, changedElsewhere } from '../admin/audited-write.ts';
import {
  mergeBusinessSettings,
  readBranchSetup,
  readBusinessSetup,
} from '../admin-settings/setup-repository.ts';
import { viewVersion } from '../admin-settings/setup-values.ts';
import { ordersPerSlotOf } from '../catalog/branch-operations.ts';
import { scheduledConfig } from '../catalog/week.ts';
import { toCapacitySettings } from '../reservations/reservation-settings.ts';

/** A selling type that never set its window: off, with the windows a restaurant starts from. */
const NO_WINDOW: ScheduledWindow = {
  on: false,
  only_schedule: false,
  min_advance: { interval: 30, scale: 'min' },
  max_advance: { interval: 7, scale: 'day' },
  apply_on_starting_or_ending: 'starting',
};

const MINUTES = { min: 1, hour: 60, day: 1440 } as const;
const minutesOf = (a: ScheduledWindow['min_advance']) => a.interval * MINUTES[a.scale];

/**
 * Bookings and scheduled orders in the back office ([product: Reservations], ADR 1143): the
 * business's booking terms (`settings.reservation`, read by the storefront's restaurant response),
 * each branch's capacity (`settings.reservation` of the branch, ADR 801) and its scheduled-order
 * windows per selling type (`settings.scheduled_orders`). Business and branch rows move the
 * business's version, so open storefronts see a save at once. Keys the screen does not show stay.
 */
export function createBookingsAdminService(deps: { db: Db }) {
  const { db } = deps;

  async function view(tx: Db, businessId: number, lock = false) {
    // One after the other: both run on the same connection when `tx` is a transaction, where
    // pg only queues them (and pg 9 refuses a query while another runs).
    const business = await readBusinessSetup(tx, businessId, lock);
    const branches = await readBranchSetup(tx, businessId);
    const r = storedReader();
    const stored = asObject(asObject(business.settings).reservation);
    const type = r.int('type', stored.type, 1);
    const shown: Omit<AdminBookings, 'version'> = {
      reservation: {
        enabled: r.bool('enabled', stored.enabled, false),
        with_table: r.bool('with_table', stored.with_table, false),
        type: type === 2 ? 2 : 1,
        max_users: r.intIn('max_users', stored.max_users, 1, 100, 1),
        min_advance: Math.min(43_200, Math.max(0, Math.round(r.num('min_advance', stored.min_advance, 0)))),
        cancel_cutoff: r.intIn('cancel_cutoff', stored.cancel_cutoff, 0, 10_080, 120),
      },
      branches: branches.map((b) => {
        const st = asObject(b.settings);
        const capacity = toCapacitySettings(st.reservation);
        const scheduled = asObject(st.scheduled_orders);
        return {
          id: b.id,
          name: b.name,
          capacity: {
            covers_per_slot: capacity.coversPerSlot,
            duration_minutes: capacity.durationMinutes,
            slot_minutes: capacity.slotMinutes,
          },
          scheduled_orders: {
            delivery: scheduledConfig(scheduled.delivery) ?? NO_WINDOW,
            pickup: scheduledConfig(scheduled.pickup) ?? NO_WINDOW,
          },
          orders_per_slot: ordersPerSlotOf(st),
        };
      }),
    };
    return { shown: { ...shown, version: viewVersion(shown) }, business, branches };
  }

  return {
    async read(caller: AdminCaller): Promise<AdminBookings> {
      return (await view(db, caller.member.businessId)).shown;
    },

    async save(caller: AdminCaller, body: unknown): Promise<AdminBookings> {
      const input = parseWrite(bookingSettingsWriteSchema, body);
      const businessId = caller.member.businessId;
      await auditedWrite(db, caller, { action: 'update', entity: 'bookings' }, async (tx) => {
        const { shown: before, business, branches } = await view(tx, businessId, true);
        if (input.version && input.version !== before.version) throw changedElsewhere();
        const problems: FieldProblems = {};
        for (const [i, b] of input.branches.entries()) {
          if (!branches.some((own) => own.id === b.id))
            problems[`branches.${i}.id`] = 'Not one of your branches';
          for (const type of ['delivery', 'pickup'] as const) {
            const w = b.scheduled_orders[type];
            if (minutesOf(w.max_advance) <= minutesOf(w.min_advance))
              problems[`branches.${i}.scheduled_orders.${type}.max_advance`] = 'Later than the earliest time';
            if (w.only_schedule && !w.on)
              problems[`branches.${i}.scheduled_orders.${type}.only_schedule`] =
                'Turn scheduled orders on first';
          }
        }
        if (Object.keys(problems).length) throw invalidFields(problems);
        const reservation = { ...asObject(asObject(business.settings).reservation), ...input.reservation };
        await mergeBusinessSettings(tx, businessId, { settings: { reservation } });
        for (const b of input.branches) {
          const own = branches.find((x) => x.id === b.id);
          const st = asObject(own?.settings);
          const capacity = { ...asObject(st.reservation), ...b.capacity };
          await tx
            .update(s.branches)
            .set({
              settings: sql`${s.branches.settings} || ${JSON.stringify({
                reservation: capacity,
                scheduled_orders: {
                  ...asObject(st.scheduled_orders),
                  ...b.scheduled_orders,
                  // The cap per slot (ADR 1433): null clears it; left out, it stays.
                  ...(b.orders_per_slot === undefined ? {} : { max_per_slot: b.orders_per_slot }),
                },
              })}::jsonb`,
            })
            .where(eq(s.branches.id, b.id));
        }
        return { entityId: businessId, before, after: async (t) => (await view(t, businessId)).shown };
      });
      return (await view(db, businessId)).shown;
    },
  };
}
export type BookingsAdminService = ReturnType<typeof createBookingsAdminService>;
