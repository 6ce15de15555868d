// ONE function prices an order ([product: Delivery, areas and shipping] calculatedAmounts, §5, §9). The server prices placed
// orders with it and the web app shows its result, so the two can never disagree.
import { applyCoupon, CouponProblem, couponAudienceProblem } from './coupon.ts';
import { currencyInfo } from './currency.ts';
import { deliveryFee, minimumOrder } from './delivery-fee.ts';
import { DomainError, DomainErrorCode, type Problem } from './errors.ts';
import { checkDelivery, checkWallet } from './input-checks.ts';
import { type MenuLookup, type PricedLine, priceLines } from './price-lines.ts';
import { isSellingTypeAlias, itemTypeOf, type SellingTypeAlias } from './selling-types.ts';
import { splitTaxTotals, TaxAccumulator } from './taxes.ts';
import { type TipChoice, type TipSettings, tipFor } from './tip.ts';
import type {
  CartLineRef,
  Coupon,
  DeliveryTarget,
  DiscountsBySellingType,
  TaxEntry,
  WalletUse,
} from './types.ts';
import { walletDiscount } from './wallet.ts';

export interface OrderSummaryInput {
  lines: readonly CartLineRef[];
  menu: MenuLookup;
  discounts: DiscountsBySellingType | null;
  sellingType: SellingTypeAlias;
  coupon: Coupon | null;
  isAuthenticated: boolean;
  /** Required for delivery; ignored for other selling types. */
  delivery: DeliveryTarget | null;
  wallet: WalletUse | null;
  currency: string;
  /** Business setting: off means every tax is already inside the prices. */
  exclusiveTaxes: boolean;
  /** When given, items not offered in this branch are refused. */
  branchId?: number | null;
  /** The diner's tip and whether the business offers one (ADR 790); none when absent. */
  tip?: { choice: TipChoice | null; settings: TipSettings } | null;
}

export interface SummaryLine {
  /** Position of the line in the input. */
  index: number;
  item_id: number;
  price_label_id: number;
  count: number;
  labelPrice: number;
  modifiersPrice: number;
  /** Label plus modifiers, per unit ([product: Menu and items] cart item price). */
  unitPrice: number;
  discountedUnitPrice: number;
  discount_id: number | null;
  /** unitPrice × count ([product: Money] netPrice). */
  gross: number;
  itemDiscount: number;
  couponUnits: number;
  couponDiscount: number;
  /** gross − itemDiscount − couponDiscount: what the customer pays for the line before taxes. */
  net: number;
}

export interface OrderSummary {
  currency: string;
  lines: SummaryLine[];
  /** Σ line gross. */
  subtotal: number;
  itemDiscount: number;
  couponDiscount: number;
  couponApplied: boolean;
  freeDelivery: boolean;
  taxes: TaxEntry[];
  /** Taxes added on top of prices (part of the total). */
  exclusiveTax: number;
  /** Taxes already inside prices (shown, not added). */
  inclusiveTax: number;
  deliveryFee: number;
  minOrder: number;
  walletDiscount: number;
  /** The diner's tip (ADR 790): added to the total, outside every discount's and minimum's base. */
  tip: number;
  total: number;
  /** Reasons the order cannot be placed as is; empty when it can. */
  problems: Problem[];
}

export const OrderProblem = {
  cartEmpty: 'CART_EMPTY',
  deliveryTargetRequired: 'DELIVERY_TARGET_REQUIRED',
  minOrderNotMet: 'MIN_ORDER_NOT_MET',
} as const;
export type OrderProblem = (typeof OrderProblem)[keyof typeof OrderProblem];

