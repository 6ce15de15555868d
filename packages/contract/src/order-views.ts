import { z } from 'zod';
import { money } from './common.ts';
import { orderAddressSchema, orderAmountsSchema, orderLineViewSchema } from './orders.ts';

/** [product: Orders and their status]: 0 pending, 1 accepted, 2 rejected, 3 ready, 4 out, 5 delivered, 9 cancelled, 10 scheduled. */
export const orderStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(9),
  z.literal(10),
]);
export type OrderStatusValue = z.infer<typeof orderStatusSchema>;

/** 'none' (cash, pay later), 'unpaid' (online, not paid yet), 'paid'. */
export const paymentStateSchema = z.enum(['none', 'unpaid', 'paid']);
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const orderEventSchema = z.object({
  /** The event's place among its order's events, 1, 2, 3… (ADR 1493): never a global sequence. */
  id: z.number().int(),
  /** 'arrived': the diner of a pickup order said "I'm here" (ADR 900). */
  kind: z.enum(['placed', 'status', 'payment', 'arrived']),
  status: orderStatusSchema,
  payment_state: paymentStateSchema,
  actor: z.string(),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const transactionSchema = z.object({
  reference: z.string(),
  provider: z.string(),
  method: z.number().int(),
  amount: money,
  currency: z.string(),
  status: z.enum(['pending', 'paid', 'failed']),
  failure_code: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * Money given back for an order (ADR 1430): in full when a paid order was cancelled, or in part by
 * the restaurant. `reason` is 'order_cancelled' / 'order_rejected' for those, else the restaurant's
 * words. 'pending' until the gateway has given it back.
 */
export const refundViewSchema = z.object({
  // No id: refunds are one global sequence, and the diner's order shows them (ADR 1493).
  amount: z.number().int(),
  currency: z.string(),
  via: z.enum(['gateway', 'cash']),
  status: z.enum(['pending', 'refunded', 'failed']),
  reason: z.string(),
  lines: z.array(z.object({ position: z.number().int(), quantity: z.number().int() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

/**
 * An order as its customer reads it. `lines`, `events` and `transactions` come with `full=true`.
 * It carries no numeric id (ADR 1472): the ids are one global sequence, so two of them tell how
 * many orders were placed in between; staff views add it (`staffOrderViewSchema`).
 */
export const orderViewSchema = z.object({
  /**
   * What the diner's links, receipts and calls name the order by, and what they quote to the
   * restaurant (ADR 1471): 8 random characters, shown as `K7M2-QX9P` (`formatOrderRef`).
   */
  public_ref: z.string(),
  business_reference: z.string(),
  branch_id: z.number().int(),
  status: orderStatusSchema,
  order_type: z.number().int().min(0).max(3),
  selling_type: z.string(),
  payment_type: z.number().int().min(1).max(9),
  payment_state: paymentStateSchema,
  name: z.string(),
  phone: z.string(),
  address: orderAddressSchema.nullable(),
  zone_id: z.number().int().nullable(),
  area_id: z.number().int().nullable(),
  shipping_country: z.string().nullable(),
  car: z.object({ brand: z.string(), color: z.string(), plate: z.string() }).nullable(),
  table: z.string().nullable(),
  gift: z.record(z.string(), z.string()).nullable(),
  /** Handover (ADR 791): cutlery wanted (null: not asked); leave at the door, no contact. */
  cutlery: z.boolean().nullable(),
  no_contact: z.boolean(),
  /** The preset percentage the tip was, or null (none, or an amount of the diner's own). */
  tip_percent: z.number().int().nullable(),
  priority: z.enum(['now', 'later']),
  scheduled_at: z.string().nullable(),
  slot: z.object({ date: z.string(), from: z.string(), to: z.string() }).nullable(),
  /** The restaurant's promise, set when it accepted: ready (delivery: arriving) at; null before (ADR 1040). */
  ready_at: z.string().nullable(),
  coupon_code: z.string().nullable(),
  notes: z.string(),
  comment: z.string(),
  amounts: orderAmountsSchema,
  created_at: z.string(),
  updated_at: z.string(),
  lines: z.array(orderLineViewSchema).optional(),
  events: z.array(orderEventSchema).optional(),
  transactions: z.array(transactionSchema).optional(),
  /** Its refunds, oldest first (ADR 1430); with `full=true` and on the board. */
  refunds: z.array(refundViewSchema).optional(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** An order as staff read it: the diner's view and its number, `#1234` on the board (ADR 1472). */
export const staffOrderViewSchema = orderViewSchema.extend({ id: z.number().int() });
export type StaffOrderView = z.infer<typeof staffOrderViewSchema>;

/** Where to send the payer for an online method; null when the method needs no payment step. */
export const paymentStepSchema = z
  .object({ reference: z.string(), url: z.string(), provider: z.string() })
  .nullable();

/** POST webapp/order answer. `token` is the customer's read capability: keep it. */
export const placeOrderResponseSchema = z.object({
  error: z.literal(0),
  order: orderViewSchema,
  token: z.string(),
  /** The storefront page of the order (relative): `/{ref}/order/{public_ref}?token=…` (ADR 1471). */
  order_url: z.string(),
  payment: paymentStepSchema,
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

export const orderResponseSchema = z.object({ error: z.literal(0), order: orderViewSchema });

/** POST webapp/order/{id}/arrived: when the restaurant was told (the first tap's time). */
export const orderArrivedResponseSchema = z.object({ error: z.literal(0), arrived_at: z.string() });
export const orderCancelledResponseSchema = z.object({ error: z.literal(0), status: z.literal(9) });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** GET webapp/update-order-events/{orderId}/{token}[?after=eventId]: the polling fallback. */
export const orderEventsResponseSchema = z.object({
  error: z.literal(0),
  /** The order's public reference (ADR 1471); never its number (ADR 1472). */
  public_ref: z.string(),
  status: orderStatusSchema,
  payment_state: paymentStateSchema,
  events: z.array(orderEventSchema),
});
export type OrderEventsResponse = z.infer<typeof orderEventsResponseSchema>;

/** GET webapp/v5/orders/{ref}?page=n: the signed-in customer's orders, newest first. */
export const orderHistoryResponseSchema = z.object({
  error: z.literal(0),
  page: z.number().int(),
  per_page: z.number().int(),
  has_more: z.boolean(),
  /** With each order's token: the account placed them (ADR 705). */
  orders: z.array(orderViewSchema.extend({ token: z.string().optional() })),
});
export type OrderHistoryResponse = z.infer<typeof orderHistoryResponseSchema>;

/** One Server-Sent Event `status` of a diner's order stream: the stream names the order (ADR 1472). */
export const orderStatusEventSchema = z.object({
  /** The event's place among its order's events (ADR 1493), as `events[].id`; the SSE `id:`. */
  event_id: z.number().int(),
  kind: z.enum(['placed', 'status', 'payment', 'snapshot']),
  status: orderStatusSchema,
  payment_state: paymentStateSchema,
  at: z.string(),
});
export type OrderStatusEvent = z.infer<typeof orderStatusEventSchema>;

/** One `order` event of the staff stream: which order changed, by its number. */
export const staffOrderEventSchema = orderStatusEventSchema.extend({ order_id: z.number().int() });
export type StaffOrderEvent = z.infer<typeof staffOrderEventSchema>;
