// [product: Cart] order request and order lines, built from the cart and the summary that priced it.
import { DomainError, DomainErrorCode } from './errors.ts';
import type { OrderSummary } from './order-summary.ts';
import type { ParsedPhone } from './phone.ts';
import { type ApiSellingType, type SellingType, toApiSellingType } from './selling-types.ts';
import type { Cart, CartItem, PaymentTypeValue } from './types.ts';

export interface OrderLine {
  item_id: number;
  quantity: number;
  price_label_id: number;
  /** Modifier ids, comma separated, one per unit of quantity (e.g. '3,3,7'). */
  modifiers: string;
  modifiers_details: { id: number; quantity: number; price: number }[];
  /** Line total after the item discount, before the coupon (the coupon travels as coupon_code). */
  total_price: number;
  discount_id: number | null;
  weight: number | null;
  shippingWeight: number | null;
  comment: string;
  isQty: boolean;
  provider: string | null;
  provider_id: string | null;
  unit_price: number;
}

export interface OrderRequest {
  /** 'now', or 'later' for a scheduled order. */
  priority: 'now' | 'later';
  /** Local `YYYY-MM-DD HH:mm` of the chosen slot start, for 'later'. */
  scheduled_at: string | null;
  comment: string;
  branch_id: number;
  order_lines: OrderLine[];
  name: string;
  phone: string;
  dial_code: string;
  coupon_code: string | null;
  notes: string;
  fees: number;
  payment_type: PaymentTypeValue;
  use_wallet: boolean;
  selling_types: ApiSellingType;
  reservation?: boolean;
}

export interface OrderRequestInput {
  cart: Pick<Cart, 'items' | 'note' | 'coupon' | 'payment_type' | 'orderTime' | 'scheduled' | 'name'>;
  summary: OrderSummary;
  branchId: number;
  sellingType: SellingType;
  phone: ParsedPhone;
  /** Delivery or other notes (address note, gift message…). */
  notes?: string;
  reservation?: boolean;
}

function orderLine(item: CartItem, line: OrderSummary['lines'][number]): OrderLine {
  return {
    item_id: item.id,
    quantity: line.count,
    price_label_id: line.price_label_id,
    modifiers: item.modifiers.flatMap((m) => Array<number>(m.quantity).fill(m.id)).join(','),
    modifiers_details: item.modifiers.map((m) => ({ id: m.id, quantity: m.quantity, price: m.price })),
    total_price: line.gross - line.itemDiscount,
    discount_id: line.discount_id,
    weight: item.price_label.weight,
    shippingWeight: item.price_label.shippingWeight,
    comment: item.note,
    isQty: item.price_label.isQty,
    provider: item.provider,
    provider_id: item.provider_id,
    unit_price: line.unitPrice,
  };
}

/** The order request: only the lines the summary priced, with the summary's figures. */
export function buildOrderRequest(input: OrderRequestInput): OrderRequest {
  const { cart, summary } = input;
  if (!input.phone?.ok) throw new DomainError(DomainErrorCode.invalidValue, 'phone');
  const later = cart.orderTime === 'scheduled';
  const slot = cart.scheduled.slot;
  if (later && !slot) throw new DomainError(DomainErrorCode.invalidValue, 'scheduled.slot');
  const order_lines = summary.lines.map((line) => {
    const item = cart.items[line.index];
    if (!item || item.id !== line.item_id)
      throw new DomainError(DomainErrorCode.invalidValue, `items.${line.index}`);
    return orderLine(item, line);
  });
  const request: OrderRequest = {
    priority: later ? 'later' : 'now',
    scheduled_at: later && slot ? `${slot.date} ${slot.from}` : null,
    comment: cart.note,
    branch_id: input.branchId,
    order_lines,
    name: cart.name,
    phone: input.phone.nationalNumber,
    dial_code: input.phone.dialCode,
    coupon_code: summary.couponApplied && cart.coupon ? cart.coupon.code : null,
    notes: input.notes ?? '',
    fees: summary.deliveryFee,
    payment_type: cart.payment_type,
    use_wallet: summary.walletDiscount > 0,
    selling_types: toApiSellingType(input.sellingType),
  };
  if (input.reservation) request.reservation = true;
  return request;
}
