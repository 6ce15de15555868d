// Turns an evaluated request into the rows to store: the summary's figures, and copies of the
// names and labels the customer saw (so a later menu edit does not rewrite the order).
import type { ParsedCalcOrderRequest } from '@sufra/contract';
import {
  initialOrderStatus,
  type MenuItem,
  type OrderSummary,
  orderTypeOf,
  PaymentMethod,
  type SummaryLine,
} from '@sufra/domain';
import type { BranchCatalog } from '../catalog/branch-catalog.ts';
import type { Evaluation } from './order-evaluation.ts';
import type { NewOrder, NewOrderLine } from './order-repository.ts';

export const isOfflineMethod = (method: number): boolean =>
  method === PaymentMethod.cash || method === PaymentMethod.payLater;

function modifierDetails(item: MenuItem, chosen: ReadonlyArray<{ id: number; quantity: number }>) {
  const all = item.modifier_groups.flatMap((g) => g.modifiers);
  return chosen.flatMap((c) => {
    const m = all.find((x) => x.id === c.id);
    return m ? [{ id: m.id, name: m.locales, quantity: c.quantity, price: m.price }] : [];
  });
}

function lineRow(line: SummaryLine, catalog: BranchCatalog, evaluation: Evaluation): NewOrderLine {
  const item = catalog.menu.get(line.item_id) as MenuItem;
  const ref = evaluation.lines[line.index];
  const label = item.price_labels.find((l) => l.id === line.price_label_id);
  return {
    position: line.index,
    itemId: line.item_id,
    priceLabelId: line.price_label_id,
    name: item.name,
    label: label?.label ?? {},
    modifiers: modifierDetails(item, ref?.modifiers ?? []),
    quantity: line.count,
    unitPrice: line.unitPrice,
    gross: line.gross,
    itemDiscount: line.itemDiscount,
    couponDiscount: line.couponDiscount,
    net: line.net,
    discountId: line.discount_id,
    comment: ref?.note ?? '',
  };
}

export type RecordInput = {
  request: ParsedCalcOrderRequest & { name: string; payment_type: number };
  catalog: BranchCatalog;
  evaluation: Evaluation & { summary: OrderSummary };
  token: string;
  userId: number | null;
  idempotencyKey: string | null;
  requestHash: string | null;
  /** A phone order (ADR 1475): the member who took it for a caller. */
  takenBy?: number | null | undefined;
  /** A phone order's status messages and their language (ADR 1478). */
  statusMessages?: 'sms' | 'whatsapp' | null | undefined;
  locale?: string | null | undefined;
};

export function toOrderRecord(input: RecordInput): { order: NewOrder; lines: NewOrderLine[] } {
  const { request, catalog, evaluation } = input;
  const summary = evaluation.summary;
  const slot = evaluation.timing?.ok ? evaluation.timing.slot : null;
  const phone = evaluation.phone;
  const order: NewOrder = {
    businessId: catalog.businessId,
    branchId: catalog.branchId,
    token: input.token,
    userId: input.userId,
    status: initialOrderStatus(slot !== null),
    orderType: orderTypeOf(evaluation.sellingType),
    sellingType: evaluation.sellingType,
    paymentType: request.payment_type,
    // Nothing left to pay once the wallet covered the total (ADR 761): no method, no attempt.
    paymentState:
      isOfflineMethod(request.payment_type) || (summary.walletDiscount > 0 && summary.total === 0)
        ? 'none'
        : 'unpaid',
    name: request.name,
    phone: phone?.e164 ?? '',
    dialCode: phone?.dialCode ?? '',
    address: request.address ? { ...request.address } : null,
    zoneId: evaluation.delivery?.zoneId ?? null,
    areaId: evaluation.delivery?.areaId ?? null,
    shippingCountry: evaluation.delivery?.countryIso ?? null,
    car: request.car ?? null,
    // The resolved table's name: the request's reference may be its token, never stored (ADR 749).
    tableName: evaluation.table?.name ?? null,
    gift: request.gift ?? null,
    scheduledAt: slot ? new Date(slot.start) : null,
    slot: slot ? { date: slot.date, from: slot.from, to: slot.to } : null,
    couponCode: summary.couponApplied ? (request.coupon_code ?? null) : null,
    notes: request.notes ?? '',
    comment: request.comment ?? '',
    currency: summary.currency,
    subtotal: summary.subtotal,
    itemDiscount: summary.itemDiscount,
    couponDiscount: summary.couponDiscount,
    exclusiveTax: summary.exclusiveTax,
    inclusiveTax: summary.inclusiveTax,
    deliveryFee: summary.deliveryFee,
    walletDiscount: summary.walletDiscount,
    tip: summary.tip,
    tipPercent: summary.tip > 0 && request.tip && 'percent' in request.tip ? request.tip.percent : null,
    cutlery: request.cutlery ?? null,
    noContact: request.no_contact === true,
    total: summary.total,
    taxes: summary.taxes,
    source: input.takenBy ? 'phone' : null,
    takenBy: input.takenBy ?? null,
    statusMessages: input.takenBy ? (input.statusMessages ?? null) : null,
    locale: input.locale ?? null,
    idempotencyKey: input.idempotencyKey,
    requestHash: input.requestHash,
  };
  return { order, lines: summary.lines.map((l) => lineRow(l, catalog, evaluation)) };
}
