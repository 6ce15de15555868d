import { z } from 'zod';
import { rowVersion as version } from '../admin/admin.ts';
import { scheduledOrdersSchema } from '../restaurant.ts';

// Booking terms, each branch's capacity and scheduled-order windows in the back office
// ([product: Back office], ADR 1143). Write bodies are checked by the server with these schemas.

// ── Bookings and scheduled orders ───────────────────────────────────────────────────────────

const capacitySchema = z.object({
  /** People at once; null: no limit (tables or staff decide, ADR 801). */
  covers_per_slot: z.number().int().min(1).max(100_000).nullable(),
  duration_minutes: z.number().int().min(15).max(1440),
  slot_minutes: z.number().int().min(5).max(240),
});

const ordersPerSlotSchema = z.number().int().min(1).max(10_000).nullable();

const advanceSchema = z.object({
  interval: z.number().int().min(0).max(1000),
  scale: z.enum(['min', 'hour', 'day']),
});
const scheduledWriteSchema = scheduledOrdersSchema.extend({
  min_advance: advanceSchema,
  max_advance: advanceSchema,
});

export const bookingSettingsWriteSchema = z.object({
  /** The business's booking terms (`settings.reservation`). */
  reservation: z.object({
    enabled: z.boolean(),
    with_table: z.boolean(),
    /** 1: a table only; 2: a table with a pre-order. */
    type: z.union([z.literal(1), z.literal(2)]),
    max_users: z.number().int().min(1).max(100),
    /** Minutes ahead a booking must be made. */
    min_advance: z.number().int().min(0).max(43_200),
    /** Minutes before the start an accepted booking can still be cancelled. */
    cancel_cutoff: z.number().int().min(0).max(10_080),
  }),
  branches: z
    .array(
      z.object({
        id: z.number().int().positive(),
        capacity: capacitySchema,
        scheduled_orders: z.object({ delivery: scheduledWriteSchema, pickup: scheduledWriteSchema }),
        /** Scheduled orders one time slot takes at most (ADR 1433); null: no cap; left out: unchanged. */
        orders_per_slot: ordersPerSlotSchema.optional(),
      }),
    )
    .max(200),
  version: version.optional(),
});
export type BookingSettingsWrite = z.input<typeof bookingSettingsWriteSchema>;
export type ScheduledWindow = z.infer<typeof scheduledWriteSchema>;

export type AdminBookingSettings = z.infer<typeof bookingSettingsWriteSchema>['reservation'];
export type AdminBranchBooking = {
  id: number;
  name: Record<string, string>;
  capacity: z.infer<typeof capacitySchema>;
  scheduled_orders: { delivery: ScheduledWindow; pickup: ScheduledWindow };
  orders_per_slot: number | null;
};
export type AdminBookings = {
  reservation: AdminBookingSettings;
  branches: AdminBranchBooking[];
  version: string;
};
export type AdminBookingsResponse = { error: 0; bookings: AdminBookings };
