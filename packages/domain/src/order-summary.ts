// ONE function prices an order (SPEC §3 calculatedAmounts, §5, §9). The server prices placed
// orders with it and the web app shows its result, so the two can never disagree.
import { applyCoupon, CouponProblem, couponAudienceProblem } from './coupon.ts';
import { currencyInfo } from './currency.ts';
import { deliveryFee, minimumOrder } from './delivery-fee.ts';
import { applyDiscount, checkDiscount, discountForItem, discountsFor } from './discounts.ts';
import { DomainError, DomainErrorCode, type Problem, requireNumber } from './errors.ts';
import { checkDelivery, checkLine, checkMenu, checkMenuItem, checkWallet } from './input-checks.ts';
import { LineProblem, type ResolvedLine, resolveLine, validateSelection } from './line-pricing.ts';
import { roundToStep } from './rounding.ts';
import { isItemSoldAs, isSellingTypeAlias, itemTypeOf, type SellingTypeAlias } from './selling-types.ts';
import { splitTaxTotals, TaxAccumulator } from './taxes.ts';
import type {
  CartLineRef,
  Coupon,
  DeliveryTarget,
  Discount,
  DiscountsBySellingType,
  MenuItem,
  TaxEntry,
  WalletUse,
} from './types.ts';
import { walletDiscount } from './wallet.ts';

export type MenuLookup = ReadonlyMap<number, MenuItem> | Readonly<Record<number, MenuItem>>;

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
}

export interface SummaryLine {
  /** Position of the line in the input. */
  index: number;
  item_id: number;
  price_label_id: number;
  count: number;
  labelPrice: number;
  modifiersPrice: number;
  /** Label plus modifiers, per unit (SPEC §3 cart item price). */
  unitPrice: number;
  discountedUnitPrice: number;
  discount_id: number | null;
  /** unitPrice × count (SPEC §3 netPrice). */
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

/** Builds the menu lookup the summary takes from a list of items. */
export const menuById = (items: readonly MenuItem[]): Map<number, MenuItem> =>
  new Map(items.map((i) => [i.id, i]));

interface Priced {
  index: number;
  resolved: ResolvedLine;
  unitPrice: number;
  count: number;
  discountedUnit: number;
  discountId: number | null;
}

function priceLines(input: OrderSummaryInput, step: number, problems: Problem[]): Priced[] {
  const { menu, sellingType } = input;
  checkMenu(menu);
  const get =
    menu instanceof Map
      ? (id: number) => menu.get(id)
      : (id: number) => (menu as Record<number, MenuItem>)[id];
  const table = discountsFor(input.discounts, sellingType);
  const branchId = input.branchId ?? null;
  if (branchId !== null) requireNumber(branchId, 'branchId');
  // Each distinct menu item is shape-checked once per call, however many lines use it.
  const checked = new Set<MenuItem>();
  const checkedDiscounts = new Set<Discount>();
  const priced: Priced[] = [];
  for (let index = 0; index < input.lines.length; index++) {
    const field = `lines.${index}`;
    const line = checkLine(input.lines[index], field);
    const item = get(line.id);
    if (item === undefined || item === null) {
      problems.push({ code: LineProblem.itemNotFound, field: `${field}.id` });
      continue;
    }
    if (!checked.has(item)) {
      checkMenuItem(item, `menu.${line.id}`);
      checked.add(item);
    }
    if (!item.visible) problems.push({ code: LineProblem.itemHidden, field: `${field}.id` });
    else if (!isItemSoldAs(item.types, sellingType)) {
      problems.push({
        code: LineProblem.itemNotSoldAsType,
        field: `${field}.id`,
        meta: { type: sellingType },
      });
    } else if (branchId !== null && item.branch_ids.length > 0 && !item.branch_ids.includes(branchId)) {
      problems.push({ code: LineProblem.itemNotInBranch, field: `${field}.id`, meta: { branch: branchId } });
    } else {
      const result = resolveLine(line, item, field);
      if (!result.ok) problems.push(...result.problems);
      else {
        problems.push(...validateSelection(result.line, line, field));
        const discount = discountForItem(item, table);
        // Menu prices should already be multiples of the currency step (CHF 0.05); if one is not,
        // the unit price is settled here so that every figure below is.
        const unitPrice = step === 1 ? result.line.unitPrice : roundToStep(result.line.unitPrice, step);
        if (discount && !checkedDiscounts.has(discount)) {
          checkDiscount(discount, `discounts.${item.id}`);
          checkedDiscounts.add(discount);
        }
        const discountedUnit = applyDiscount(unitPrice, discount, step);
        priced.push({
          index,
          resolved: result.line,
          unitPrice,
          count: line.count,
          discountedUnit,
          discountId: discount?.id ?? null,
        });
      }
    }
  }
  return priced;
}

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
    const p = priced[k] as Priced;
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

  const beforeWallet = subtotal - itemDiscount - couponDiscount + exclusive + fee;
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
    total: beforeWallet - wallet,
    problems,
  };
}
