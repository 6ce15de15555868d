import { z } from 'zod';

// The back office's reports ([product: Back office], ADR 1022): the day's figures, under
// `staff/admin/{ref}/` as the data calls (the staff board's cookie signs them in, ADR 1023).

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Days of a period the report reads at most (a year and a day: a leap year's whole). */
export const REPORT_MAX_DAYS = 366;

/**
 * One day (`day`), or a period (`from`–`to`, both included, at most 366 days; ADR 1432). The
 * report compares it with the period of the same length just before.
 */
export const todayQuerySchema = z
  .object({ day: isoDay.optional(), from: isoDay.optional(), to: isoDay.optional() })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    message: 'from and to go together',
    path: ['from'],
  })
  .refine((q) => !(q.day && q.from), { message: 'a day or a period, not both', path: ['day'] })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      (q.from <= q.to && (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REPORT_MAX_DAYS),
    { message: `from must be on or before to, at most ${REPORT_MAX_DAYS} days`, path: ['to'] },
  );

/** A period's money figures (minor units), for it and for the period before (ADR 1432). */
export type PeriodFigures = {
  from: string;
  to: string;
  orders: number;
  revenue: number;
  average_ticket: number;
  cancelled: number;
  taxes: number;
  tips: number;
  discounts: number;
  delivery_fees: number;
  /** Refunds made in the period (not refused), and what is left of the revenue after them. */
  refunds: number;
  refund_count: number;
  net: number;
};

export type TodayReport = PeriodFigures & {
  /** The period's first day (the day, for a one-day report). */
  day: string;
  previous: PeriodFigures;
  by_day: { day: string; orders: number; revenue: number }[];
  by_payment_method: { payment_type: number; orders: number; revenue: number }[];
  by_order_type: { order_type: number; orders: number; revenue: number }[];
  by_branch: { branch_id: number; name: Record<string, string>; orders: number; revenue: number }[];
  time_zone: string;
  currency: string;
  locales: string[];
  orders: number;
  revenue: number;
  average_ticket: number;
  cancelled: number;
  by_hour: { hour: number; orders: number; revenue: number }[];
  by_selling_type: { selling_type: string; orders: number; revenue: number }[];
  top_items: { item_id: number; name: Record<string, string>; quantity: number; revenue: number }[];
  ratings: { count: number; average: number | null };
  /** Shared tables (ADR 1406): tables opened and closed that day, what their parts were paid by. */
  shared_tables: {
    opened: number;
    closed: number;
    by_method: { method: 'cash' | 'wallet' | 'online'; parts: number; amount: number; tips: number }[];
  };
};
export type TodayResponse = { error: 0; report: TodayReport };
