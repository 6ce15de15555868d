// Every rule an order must pass, each delegated to @sufra/domain: this file only decides which
// rule applies to which part of the request and gathers their problems.
import type { ParsedCalcOrderRequest } from '@sufra/contract';
import {
  allDiscountsAt,
  type CartLineRef,
  type Coupon,
  cartFingerprint,
  cartLineOfOrderLine,
  couponTermsProblem,
  discountKeyOf,
  isDomainError,
  itemTypeOf,
  type OrderSummary,
  type OrderTiming,
  operationTypeOf,
  orderTiming,
  type ParsedPhone,
  type Problem,
  pausedUntil,
  type SellingTypeAlias,
  summarizeOrder,
  type TimeSlot,
  type WalletUse,
  weekWithSpecialDays,
} from '@sufra/domain';
import type { BranchCatalog } from '../catalog/branch-catalog.ts';
import type { TableRow } from '../tables/table-repository.ts';
import { carDetailsProblem } from './car-details.ts';
import {
  addressProblems,
  deliveryOf,
  type EvaluatedDelivery,
  normalizeSellingType,
  type OrderLookups,
  paymentProblem,
  phoneOf,
  sellingTypeOpen,
} from './order-checks.ts';
import { ServerOrderProblem as P } from './order-problems.ts';

/**
 * The largest amount an order can hold: its money columns (subtotal, total, line prices, payment
 * amounts) are PostgreSQL integers. A cart past it is refused (ORDER_TOO_LARGE, ADR 406) rather
 * than failing at the insert.
 */
export const MAX_ORDER_AMOUNT = 2_147_483_647;

export type Evaluation = {
  problems: Problem[];
  sellingType: SellingTypeAlias;
  lines: CartLineRef[];
  summary: OrderSummary | null;
  delivery: EvaluatedDelivery | null;
  timing: OrderTiming | null;
  phone: ParsedPhone | null;
  /** The table the order is for (resolved from its QR token, ADR 751), or null. */
  table: TableRow | null;
};

export type EvaluationInput = {
  request: ParsedCalcOrderRequest;
  catalog: BranchCatalog;
  lookups: OrderLookups;
  isAuthenticated: boolean;
  now: Date;
  /**
   * A reservation's pre-order (ADR 800): served at the booked slot, so it is timed by the slot
   * (not by whether the shop is open now) and allowed by the reservation setting, not dine-in's.
   */
  reservationSlot?: TimeSlot | undefined;
  /**
   * The signed-in caller's spendable wallet balance (ADR 761): read under the wallet's lock when
   * placing, without one for calc-order; null for a guest.
   */
  walletBalance?: number | null | undefined;
};

