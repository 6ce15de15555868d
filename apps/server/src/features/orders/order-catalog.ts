import type { Branch, BusinessSettings, ShippingFormBody } from '@sufra/contract';
import type { Availability, DiscountsBySellingType, MenuItem, ScheduledOrdersConfig } from '@sufra/domain';
import type { Db } from '../../platform/db/client.ts';
import type { Localized } from '../../platform/db/schema/columns.ts';
import { shippingFormOf } from '../branches/zones-mapper.ts';
import { type PaymentOffer, toBusinessSettings } from '../storefront/business-settings.ts';
import { loadBusinessData } from '../storefront/restaurant-repository.ts';
import { toDomainDiscounts, toDomainMenu } from './domain-mapping.ts';
import { findOrderBranch } from './order-catalog-repository.ts';

/** Everything pricing and validation need about one branch, in domain shapes. */
export type OrderCatalog = {
  businessId: number;
  referenceId: string;
  version: number;
  branchId: number;
  businessName: Localized;
  branchName: Localized;
  locales: string[];
  currency: string;
  timeZone: string;
  countryCode: string;
  /** The business settings with their defaults (the storefront reads the same). */
  settings: BusinessSettings;
  branch: Branch;
  /** The international shipping address form (the zones call answers the same, ADR 202). */
  shippingForm: ShippingFormBody;
  availability: Availability;
  schedule: { delivery: ScheduledOrdersConfig | null; pickup: ScheduledOrdersConfig | null };
  menu: Map<number, MenuItem>;
  discounts: DiscountsBySellingType;
};

/**
 * Per-branch ordering data, cached in memory by business version (the restaurant service's
 * pattern, ADR 201): the version is read with the branch on every request, so a menu change made
 * through any instance is priced by every instance on its next order. Concurrent misses share one
 * load.
 */
export function createOrderCatalog(db: Db, maxEntries = 200, offer?: PaymentOffer) {
  const cache = new Map<string, Promise<OrderCatalog | null>>();
  // The cache key of each branch's current version: an older one is dropped when a newer arrives.
  const current = new Map<string, string>();

  async function build(businessId: number, branchId: number): Promise<OrderCatalog | null> {
    const data = await loadBusinessData(db, businessId);
    const branchRow = data?.branches.find((b) => b.id === branchId);
    if (!data || !branchRow) return null;
    const fallback = data.business.locales[0] ?? 'en';
    const settings = toBusinessSettings(data, branchId, fallback, undefined, offer);
    const branch = settings.branches.find((b) => b.id === branchId);
    if (!branch) return null;
    return {
      businessId,
      referenceId: data.business.referenceId,
      version: data.business.version,
      branchId,
      businessName: data.business.name,
      branchName: branchRow.name,
      locales: data.business.locales,
      currency: data.business.currency,
      timeZone: data.business.timeZone,
      countryCode: data.business.countryCode,
      settings,
      branch,
      shippingForm: shippingFormOf(branchRow.settings),
      availability: branch.availability as unknown as Availability,
      schedule: {
        delivery: branch.scheduled_orders.delivery,
        pickup: branch.scheduled_orders.pickup,
      },
      menu: toDomainMenu(data, branchId),
      discounts: toDomainDiscounts(data),
    };
  }

  return {
    async forBranch(branchId: number): Promise<OrderCatalog | null> {
      const head = await findOrderBranch(db, branchId);
      // A moved or suspended business (ADR 310) takes no orders here.
      if (!head || head.redirectUrl || head.suspendedAt) return null;
      const branchKey = `${head.businessId}:${branchId}`;
      const key = `${branchKey}:${head.version}`;
      let entry = cache.get(key);
      if (!entry) {
        const previous = current.get(branchKey);
        if (previous) cache.delete(previous);
        current.set(branchKey, key);
        entry = build(head.businessId, branchId);
        // A failed load must not stay cached.
        entry.catch(() => cache.delete(key));
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
        cache.set(key, entry);
      }
      return entry;
    },
  };
}

export type OrderCatalogService = ReturnType<typeof createOrderCatalog>;
