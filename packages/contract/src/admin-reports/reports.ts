import { z } from 'zod';

// The back office's reports ([product: Back office], ADR 1022): the day's figures, under
// `staff/admin/{ref}/` as the data calls (the staff board's cookie signs them in, ADR 1023).

export const todayQuerySchema = z.object({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

export type TodayReport = {
  day: string;
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