export function evaluateOrder({
  request,
  catalog,
  lookups,
  isAuthenticated,
  now,
  reservationSlot,
  walletBalance,
}: EvaluationInput): Evaluation {
  const problems: Problem[] = [];
  const sellingType = normalizeSellingType(request.selling_types);
  const open = reservationSlot ? catalog.settings.reservation.enabled : sellingTypeOpen(catalog, sellingType);
  if (!open) {
    problems.push({ code: P.sellingTypeDisabled, field: 'selling_types', meta: { type: sellingType } });
  }
  if (request.payment_type) {
    const problem = paymentProblem(catalog, sellingType, request.payment_type);
    if (problem) problems.push(problem);
  }
  const phone = phoneOf(request, catalog.countryCode, problems);

  // Only the cart the diner confirmed is placed (ADR 1346).
  if (request.cart_fp && request.cart_fp !== cartFingerprint(request.order_lines))
    problems.push({ code: P.cartChanged, field: 'cart_fp' });

  const lines: CartLineRef[] = [];
  request.order_lines.forEach((line, i) => {
    try {
      lines.push(cartLineOfOrderLine(line, `order_lines.${i}`));
    } catch (error) {
      if (!isDomainError(error)) throw error;
      problems.push({ code: P.invalidRequest, field: error.field });
    }
  });

  const isDelivery = itemTypeOf(sellingType) === 'delivery';
  const delivery = isDelivery ? deliveryOf(request, catalog, lookups, problems) : null;
  if (delivery?.target.kind === 'zone') addressProblems(request, problems);

  let coupon: Coupon | null = null;
  if (request.coupon_code) {
    if (!catalog.settings.coupon) problems.push({ code: P.couponsDisabled, field: 'coupon_code' });
    else if (!lookups.coupon) problems.push({ code: P.couponNotFound, field: 'coupon_code' });
    else {
      // Its terms (ADR 1100): a coupon out of its window, used up or for another selling type is refused.
      const terms = lookups.couponTerms;
      const problem = terms
        ? couponTermsProblem(terms.terms, { now, uses: terms.uses, discountKey: discountKeyOf(sellingType) })
        : null;
      if (problem) problems.push({ ...problem, field: 'coupon_code' });
      else coupon = lookups.coupon;
    }
  }
  // The table is the one the reference resolved to on the server (ADR 751); never a client id.
  const table = lookups.table?.ok ? lookups.table.table : null;
  if (lookups.table && !lookups.table.ok) problems.push({ code: lookups.table.problem, field: 'table' });
  const car = carDetailsProblem(request, catalog.branch, itemTypeOf(sellingType) === 'car_pickup');
  if (car) problems.push(car);
  // Leaving the order at the door is a delivery's handover (ADR 791): asked elsewhere, refused.
  if (request.no_contact && !isDelivery)
    problems.push({ code: P.noContactDeliveryOnly, field: 'no_contact' });
  if (request.gift && Object.keys(request.gift).length > 0 && !catalog.branch.delivery.enable_gift) {
    problems.push({ code: P.giftNotAvailable, field: 'gift' });
  }
  // The wallet needs the feature enabled and the use-wallet flag; it is a signed-in
  // customer's (ADR 761). Asked for where it cannot be used, it is refused, not ignored.
  let wallet: WalletUse | null = null;
  if (request.use_wallet) {
    if (!catalog.settings.enable_wallet || walletBalance === null || walletBalance === undefined)
      problems.push({ code: P.walletNotAvailable, field: 'use_wallet' });
    else wallet = { enabled: true, useWallet: true, balance: walletBalance };
  }

  let summary: OrderSummary | null = null;
  if (lines.length === request.order_lines.length) {
    const summarize = (withCoupon: Coupon | null) =>
      summarizeOrder({
        lines,
        menu: catalog.menu,
        // Happy hours by the server's clock at this evaluation, in the business's zone (ADR 1485).
        discounts: allDiscountsAt(catalog.discounts, now, catalog.timeZone),
        sellingType,
        coupon: withCoupon,
        isAuthenticated,
        delivery: delivery?.target ?? null,
        wallet,
        currency: catalog.currency,
        exclusiveTaxes: catalog.settings.exclusiveTaxes,
        branchId: catalog.branchId,
        // The tip's figure is the domain's, from the server's prices (ADR 790).
        tip: { choice: request.tip ?? null, settings: catalog.settings.tip },
      });
    summary = summarize(coupon);
    // A coupon whose own minimum is not met takes nothing off (docs/product.md): the figures shown
    // are those the order would be placed with, the coupon's refusal beside them.
    const couponTerms = coupon ? lookups.couponTerms : undefined;
    if (
      couponTerms &&
      couponTermsProblem(couponTerms.terms, {
        now,
        uses: couponTerms.uses,
        discountKey: discountKeyOf(sellingType),
        itemsAfterDiscounts: summary.subtotal - summary.itemDiscount,
      })
    )
      summary = { ...summarize(null), problems: summary.problems };
    // The domain names request lines `lines.N`; the request calls them `order_lines.N`.
    for (const p of summary.problems) {
      const suppressed =
        p.code === 'DELIVERY_TARGET_REQUIRED' &&
        problems.some(
          (q) => q.field === 'address' || q.field === 'area_id' || q.field === 'shipping_country',
        );
      if (!suppressed) problems.push({ ...p, field: p.field.replace(/^lines\b/, 'order_lines') });
    }
    // The coupon's minimum is on the items after their discounts, before the coupon (ADR 1100).
    const terms = coupon ? lookups.couponTerms : undefined;
    const minimum =
      terms &&
      couponTermsProblem(terms.terms, {
        now,
        uses: terms.uses,
        discountKey: discountKeyOf(sellingType),
        itemsAfterDiscounts: summary.subtotal - summary.itemDiscount,
      });
    if (minimum) problems.push({ ...minimum, field: 'coupon_code' });
    // Subtotal bounds every line and discount; total adds taxes and fees on top.
    if (Math.max(summary.subtotal, summary.total) > MAX_ORDER_AMOUNT)
      problems.push({ code: P.orderTooLarge, field: 'order_lines', meta: { max: MAX_ORDER_AMOUNT } });
  }

  const itemType = itemTypeOf(sellingType);
  const timing: OrderTiming = reservationSlot
    ? { ok: true, priority: 'later', slot: reservationSlot }
    : orderTiming({
        priority: request.priority,
        scheduledAt: request.scheduled_at ?? null,
        availability: weekWithSpecialDays(catalog.availability, catalog.specialDays, now, catalog.timeZone),
        schedule:
          itemType === 'delivery'
            ? catalog.schedule.delivery
            : itemType === 'car_pickup'
              ? catalog.schedule.pickup
              : null,
        shipping: delivery?.target.kind === 'shipping',
        now,
        timeZone: catalog.timeZone,
      });
  if (!timing.ok) problems.push(timing.problem);
  // Paused from the back office (ADR 1080): orders for now, and for a slot before the pause ends.
  const opType = reservationSlot ? null : operationTypeOf(itemType);
  const paused = opType ? pausedUntil(catalog.operations, opType, now) : null;
  if (paused && (!timing.ok || timing.priority === 'now' || new Date(timing.slot.start) < paused))
    problems.push({ code: P.orderingPaused, field: 'priority', meta: { until: paused.toISOString() } });

  return { problems, sellingType, lines, summary, delivery, timing, phone, table };
}
