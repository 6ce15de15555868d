import { z } from 'zod';
import { orderStatusSchema, staffOrderViewSchema } from './order-views.ts';

/** An order on the staff board: the customer's view, its number and the statuses it may move to now. */
export const staffOrderSchema = staffOrderViewSchema.extend({
  branch_name: z.string(),
  next_statuses: z.array(orderStatusSchema),
  /** When the diner of a pickup order said "I'm here"; null until then (ADR 900). */
  arrived_at: z.string().nullable(),
  /** The booking this order is the pre-order of (ADR 800, 806); null for other orders. */
  reservation_id: z.number().int().nullable(),
  /** Taken by staff for a caller (ADR 1475); the board marks it "Phone order". */
  phone_order: z.boolean().optional(),
  /** What may still be refunded, in minor units (ADR 1430): 0 when nothing was paid or all went back. */
  refundable: z.number().int(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const staffBoardQuerySchema = z.object({
  /** 'live' (default): not delivered, rejected or cancelled, and not waiting for online payment. */
  scope: z.enum(['live', 'recent']).default('live'),
});

export const staffOrdersResponseSchema = z.object({
  error: z.literal(0),
  business: z.object({
    reference_id: z.string(),
    name: z.string(),
    currency: z.string(),
    time_zone: z.string(),
    /** Whether the caller may refund (owners and managers, ADR 1430): the board shows "Refund…". */
    can_refund: z.boolean().optional(),
  }),
  orders: z.array(staffOrderSchema),
});
export type StaffOrdersResponse = z.infer<typeof staffOrdersResponseSchema>;

/** POST /staff/orders/{orderId}/status */
export const staffStatusRequestSchema = z.object({
  status: orderStatusSchema,
  /** With acceptance only: "ready in N minutes" (delivery: "delivered in"), 1–240 (ADR 1040). */
  ready_in_minutes: z.number().int().min(1).max(240).optional(),
});
export type StaffStatusRequest = z.infer<typeof staffStatusRequestSchema>;

export const staffOrderResponseSchema = z.object({ error: z.literal(0), order: staffOrderSchema });
export type StaffOrderResponse = z.infer<typeof staffOrderResponseSchema>;

/** POST staff/session: the board signs in; the token goes into an HttpOnly cookie (ADR 748). */
export const staffSessionRequestSchema = z.object({ token: z.string().trim().min(1).max(200) });
export const staffSessionResponseSchema = z.object({
  error: z.literal(0),
  business: z.object({ reference_id: z.string() }),
});
export const staffSessionEndResponseSchema = z.object({ error: z.literal(0) });

/**
 * POST /staff/orders/{orderId}/refunds (ADR 1430): an amount, or some lines (position and
 * quantity; the server prices them), with a reason. Owners and managers only.
 */
export const staffRefundRequestSchema = z
  .object({
    amount: z.number().int().min(1).optional(),
    lines: z
      .array(z.object({ position: z.number().int().min(0), quantity: z.number().int().min(1) }))
      .min(1)
      .max(100)
      .optional(),
    reason: z.string().trim().min(1).max(200),
  })
  .refine((r) => (r.amount === undefined) !== (r.lines === undefined), {
    message: 'Give an amount or lines, not both',
    path: ['amount'],
  });
export type StaffRefundRequest = z.infer<typeof staffRefundRequestSchema>;

/**
 * POST /staff/orders/bulk-status (ADR 1431): accept (or move) several orders at once on a
 * busy night. Each order is checked and moved on its own, as one tap on its card would; the answer
 * says which moved and why the others did not.
 */
export const staffBulkStatusRequestSchema = z.object({
  order_ids: z.array(z.number().int().min(1)).min(1).max(50),
  status: orderStatusSchema,
  ready_in_minutes: z.number().int().min(1).max(240).optional(),
});
export type StaffBulkStatusRequest = z.infer<typeof staffBulkStatusRequestSchema>;

export const staffBulkStatusResponseSchema = z.object({
  error: z.literal(0),
  results: z.array(z.object({ order_id: z.number().int(), ok: z.boolean(), code: z.string().nullable() })),
  orders: z.array(staffOrderSchema),
});
export type StaffBulkStatusResponse = z.infer<typeof staffBulkStatusResponseSchema>;