export function summarizeOrder(input: OrderSummaryInput): OrderSummary {
  if (!input || typeof input !== 'object') throw new DomainError(DomainErrorCode.invalidValue, 'input');
  if (!Array.isArray(input.lines)) throw new DomainError(DomainErrorCode.invalidValue, 'lines');
  if (!isSellingTypeAlias(input.sellingType)) {
    throw new DomainError(DomainErrorCode.invalidValue, 'sellingType');
  }
  const delivery = checkDelivery(input.delivery);
  const walletUse = checkWallet(input.wallet);
  const info = currencyInfo(input.currency);
  const step = info.rounding;
  const problems: Problem[] = [];
  const priced = priceLines(input, step, problems);
  if (input.lines.length === 0) problems.push({ code: OrderProblem.cartEmpty, field: 'lines' });

  // Coupon: audience first, then the covered units; a coupon that covers nothing does not apply.
  let couponAmounts: number[] | null = null;
  let couponUnits: number[] | null = null;
  const coupon = input.coupon;
  if (coupon) {
    const audience = couponAudienceProblem(coupon, input.isAuthenticated);
    const result = applyCoupon(
      coupon,
      priced.map((p) => ({ itemId: p.resolved.item.id, count: p.count, unitPrice: p.discountedUnit })),
      step,
    );
    if (audience) problems.push(audience);
    else if (result.base === 0 && priced.length > 0) {
      problems.push({ code: CouponProblem.noEligibleItems, field: 'coupon' });
    } else {
      couponAmounts = result.amounts;
      couponUnits = result.units;
    }
  }

  const taxes = new TaxAccumulator(input.exclusiveTaxes);
  const lines: SummaryLine[] = [];
  let subtotal = 0;
  let itemDiscount = 0;
  let couponDiscount = 0;
  for (let k = 0; k < priced.length; k++) {
    const p = priced[k] as PricedLine;
    const r = p.resolved;
    const gross = p.unitPrice * p.count;
    const lineItemDiscount = (p.unitPrice - p.discountedUnit) * p.count;
    const lineCoupon = couponAmounts?.[k] ?? 0;
    const net = gross - lineItemDiscount - lineCoupon;
    subtotal += gross;
    itemDiscount += lineItemDiscount;
    couponDiscount += lineCoupon;
    if (net > 0) {
      // Rates were checked with the menu item, so these adds cannot fail; the field is a fallback.
      taxes.add(r.item.taxes, (net * r.labelPrice) / r.unitPrice, 'item', 'menu');
      for (const m of r.modifiers) {
        taxes.add(m.modifier.taxes, (net * m.modifier.price * m.quantity) / r.unitPrice, 'modifiers', 'menu');
      }
    }
    lines.push({
      index: p.index,
      item_id: r.item.id,
      price_label_id: r.label.id,
      count: p.count,
      labelPrice: r.labelPrice,
      modifiersPrice: r.modifiersPrice,
      unitPrice: p.unitPrice,
      discountedUnitPrice: p.discountedUnit,
      discount_id: p.discountId,
      gross,
      itemDiscount: lineItemDiscount,
      couponUnits: couponUnits?.[k] ?? 0,
      couponDiscount: lineCoupon,
      net,
    });
  }

  const taxEntries = taxes.entries(step);
  const { exclusive, inclusive } = splitTaxTotals(taxEntries);
  const couponApplied = couponAmounts !== null;
  const freeDelivery = couponApplied && coupon?.free_delivery === true;

  let fee = 0;
  let minOrder = 0;
  if (itemTypeOf(input.sellingType) === 'delivery') {
    if (!delivery) problems.push({ code: OrderProblem.deliveryTargetRequired, field: 'delivery' });
    else {
      minOrder = minimumOrder(delivery);
      const units = priced.map((p) => ({ label: p.resolved.label, count: p.count }));
      fee = freeDelivery ? 0 : deliveryFee(delivery, units, step);
      // The minimum is measured on the items after their discounts, before coupon, taxes and fees.
      const netItems = subtotal - itemDiscount;
      if (netItems < minOrder) {
        problems.push({
          code: OrderProblem.minOrderNotMet,
          field: 'lines',
          meta: { min_order: minOrder, missing: minOrder - netItems },
        });
      }
    }
  }

  // The tip is a share of what the items cost the diner: after discounts and coupon, before taxes
  // and fees; it never counts toward a minimum or a discount (ADR 790).
  const tipped = input.tip
    ? tipFor(input.tip.choice, subtotal - itemDiscount - couponDiscount, input.tip.settings, step)
    : { tip: 0, problem: null };
  if (tipped.problem) problems.push(tipped.problem);
  const beforeWallet = subtotal - itemDiscount - couponDiscount + exclusive + fee + tipped.tip;
  const wallet = walletDiscount(walletUse, beforeWallet, step);
  return {
    currency: info.code,
    lines,
    subtotal,
    itemDiscount,
    couponDiscount,
    couponApplied,
    freeDelivery,
    taxes: taxEntries,
    exclusiveTax: exclusive,
    inclusiveTax: inclusive,
    deliveryFee: fee,
    minOrder,
    walletDiscount: wallet,
    tip: tipped.tip,
    total: beforeWallet - wallet,
    problems,
  };
}
