// The single checks an order goes through, each delegated to @sufra/domain; order-evaluation.ts
// decides which apply and gathers their problems.
import type { ParsedCalcOrderRequest } from '@sufra/contract';
import {
  addressKindOf,
  type Coupon,
  type CouponTerms,
  type DeliveryTarget,
  findArea,
  findZone,
  itemTypeOf,
  missingAddressFields,
  missingShippingFields,
  type ParsedPhone,
  PaymentMethod,
  type Problem,
  parsePhone,
  phoneExpectation,
  type SellingTypeAlias,
  type ShippingCountry,
  type TableLinkOutcome,
  type Zone,
} from '@sufra/domain';
import type { BranchCatalog } from '../catalog/branch-catalog.ts';
import type { TableRow } from '../tables/table-repository.ts';
import { ServerOrderProblem as P } from './order-problems.ts';

/** What the service looked up for this request; `undefined` means "not asked for". */
export type OrderLookups = {
  coupon: Coupon | null | undefined;
  /** The found coupon's terms and the orders that used it (ADR 1100). */
  couponTerms?: { terms: CouponTerms; uses: number } | undefined;
  zones: Zone[] | undefined;
  shippingCountry: ShippingCountry | null | undefined;
  /** The table the request's `table` names, resolved on the server (ADR 751). */
  table: TableLinkOutcome<TableRow> | undefined;
};

export type EvaluatedDelivery = {
  target: DeliveryTarget;
  zoneId: number | null;
  areaId: number | null;
  countryIso: string | null;
};

const ALIASES: Record<string, SellingTypeAlias> = { dinein: 'dine_in', pickup: 'car_pickup' };

/** The API spelling of a requested selling type (the storefront's dinein/pickup are accepted). */
export const normalizeSellingType = (type: ParsedCalcOrderRequest['selling_types']): SellingTypeAlias =>
  ALIASES[type] ?? (type as SellingTypeAlias);

export function sellingTypeOpen(catalog: BranchCatalog, type: SellingTypeAlias): boolean {
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

/**
 * The method must be offered: `settings.payment_methods` is already narrowed to what the
 * business's gateway takes in its currency (ADR 721), as the storefront shows it.
 */
export function paymentProblem(
  catalog: BranchCatalog,
  type: SellingTypeAlias,
  method: number,
): Problem | null {
  const refused: Problem = {
    code: P.paymentMethodDisabled,
    field: 'payment_type',
    meta: { payment_type: method },
  };
  if (!catalog.settings.payment_methods.includes(method)) return refused;
  // Delivery has its own switches ([product: Menu and items] delivery config: cash, credit).
  if (itemTypeOf(type) === 'delivery') {
    if (method === PaymentMethod.cash && !catalog.branch.delivery.cash) return refused;
    const online = method !== PaymentMethod.cash && method !== PaymentMethod.payLater;
    if (online && !catalog.branch.delivery.credit) return refused;
  }
  return null;
}

export function deliveryOf(
  request: ParsedCalcOrderRequest,
  catalog: BranchCatalog,
  lookups: OrderLookups,
  problems: Problem[],
): EvaluatedDelivery | null {
  if (request.shipping_country) {
    const country = lookups.shippingCountry;
    if (!country) {
      problems.push({ code: P.shippingCountryNotFound, field: 'shipping_country' });
      return null;
    }
    // The fee is known without the address, so calc-order still prices the cart; the order is refused.
    const missing = missingShippingFields(catalog.shippingForm, request.address);
    if (missing.length) {
      problems.push({
        code: P.shippingAddressIncomplete,
        field: 'address',
        meta: { fields: missing.join(',') },
      });
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

export function phoneOf(
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
    // What is expected, for the message (ADR 1454): the length and an example of the country's mobiles.
    const expected = phoneExpectation(parsed.country ?? countryCode);
    problems.push({ code: P.phoneInvalid, field: 'phone', ...(expected ? { meta: expected } : {}) });
    return null;
  }
  return parsed;
}

/**
 * A zone delivery must say where to ring: the required fields of its address type (ADR 500), one
 * problem per missing field so the form can mark each. Shipping addresses follow their country's form.
 */
export function addressProblems(request: ParsedCalcOrderRequest, problems: Problem[]): void {
  const address = request.address ?? {};
  const kind = addressKindOf(address.type, address.form_type);
  for (const field of missingAddressFields(kind, address)) {
    problems.push({ code: P.addressIncomplete, field: `address.${field}`, meta: { field, type: kind } });
  }
}
