import { z } from 'zod';
import { money } from './common.ts';
import { ORDER_TEXT_LIMITS as L } from './limits.ts';

const id = z.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().max(max);

/**
 * [product: Placing an order] order line. Only identities, counts and the comment are read: the figures a client may
 * send (unit_price, total_price, discount_id, weight, modifiers_details[].price…) are accepted and
 * ignored — the server prices every line from its own menu.
 */
export const orderLineRequestSchema = z.object({
  item_id: id,
  quantity: z.number().int().min(1).max(999),
  price_label_id: id,
  /** Modifier ids, comma separated, one per unit of quantity ('3,3,7'). */
  modifiers: text(2000).nullish(),
  modifiers_details: z
    .array(z.object({ id, quantity: z.number().int().min(1).max(99) }))
    .max(100)
    .nullish(),
  comment: text(L.line_comment).nullish(),
});
export type OrderLineRequest = z.infer<typeof orderLineRequestSchema>;

/** [product: Delivery, areas and shipping] address form; lat/lng place the delivery point. */
export const orderAddressSchema = z.object({
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
  city: text(L.address.city).nullish(),
  street: text(L.address.street).nullish(),
  block: text(L.address.block).nullish(),
  postcode: text(L.address.postcode).nullish(),
  building: text(L.address.building).nullish(),
  avenue: text(L.address.avenue).nullish(),
  intercom: text(L.address.intercom).nullish(),
  floor: text(L.address.floor).nullish(),
  apartment: text(L.address.apartment).nullish(),
  parking: text(L.address.parking).nullish(),
  note: text(L.address.note).nullish(),
  house_number: text(L.address.house_number).nullish(),
  office_number: text(L.address.office_number).nullish(),
  paci: text(L.address.paci).nullish(),
  form_type: text(L.address.form_type).nullish(),
  type: z.number().int().min(0).max(2).nullish(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const apiSellingTypeSchema = z.enum([
  'delivery',
  'dine_in',
  'car_pickup',
  'product_service',
  'reserv_dinein',
  'reserv_service',
  // The storefront's own spellings are accepted too ([product: Selling types]: dinein is sent as dine_in…).
  'dinein',
  'pickup',
]);

/** Whether a JSON value nests no deeper than `depth` arrays or objects (stops as soon as it does). */
function nestedAtMost(value: unknown, depth: number): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (depth === 0) return false;
  return Object.values(value).every((child) => nestedAtMost(child, depth - 1));
}

/**
 * [product: Placing an order] order request (POST webapp/order). `fees`, and any total a client adds, are ignored.
 * Delivery needs `address` with lat/lng, or `area_id`, or `shipping_country` (ISO code).
 */
export const orderRequestSchema = z.object({
  branch_id: id,
  selling_types: apiSellingTypeSchema,
  order_lines: z.array(orderLineRequestSchema).min(1).max(200),
  name: z.string().trim().min(1).max(L.name),
  // calc-order may go without a phone; an order may not ([product: Placing an order]: it comes from the order form).
  phone: z.string().trim().min(1).max(L.phone),
  dial_code: z
    .string()
    .regex(/^\+?[0-9]{1,4}$/)
    .nullish(),
  priority: z.enum(['now', 'later']).default('now'),
  /** Local `YYYY-MM-DD HH:mm` of the chosen slot start, for priority 'later'. */
  scheduled_at: text(32).nullish(),
  coupon_code: text(L.coupon_code).nullish(),
  notes: text(L.notes).nullish(),
  comment: text(L.comment).nullish(),
  payment_type: z.number().int().min(1).max(9),
  use_wallet: z.boolean().nullish(),
  address: orderAddressSchema.nullish(),
  area_id: id.nullish(),
  shipping_country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .nullish(),
  car: z.object({ brand: text(L.car.brand), color: text(L.car.color), plate: text(L.car.plate) }).nullish(),
  table: text(L.table).nullish(),
  gift: z.record(z.string().max(40), text(L.gift_value)).nullish(),
  reservation: z.boolean().nullish(),
  /**
   * The fingerprint of the cart the diner confirmed (ADR 1346, @sufra/domain cartFingerprint): the
   * server refuses the order (CART_CHANGED) when its lines are not that cart.
   */
  cart_fp: z
    .string()
    .regex(/^[0-9a-f]{8}$/)
    .nullish(),
  /**
   * The diner's tip (ADR 790): a percentage the business offers, or an amount in minor units.
   * The server works out the figure from its own prices; never a client total.
   */
  tip: z
    .union([
      z.object({ percent: z.number().int().min(0).max(100) }).strict(),
      z.object({ amount: z.number().int().min(0).max(2_147_483_647) }).strict(),
    ])
    .nullish(),
  /** Handover (ADR 791): cutlery wanted (null: not asked), leave at the door (delivery only). */
  cutlery: z.boolean().nullish(),
  no_contact: z.boolean().nullish(),
  // Ignored (the server computes fees), but hashed for idempotency: bounded so that hashing a
  // hostile document nested 100,000 deep cannot overflow the stack.
  fees: z
    .unknown()
    .optional()
    .refine((v) => nestedAtMost(v, 8), 'fees: nested too deeply'),
});
export type OrderRequest = z.input<typeof orderRequestSchema>;
export type ParsedOrderRequest = z.output<typeof orderRequestSchema>;

/** POST /service/pos/calc-order/{branchId}: the same request; contact and payment may be missing. */
export const calcOrderRequestSchema = orderRequestSchema.extend({
  branch_id: id.optional(),
  name: z.string().trim().max(L.name).nullish(),
  phone: text(L.phone).nullish(),
  payment_type: z.number().int().min(1).max(9).nullish(),
});
export type CalcOrderRequest = z.input<typeof calcOrderRequestSchema>;
export type ParsedCalcOrderRequest = z.output<typeof calcOrderRequestSchema>;

/** One reason an order cannot be placed: a stable code, the field it concerns, a human message. */
export const orderProblemSchema = z.object({
  code: z.string(),
  field: z.string(),
  message: z.string(),
  meta: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
});
export type OrderProblem = z.infer<typeof orderProblemSchema>;

export const taxEntrySchema = z.object({
  taxId: z.number().int(),
  taxName: z.string(),
  rate: z.number(),
  inclusive: z.boolean(),
  taxValue: money,
  modifiersTaxValue: money,
  totalTaxValue: money,
});

/** The server's figures ([product: Delivery, areas and shipping] calculatedAmounts, deliveryFees, exclusiveTaxes). */
export const orderAmountsSchema = z.object({
  currency: z.string(),
  subtotal: money,
  item_discount: money,
  coupon_discount: money,
  exclusive_tax: money,
  inclusive_tax: money,
  delivery_fee: money,
  wallet_discount: money,
  /** The diner's tip (ADR 790), inside `total`. */
  tip: money,
  total: money,
  taxes: z.array(taxEntrySchema),
});
export type OrderAmounts = z.infer<typeof orderAmountsSchema>;

export const orderLineViewSchema = z.object({
  /** The line's place in the order request (0-based); unique within an order. */
  position: z.number().int(),
  item_id: z.number().int(),
  price_label_id: z.number().int(),
  name: z.string(),
  label: z.string(),
  modifiers: z.array(
    z.object({ id: z.number().int(), name: z.string(), quantity: z.number().int(), price: money }),
  ),
  quantity: z.number().int(),
  unit_price: money,
  /** unit_price × quantity. */
  gross: money,
  item_discount: money,
  coupon_discount: money,
  /** What the line costs after discount and coupon, before taxes. */
  net: money,
  discount_id: z.number().int().nullable(),
  comment: z.string(),
});
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

/** POST /service/pos/calc-order answer: the figures, and what would stop the order being placed. */
export const calcOrderResponseSchema = z.object({
  error: z.literal(0),
  can_place: z.boolean(),
  amounts: orderAmountsSchema,
  min_order: money,
  free_delivery: z.boolean(),
  coupon_applied: z.boolean(),
  lines: z.array(orderLineViewSchema.extend({ index: z.number().int() })),
  problems: z.array(orderProblemSchema),
  /** The table the request's `table` (a QR token) names, for the checkout to show (ADR 751). */
  table: z.object({ name: z.string(), floor: z.string().nullable() }).nullable().optional(),
});
export type CalcOrderResponse = z.infer<typeof calcOrderResponseSchema>;
