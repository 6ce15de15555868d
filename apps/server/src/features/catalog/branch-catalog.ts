import type { Branch, BusinessSettings, ShippingFormBody } from '@sufra/contract';
import type {
  Availability,
  BranchOperations,
  DiscountsBySellingType,
  MenuItem,
  ScheduledOrdersConfig,
  SpecialDay,
} from '@sufra/domain';
import { cacheKey, createLru } from '../../platform/cache/lru.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Localized } from '../../platform/db/schema/columns.ts';
import { Suspended } from '../../platform/failures.ts';
import type { BusinessDirectory } from '../tenancy/business-directory.ts';
import type { BusinessHead } from '../tenancy/business-heads.ts';
import { operationsOf, ordersPerSlotOf, specialDaysOf } from './branch-operations.ts';
import { type BusinessData, loadBusinessData } from './business-data.ts';
import { type PaymentOffer, toBusinessSettings } from './business-settings.ts';
import { toDomainDiscounts, toDomainMenu } from './domain-menu.ts';
import { shippingFormOf } from './shipping-form.ts';

/** Everything pricing and validation need about one branch, in domain shapes. */
export type BranchCatalog = {
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
  /** The week; orders read it through `weekWithSpecialDays` with these (ADR 1080). */
  availability: Availability;
  specialDays: SpecialDay[];
  /** Pauses and busy spells per selling type, compared with the order's instant (ADR 1080). */
  operations: BranchOperations;
  schedule: { delivery: ScheduledOrdersConfig | null; pickup: ScheduledOrdersConfig | null };
  /** Scheduled orders a slot takes at most (ADR 1433); null: no cap. */
  ordersPerSlot: number | null;
  menu: Map<number, MenuItem>;
  discounts: DiscountsBySellingType;
};

export type BranchCatalogOptions = {
  /** Which payment methods the gateways offer (ADR 721): part of the settings orders read. */
  offer?: PaymentOffer | undefined;
  /** Loaded businesses and built branch catalogs kept (one LRU, ADR 603). */
  maxEntries?: number;
};

/** Thrown inside a build when a business vanishes between its lookup and its load. */
class Vanished extends Error {}

/**
 * "The menu of a branch", built once for every reader (ADR 609): the menu and restaurant reads
 * build their responses from `data(head)`, order placement (and the reservations' pre-orders, the
 * table links, online payments) prices from `forBranch(id)`. Both find their business through the
 * business directory, so a suspended business is refused the same way everywhere: `Suspended`,
 * 433 (ADR 310). A moved business (a redirect) has no branch that takes orders: `null`.
 *
 * Both are kept in the platform LRU, keyed by business version (ADR 201): a menu change moves the
 * version, so the next read or order misses and rebuilds; concurrent misses share one load.
 */
export function createBranchCatalog(
  db: Db,
  directory: BusinessDirectory,
  options: BranchCatalogOptions = {},
) {
  const cache = createLru<BusinessData | BranchCatalog>({ maxEntries: options.maxEntries ?? 400 });

  async function data(head: Pick<BusinessHead, 'id' | 'version'>): Promise<BusinessData | null> {
    try {
      return (await cache.getOrBuild(cacheKey(head.id, head.version, 'data'), async () => {
        const loaded = await loadBusinessData(db, head.id);
        if (!loaded) throw new Vanished();
        return loaded;
      })) as BusinessData;
    } catch (error) {
      if (error instanceof Vanished) return null;
      throw error;
    }
  }

  async function build(head: BusinessHead, branchId: number): Promise<BranchCatalog | null> {
    const loaded = await data(head);
    const branchRow = loaded?.branches.find((b) => b.id === branchId);
    if (!loaded || !branchRow) return null;
    const fallback = loaded.business.locales[0] ?? 'en';
    const settings = toBusinessSettings(loaded, branchId, fallback, undefined, options.offer);
    const branch = settings.branches.find((b) => b.id === branchId);
    if (!branch) return null;
    return {
      businessId: head.id,
      referenceId: loaded.business.referenceId,
      version: loaded.business.version,
      branchId,
      businessName: loaded.business.name,
      branchName: branchRow.name,
      locales: loaded.business.locales,
      currency: loaded.business.currency,
      timeZone: loaded.business.timeZone,
      countryCode: loaded.business.countryCode,
      settings,
      branch,
      shippingForm: shippingFormOf(branchRow.settings),
      availability: branch.availability as unknown as Availability,
      specialDays: specialDaysOf(branchRow.settings),
      operations: operationsOf(branchRow.settings),
      schedule: { delivery: branch.scheduled_orders.delivery, pickup: branch.scheduled_orders.pickup },
      ordersPerSlot: ordersPerSlotOf(branchRow.settings),
      menu: toDomainMenu(loaded, branchId),
      discounts: toDomainDiscounts(loaded),
    };
  }

  return {
    /** The loaded business of this head's version: what the menu and restaurant responses are built from. */
    data,
    /**
     * The branch as ordering sees it, or null (no such branch, or a moved business). Throws
     * `Suspended` for a suspended business. The head is read from PostgreSQL on every call, not
     * from the directory's memory: an order is priced from the menu of this instant, whichever
     * instance changed it. `{ fresh: false }` takes the directory's head while its change
     * listener is live (dropped as soon as the business changes, ADR 201): for calls that price
     * nothing, as a shared table's cart changes (ADR 1509).
     */
    async forBranch(branchId: number, options: { fresh?: boolean } = {}): Promise<BranchCatalog | null> {
      const found = await directory.byBranch(branchId, { fresh: options.fresh ?? true });
      if (!found || found.head.redirectUrl) return null;
      const { head } = found;
      // A draft takes no order (ADR 1373): its storefront says "coming soon" until it is published.
      if (head.draft) throw new Suspended(head, 'coming_soon');
      const key = cacheKey(head.id, head.version, 'branch', branchId);
      const hit = cache.get(key) as BranchCatalog | undefined;
      if (hit) return hit;
      const built = await build(head, branchId);
      if (built) cache.set(key, built);
      return built;
    },
    /** The business changed: free what its older versions hold (they would miss anyway). */
    drop(businessId: number): void {
      cache.dropScope(businessId);
    },
  };
}

export type BranchCatalogService = ReturnType<typeof createBranchCatalog>;
