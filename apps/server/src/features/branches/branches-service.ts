import type { BranchesResponse, ShiftsResponse, TablesResponse, ZonesResponse } from '@sufra/contract';
import { busyMinutes, freeSlots, isOpenAt, weekWithSpecialDays } from '@sufra/domain';
import type { Db } from '../../platform/db/client.ts';
import { pickText, resolveLocale } from '../../platform/localize.ts';
import { operationsOf, ordersPerSlotOf, specialDaysOf } from '../catalog/branch-operations.ts';
import { toBranch } from '../catalog/business-settings.ts';
import { shippingFormOf } from '../catalog/shipping-form.ts';
import { normalizeWeek, safeTimeZone, scheduledConfig } from '../catalog/week.ts';
import { slotLoad } from '../orders/slot-load.ts';
import { tableBody } from '../tables/floor-label.ts';
import { findBranchTables } from '../tables/table-repository.ts';
import { type BusinessDirectory, pickBranch } from '../tenancy/business-directory.ts';
import type { BusinessHead } from '../tenancy/business-heads.ts';
import { branchesOf, branchOf, countriesOf, zonesOf } from './branches-repository.ts';
import { shiftsOf } from './shift-status.ts';
import { toZones } from './zones-mapper.ts';

type Raw = Record<string, unknown>;
const textIn = (head: BusinessHead, requested: string | undefined) => {
  const locale = resolveLocale(requested, head.locales);
  const fallback = head.locales[0] ?? 'en';
  return {
    locale,
    fallback,
    t: (v: Record<string, string> | null | undefined) => pickText(v, locale, fallback),
  };
};

/**
 * A branch that caps its slots (ADR 1433) offers only the slots with room left: a full one is left
 * out, so the storefront's picker shows, and its automatic choice takes, the next free one.
 */
async function withoutFullSlots(
  db: Db,
  businessId: number,
  branchId: number,
  cap: number | null,
  body: ShiftsResponse,
): Promise<ShiftsResponse> {
  if (cap === null) return body;
  const all = [...body.slots.delivery, ...body.slots.pickup].flatMap((d) => d.slots);
  if (!all.length) return body;
  const from = new Date(Math.min(...all.map((s) => Date.parse(s.start))));
  const to = new Date(Math.max(...all.map((s) => Date.parse(s.end))));
  const load = await slotLoad(db, businessId, branchId, from, to);
  return {
    ...body,
    slots: {
      delivery: freeSlots(body.slots.delivery, load, cap),
      pickup: freeSlots(body.slots.pickup, load, cap),
    },
  };
}

/** Branch reads of [product: Opening hours and scheduling]: branches, shifts, zones, tables. Null = unknown (a 404). */
export function createBranchesService(db: Db, directory: BusinessDirectory) {
  return {
    async branches(
      referenceId: string,
      now: Date,
      requestedLocale?: string,
    ): Promise<BranchesResponse | null> {
      const head = await directory.byReference(referenceId);
      if (!head) return null;
      const { locale, fallback } = textIn(head, requestedLocale);
      const timeZone = safeTimeZone(head.timeZone);
      const rows = await branchesOf(db, head.id);
      return {
        error: 0,
        branches: rows.map((row) => ({
          ...toBranch(row, locale, fallback),
          status: isOpenAt(
            weekWithSpecialDays(normalizeWeek(row.availability), specialDaysOf(row.settings), now, timeZone),
            now,
            timeZone,
          )
            ? 'open'
            : 'closed',
        })),
      };
    },

    /** 'business' / 'branch' say which one is unknown. */
    async shifts(referenceId: string, branchRef: string | undefined, now: Date) {
      const head = await directory.byReference(referenceId);
      if (!head) return 'business' as const;
      const branch = pickBranch(head, branchRef);
      const row = branch ? await branchOf(db, head.id, branch.id) : null;
      if (!row) return 'branch' as const;
      const scheduled = ((row.settings as Raw).scheduled_orders ?? {}) as Raw;
      const body: ShiftsResponse = {
        error: 0,
        branch_id: row.id,
        ...shiftsOf({
          availability: weekWithSpecialDays(
            normalizeWeek(row.availability),
            specialDaysOf(row.settings),
            now,
            safeTimeZone(head.timeZone),
          ),
          scheduled: {
            delivery: scheduledConfig(scheduled.delivery),
            pickup: scheduledConfig(scheduled.pickup),
          },
          now,
          timeZone: safeTimeZone(head.timeZone),
        }),
      };
      return withoutFullSlots(db, head.id, row.id, ordersPerSlotOf(row.settings), body);
    },

    async zones(
      branchId: number,
      shipping: boolean,
      requestedLocale: string | undefined,
      now: Date,
    ): Promise<ZonesResponse | null> {
      const found = await directory.byBranch(branchId);
      if (!found) return null;
      const { t } = textIn(found.head, requestedLocale);
      const [zoneRows, countries, branch] = await Promise.all([
        zonesOf(db, found.head.id, branchId),
        shipping ? countriesOf(db, found.head.id, branchId) : [],
        branchOf(db, found.head.id, branchId),
      ]);
      // Busy mode (ADR 1080): deliveries take its extra minutes longer until it ends, so the
      // area's time and the checkout's arrival promise say so.
      const extra = busyMinutes(operationsOf(branch?.settings), 'delivery', now);
      return {
        error: 0,
        zones: toZones(zoneRows, t).map((z) =>
          extra && z.unit === 'minute' ? { ...z, delivery_time: z.delivery_time + extra } : z,
        ),
        countries: countries.map((c) => ({
          id: c.id,
          country: t(c.country),
          country_iso: c.countryIso,
          icon: c.icon,
          fees_per_kg: c.feesPerKg,
          fixed_fees: c.fixedFees,
          min_order: c.minOrder,
          branch_id: c.branchId,
        })),
        shipping_form: shipping ? shippingFormOf(branch?.settings) : null,
      };
    },

    /** The branch's tables, each floor said in `locale` (ADR 1503). */
    async tables(branchId: number, locale?: string): Promise<TablesResponse | null> {
      const found = await directory.byBranch(branchId);
      if (!found) return null;
      const rows = await findBranchTables(db, found.head.id, branchId);
      return { error: 0, tables: rows.map((r) => tableBody(r, locale, found.head.locales)) };
    },
  };
}

export type BranchesService = ReturnType<typeof createBranchesService>;
