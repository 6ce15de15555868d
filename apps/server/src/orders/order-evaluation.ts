// Every rule an order must pass, each delegated to @sufra/domain: this file only decides which
// rule applies to which part of the request and gathers their problems.
import type { ParsedCalcOrderRequest } from '@sufra/contract';
import {
  type CartLineRef,
  type Coupon,
  cartLineOfOrderLine,
  type DeliveryTarget,
  findArea,
  findZone,
  isDomainError,
  itemTypeOf,
  type OrderSummary,
  type OrderTiming,
  orderTiming,
  type ParsedPhone,
  PaymentMethod,
  type Problem,
  parsePhone,
  type SellingTypeAlias,
  type ShippingCountry,
  summarizeOrder,
  type Zone,
} from '@sufra/domain';
import type { OrderCatalog } from './order-catalog.ts';
import { ServerOrderProblem as P } from './order-problems.ts';

/** What the service looked up for this request; `undefined` means "not asked for". */
export type OrderLookups = {
  coupon: Coupon | null | undefined;
  zones: Zone[] | undefined;
  shippingCountry: ShippingCountry | null | undefined;
  table: { id: number; name: string } | null | undefined;
};

export type EvaluatedDelivery = {
  target: DeliveryTarget;
  zoneId: number | null;
  areaId: number | null;
  countryIso: string | null;
};

export type Evaluation = {
  problems: Problem[];
  sellingType: SellingTypeAlias;
  lines: CartLineRef[];
  summary: OrderSummary | null;
  delivery: EvaluatedDelivery | null;
  timing: OrderTiming | null;
  phone: ParsedPhone | null;
};

const ALIASES: Record<string, SellingTypeAlias> = { dinein: 'dine_in', pickup: 'car_pickup' };

/** The API spelling of a requested selling type (the storefront's dinein/pickup are accepted). */
export const normalizeSellingType = (type: ParsedCalcOrderRequest['selling_types']): SellingTypeAlias =>
  ALIASES[type] ?? (type as SellingTypeAlias);

function sellingTypeOpen(catalog: OrderCatalog, type: SellingTypeAlias): boolean {
  const { branch, settings } = catalog;
  switch (itemTypeOf(type)) {
    case 'delivery':
      return branch.selling_types.delivery && settings.checkoutDelivery;
    case 'car_pickup':
      return branch.selling_types.pickup && settings.checkoutCarPickup;
    case 'dine_in':
      return branch.selling_types.dinein && settings.checkoutDineIn;
    default:
      return false;
  }
}

export function paymentProblem(
  catalog: OrderCatalog,
  type: SellingTypeAlias,
  method: number,
): Problem | null {
  const refused: Problem = {
    code: P.paymentMethodDisabled,
    field: 'payment_type',
    meta: { payment_type: method },
  };
  if (!catalog.settings.payment_methods.includes(method)) return refused;
  // Delivery has its own switches (SPEC §3 delivery config: cash, credit).
  if (itemTypeOf(type) === 'delivery') {
    if (method === PaymentMethod.cash && !catalog.branch.delivery.cash) return refused;
    const online = method !== PaymentMethod.cash && method !== PaymentMethod.payLater;
    if (online && !catalog.branch.delivery.credit) return refused;
  }
  return null;
}

function deliveryOf(
  request: ParsedCalcOrderRequest,
  catalog: OrderCatalog,
  lookups: OrderLookups,
  problems: Problem[],
): EvaluatedDelivery | null {
  if (request.shipping_country) {
    const country = lookups.shippingCountry;
    if (!country) {
      problems.push({ code: P.shippingCountryNotFound, field: 'shipping_country' });
      return null;
    }
    return {
      target: { kind: 'shipping', country },
      zoneId: null,
      areaId: null,
      countryIso: country.country_iso,
    };
  }
  const zones = (lookups.zones ?? []).filter((z) => z.visible && z.branch === catalog.branchId);
  const lat = request.address?.lat;
  const lng = request.address?.lng;
  if (typeof lat === 'number' && typeof lng === 'number') {
    const point = { lat, lng };
    const zone = findZone(zones, point, catalog.branchId);
    if (!zone) {
      problems.push({ code: P.outsideDeliveryZone, field: 'address' });
      return null;
    }
    const area = findArea([zone], point)?.area ?? null;
    return { target: { kind: 'zone', zone }, zoneId: zone.id, areaId: area?.id ?? null, countryIso: null };
  }
  if (request.area_id) {
    const zone = zones.find((z) => z.areas.some((a) => a.id === request.area_id));
    if (!zone) {
      problems.push({ code: P.areaNotFound, field: 'area_id' });
      return null;
    }
    return { target: { kind: 'zone', zone }, zoneId: zone.id, areaId: request.area_id, countryIso: null };
  }
  return null; // the summary reports DELIVERY_TARGET_REQUIRED
}

