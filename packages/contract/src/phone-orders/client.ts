import { z } from 'zod';
import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import { ORDER_TEXT_LIMITS as L } from '../limits.ts';
import { orderAddressSchema, orderLineRequestSchema } from '../orders.ts';
import type { StaffOrder } from '../staff.ts';

// Phone orders (ADR 1475, 1476): staff take an order for a caller, and add an item to an open
// order, from the back office. Its own entry (`@sufra/contract/phone-orders`), so no storefront
// chunk carries it. Only identities, counts and words travel: the server prices everything.

const id = z.number().int().positive().max(2_147_483_647);

/** POST /admin/{ref}/phone-orders: what staff enter for a caller. */
export const phoneOrderRequestSchema = z.object({
  branch_id: id,
  selling_types: z.enum(['car_pickup', 'delivery', 'dine_in']),
  order_lines: z.array(orderLineRequestSchema).min(1).max(200),
  name: z.string().trim().min(1).max(L.name),
  phone: z.string().trim().min(1).max(L.phone),
  /** Cash (2) or pay on pickup (3): a caller pays at the counter or the door (ADR 1475). */
  payment_type: z.number().int().min(1).max(9),
  address: orderAddressSchema.nullish(),
  area_id: id.nullish(),
  /** A pickup's car, when the branch asks for it (the storefront's rule, ADR 900). */
  car: z
    .object({
      brand: z.string().max(L.car.brand),
      color: z.string().max(L.car.color),
      plate: z.string().max(L.car.plate),
    })
    .nullish(),
  /** A dine-in order's table, by its id: resolved on the server within the branch. */
  table_id: id.nullish(),
  notes: z.string().max(L.notes).nullish(),
  /** Status messages to the caller (ADR 1478): by SMS, WhatsApp, or none; SMS when not said. */
  status_messages: z.enum(['sms', 'whatsapp', 'none']).optional(),
  /** The caller's language for them: one of the business's (else its first). */
  locale: z.string().trim().max(12).nullish(),
});
export type PhoneOrderRequest = z.input<typeof phoneOrderRequestSchema>;

/** POST /admin/{ref}/orders/{id}/items: one more line for an open order (ADR 1476). */
export const addOrderItemRequestSchema = z.object({ line: orderLineRequestSchema });
export type AddOrderItemRequest = z.input<typeof addOrderItemRequestSchema>;

/** What the page offers: the member's branches (their tables, their delivery areas). */
export type PhoneOrderSetup = {
  error: 0;
  currency: string;
  /** How a caller may get status messages here (ADR 1478): empty when the channel sends codes only. */
  message_channels: ('sms' | 'whatsapp')[];
  /** The business's languages, for the caller's messages. */
  locales: string[];
  branches: {
    id: number;
    name: string;
    /** Cash (2) and pay on pickup (3) per order type, where the business takes them. */
    payments: Record<'car_pickup' | 'delivery' | 'dine_in', number[]>;
    tables: { id: number; name: string }[];
    areas: { id: number; name: string }[];
  }[];
};

/** A placed or grown order, as the board shows it. */
export type PhoneOrderResponse = { error: 0; order: StaffOrder };

/** Why an item cannot be added (ADR 1476); the page words each. */
export const ADD_ITEM_PROBLEMS = [
  'ORDER_CLOSED',
  'ORDER_OUT',
  'ORDER_PAID_ONLINE',
  'ORDER_WALLET',
  'ORDER_REFUNDED',
] as const;

export const getPhoneOrderSetup = (api: Api, ref: string) =>
  api.get<PhoneOrderSetup>(`admin/${seg(ref)}/phone-orders/setup`);

export const getPhoneOrder = (api: Api, ref: string, orderId: number) =>
  api.get<PhoneOrderResponse>(`admin/${seg(ref)}/orders/${orderId}`);

export const placePhoneOrder = (api: Api, ref: string, body: PhoneOrderRequest, idempotencyKey: string) =>
  api.post<PhoneOrderResponse>(`admin/${seg(ref)}/phone-orders`, body, {
    headers: { 'idempotency-key': idempotencyKey },
  });

export const addOrderItem = (api: Api, ref: string, orderId: number, body: AddOrderItemRequest) =>
  api.post<PhoneOrderResponse>(`admin/${seg(ref)}/orders/${orderId}/items`, body);
