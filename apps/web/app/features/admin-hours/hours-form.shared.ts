import type { AdminDay } from '@sufra/contract';

/** Shifts a day's form offers: most restaurants need one, a split day (lunch, dinner) two. */
export const SHIFTS_PER_DAY = 2;

/** "Open all day" is the stored `24` shift ([product: Opening hours and scheduling]). */
export const isAllDay = (day: AdminDay) => day.shifts.some((s) => s.time_from.startsWith('24'));