function phoneOf(
  request: ParsedCalcOrderRequest,
  countryCode: string,
  problems: Problem[],
): ParsedPhone | null {
  if (!request.phone) return null;
  const dial = request.dial_code?.replace(/^\+/, '');
  const raw = request.phone.trim();
  const input = dial && !raw.startsWith('+') ? `+${dial}${raw.replace(/^0+/, '')}` : raw;
  const parsed = parsePhone(input, countryCode);
  if (!parsed.ok) {
    problems.push({ code: `PHONE_${parsed.error}`, field: 'phone' });
    return null;
  }
  if (!parsed.valid) {
    problems.push({ code: P.phoneInvalid, field: 'phone' });
    return null;
  }
  return parsed;
}

export type EvaluationInput = {
  request: ParsedCalcOrderRequest;
  catalog: OrderCatalog;
  lookups: OrderLookups;
  isAuthenticated: boolean;
  now: Date;
};

export function evaluateOrder({
  request,
  catalog,
  lookups,
  isAuthenticated,
  now,
}: EvaluationInput): Evaluation {
  const problems: Problem[] = [];
  const sellingType = normalizeSellingType(request.selling_types);
  if (!sellingTypeOpen(catalog, sellingType)) {
    problems.push({ code: P.sellingTypeDisabled, field: 'selling_types', meta: { type: sellingType } });
  }
  if (request.payment_type) {
    const problem = paymentProblem(catalog, sellingType, request.payment_type);
    if (problem) problems.push(problem);
  }
  const phone = phoneOf(request, catalog.countryCode, problems);

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

  let coupon: Coupon | null = null;
  if (request.coupon_code) {
    if (!catalog.settings.coupon) problems.push({ code: P.couponsDisabled, field: 'coupon_code' });
    else if (!lookups.coupon) problems.push({ code: P.couponNotFound, field: 'coupon_code' });
    else coupon = lookups.coupon;
  }
  if (request.table && !lookups.table) problems.push({ code: P.tableNotFound, field: 'table' });
  if (request.gift && Object.keys(request.gift).length > 0 && !catalog.branch.delivery.enable_gift) {
    problems.push({ code: P.giftNotAvailable, field: 'gift' });
  }
  // No wallet balances are kept yet (ADR 406): asking to pay from one is refused, not ignored.
  if (request.use_wallet) problems.push({ code: P.walletNotAvailable, field: 'use_wallet' });

  let summary: OrderSummary | null = null;
  if (lines.length === request.order_lines.length) {
    summary = summarizeOrder({
      lines,
      menu: catalog.menu,
      discounts: catalog.discounts,
      sellingType,
      coupon,
      isAuthenticated,
      delivery: delivery?.target ?? null,
      wallet: null,
      currency: catalog.currency,
      exclusiveTaxes: catalog.settings.exclusiveTaxes,
      branchId: catalog.branchId,
    });
    // The domain names request lines `lines.N`; the request calls them `order_lines.N`.
    for (const p of summary.problems) {
      const suppressed =
        p.code === 'DELIVERY_TARGET_REQUIRED' &&
        problems.some(
          (q) => q.field === 'address' || q.field === 'area_id' || q.field === 'shipping_country',
        );
      if (!suppressed) problems.push({ ...p, field: p.field.replace(/^lines\b/, 'order_lines') });
    }
  }

  const itemType = itemTypeOf(sellingType);
  const timing = orderTiming({
    priority: request.priority,
    scheduledAt: request.scheduled_at ?? null,
    availability: catalog.availability,
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

  return { problems, sellingType, lines, summary, delivery, timing, phone };
}
