import { z } from 'zod';

// The back office's operations calls ([product: Back office], ADR 1080): a branch's hours and
// special days, pausing orders and busy mode per selling type (the team and the audit trail:
// admin-team, admin-audit, ADR 1310). Write
// bodies are checked by the server with these schemas (422 naming each bad field).

const rowVersion = z.string().regex(/^[0-9]{1,20}$/);
const clock = z.string().regex(/^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00|24)$/, 'A time as HH:mm');
const shift = z.object({ time_from: clock, time_to: clock });
const day = z.object({ closed: z.boolean(), shifts: z.array(shift).max(4) });

/** The selling types a branch pauses or runs busy (API names; product service counts as dine-in). */
export const operationTypeSchema = z.enum(['delivery', 'car_pickup', 'dine_in']);

export const specialDaySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD'),
  closed: z.boolean(),
  shifts: z.array(shift).max(4),
  note: z.string().trim().max(80).optional(),
});

export const hoursWriteSchema = z.object({
  /** Monday = 0 … Sunday = 6. */
  week: z.object({ 0: day, 1: day, 2: day, 3: day, 4: day, 5: day, 6: day }),
  special_days: z.array(specialDaySchema).max(120).default([]),
  version: rowVersion.optional(),
});

export const pauseWriteSchema = z.object({
  selling_type: operationTypeSchema,
  paused: z.boolean(),
  /** How long (minutes); or `until_tomorrow`: to the start of the business's next calendar day. */
  minutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .optional(),
  until_tomorrow: z.boolean().optional(),
});

export const busyWriteSchema = z.object({
  selling_type: operationTypeSchema,
  /** 0 ends busy mode. */
  extra_minutes: z.number().int().min(0).max(180),
  /** How long busy mode lasts. */
  minutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
});

export type OperationType = z.infer<typeof operationTypeSchema>;
export type HoursWrite = z.input<typeof hoursWriteSchema>;
export type PauseWrite = z.input<typeof pauseWriteSchema>;
export type BusyWrite = z.input<typeof busyWriteSchema>;
export type SpecialDayWrite = z.infer<typeof specialDaySchema>;

// Answers (plain types: the browser never loads zod).

export type AdminShift = { time_from: string; time_to: string };
export type AdminDay = { closed: boolean; shifts: AdminShift[] };
export type AdminBranchOps = {
  id: number;
  name: Record<string, string>;
  time_zone: string;
  week: Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', AdminDay>;
  special_days: { date: string; closed: boolean; shifts: AdminShift[]; note?: string }[];
  /** Only what still runs: an ended pause or busy spell is left out. */
  paused: Partial<Record<OperationType, { until: string }>>;
  busy: Partial<Record<OperationType, { until: string; extra_minutes: number }>>;
  /** The selling types this branch offers. */
  selling_types: OperationType[];
  version: string;
};
export type AdminBranchOpsResponse = { error: 0; branch: AdminBranchOps };
export type AdminBranchesOpsResponse = { error: 0; branches: AdminBranchOps[] };
