import { z } from 'zod';
import { ok, referenceIdSchema } from './common.ts';

/** GET webapp/v5/shifts/{referenceId}[?branch=<branch reference>]; answers for the x-current-time instant. */
export const shiftsParamsSchema = z.object({ referenceId: referenceIdSchema });
export const shiftsQuerySchema = z.object({ branch: referenceIdSchema.optional() });

export const shiftSchema = z.object({ time_from: z.string(), time_to: z.string() });

/** One local day of the branch's week: Monday = 0 ([product: Opening hours and scheduling]). */
export const shiftDaySchema = z.object({
  day: z.number().int().min(0).max(6),
  /** Local date, YYYY-MM-DD, in the business time zone. */
  date: z.string(),
  closed: z.boolean(),
  shifts: z.array(shiftSchema),
});

/** A schedule slot, as @sufra/domain's scheduleSlots makes it. */
export const timeSlotSchema = z.object({
  date: z.string(),
  from: z.string(),
  to: z.string(),
  start: z.string(),
  end: z.string(),
});
export const slotDaySchema = z.object({ date: z.string(), slots: z.array(timeSlotSchema) });
export type SlotDayBody = z.infer<typeof slotDaySchema>;

export const shiftsResponseSchema = z.object({
  error: ok,
  branch_id: z.number().int(),
  time_zone: z.string(),
  /** The instant the answer is for (the x-current-time header, else the server clock). */
  now: z.string(),
  status: z.enum(['open', 'closed']),
  /** Next opening (ISO 8601) when closed; null when open or never opening in the coming week. */
  opens_at: z.string().nullable(),
  /** Today's shifts. */
  shifts: z.array(shiftSchema),
  /** Today first, then the six days after it. */
  days: z.array(shiftDaySchema).length(7),
  /** Schedule slots by day per selling type; empty when the branch does not schedule that type. */
  slots: z.object({ delivery: z.array(slotDaySchema), pickup: z.array(slotDaySchema) }),
});
export type ShiftsResponse = z.infer<typeof shiftsResponseSchema>;
