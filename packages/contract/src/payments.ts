import { z } from 'zod';
import { money } from './common.ts';
import { orderViewSchema, paymentStateSchema, paymentStepSchema, transactionSchema } from './order-views.ts';

/**
 * POST webapp/order/{orderId}/pay: pay an unpaid order again, with the same or another method
 * (cash or pay later confirm it at once).
 */
export const payOrderRequestSchema = z.object({
  token: z.string().min(1).max(100),
  payment_type: z.number().int().min(1).max(9),
});
export type PayOrderRequest = z.infer<typeof payOrderRequestSchema>;

export const payOrderResponseSchema = z.object({
  error: z.literal(0),
  order: orderViewSchema,
  order_url: z.string(),
  payment: paymentStepSchema,
});
export type PayOrderResponse = z.infer<typeof payOrderResponseSchema>;

/** GET webapp/transaction/{orderId}/{token}: the order's payment attempts, newest first. */
export const transactionResponseSchema = z.object({
  error: z.literal(0),
  /** The order's public reference (ADR 1471); never its number (ADR 1472). */
  public_ref: z.string(),
  payment_type: z.number().int(),
  payment_state: paymentStateSchema,
  total: money,
  currency: z.string(),
  transactions: z.array(transactionSchema),
});
export type TransactionResponse = z.infer<typeof transactionResponseSchema>;

/** The sandbox gateway's signed callback body (ADR 403). */
export const sandboxCallbackSchema = z.object({
  event_id: z.string().min(8).max(100),
  payment_reference: z.string().min(8).max(100),
  outcome: z.enum(['approved', 'declined']),
  amount: money,
  currency: z.string().length(3),
});
export type SandboxCallback = z.infer<typeof sandboxCallbackSchema>;
