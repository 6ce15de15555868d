import type {
  OrderAddress,
  OrderEvent,
  OrderView,
  RefundView,
  StaffOrderView,
  Transaction,
} from '@sufra/contract';
import { pickText } from '../../platform/localize.ts';
import type { PaymentRow } from '../payments/payment-repository.ts';
import type { RefundRow } from '../payments/refund-repository.ts';
import type { OrderEventRow, OrderLineRow, OrderRow } from './order-repository.ts';

export type Texts = { locale: string; fallback: string };

/** `place`: the event's place among its order's events, what a diner sees as its id (ADR 1493). */
export function toEventView(e: OrderEventRow, place: number): OrderEvent {
  return {
    id: place,
    kind: e.kind as OrderEvent['kind'],
    status: e.status as OrderEvent['status'],
    payment_state: e.paymentState as OrderEvent['payment_state'],
    actor: e.actor,
    created_at: e.createdAt.toISOString(),
  };
}

export function toTransactionView(p: PaymentRow): Transaction {
  return {
    reference: p.reference,
    provider: p.provider,
    method: p.method,
    amount: p.amount,
    currency: p.currency,
    status: p.status as Transaction['status'],
    failure_code: p.failureCode,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export function toRefundView(r: RefundRow): RefundView {
  return {
    amount: r.amount,
    currency: r.currency,
    via: r.via as RefundView['via'],
    status: r.status as RefundView['status'],
    reason: r.reason,
    lines: r.lines,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export type OrderExtras = {
  lines?: OrderLineRow[];
  events?: OrderEventRow[];
  payments?: PaymentRow[];
  refunds?: RefundRow[];
};

/**
 * An order row (and, for full views, its lines, events and payments) as its diner reads it: named
 * by its public reference only, never its sequential id (ADR 1472).
 */
export function toOrderView(
  row: OrderRow,
  businessRef: string,
  texts: Texts,
  extras: OrderExtras = {},
): OrderView {
  const t = (v: Record<string, string> | null | undefined) => pickText(v, texts.locale, texts.fallback);
  const view: OrderView = {
    public_ref: row.publicRef,
    business_reference: businessRef,
    branch_id: row.branchId,
    status: row.status as OrderView['status'],
    order_type: row.orderType,
    selling_type: row.sellingType,
    payment_type: row.paymentType,
    payment_state: row.paymentState as OrderView['payment_state'],
    name: row.name,
    phone: row.phone,
    address: (row.address as OrderAddress | null) ?? null,
    zone_id: row.zoneId,
    area_id: row.areaId,
    shipping_country: row.shippingCountry,
    car: row.car ?? null,
    table: row.tableName,
    gift: row.gift ?? null,
    cutlery: row.cutlery,
    no_contact: row.noContact,
    tip_percent: row.tipPercent,
    priority: row.scheduledAt ? 'later' : 'now',
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    slot: row.slot ?? null,
    ready_at: row.readyAt?.toISOString() ?? null,
    coupon_code: row.couponCode,
    notes: row.notes,
    comment: row.comment,
    amounts: {
      currency: row.currency,
      subtotal: row.subtotal,
      item_discount: row.itemDiscount,
      coupon_discount: row.couponDiscount,
      exclusive_tax: row.exclusiveTax,
      inclusive_tax: row.inclusiveTax,
      delivery_fee: row.deliveryFee,
      wallet_discount: row.walletDiscount,
      tip: row.tip,
      total: row.total,
      taxes: row.taxes.map((x) => ({ ...x, taxName: t(x.taxName) })),
    },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  if (extras.lines) {
    view.lines = extras.lines
      .filter((l) => l.orderId === row.id)
      .map((l) => ({
        position: l.position,
        item_id: l.itemId,
        price_label_id: l.priceLabelId,
        name: t(l.name),
        label: t(l.label),
        modifiers: l.modifiers.map((m) => ({
          id: m.id,
          name: t(m.name),
          quantity: m.quantity,
          price: m.price,
        })),
        quantity: l.quantity,
        unit_price: l.unitPrice,
        gross: l.gross,
        item_discount: l.itemDiscount,
        coupon_discount: l.couponDiscount,
        net: l.net,
        discount_id: l.discountId,
        comment: l.comment,
      }));
  }
  if (extras.events) view.events = extras.events.map((e, i) => toEventView(e, i + 1));
  if (extras.payments) view.transactions = extras.payments.map(toTransactionView);
  if (extras.refunds) view.refunds = extras.refunds.filter((r) => r.orderId === row.id).map(toRefundView);
  return view;
}

/** The same order as staff read it: with its number, `#1234` on the board (ADR 1472). */
export function toStaffOrderView(
  row: OrderRow,
  businessRef: string,
  texts: Texts,
  extras: OrderExtras = {},
): StaffOrderView {
  return { id: row.id, ...toOrderView(row, businessRef, texts, extras) };
}
