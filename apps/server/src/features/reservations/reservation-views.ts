import type { ReservationView } from '@sufra/contract';
import {
  nextReservationStates,
  type ReservationActor,
  ReservationState,
  type ReservationState as State,
} from '@sufra/domain';
import type { Db } from '../../platform/db/client.ts';
import { pickText, resolveLocale } from '../../platform/localize.ts';
import { findOrder, findOrderLines } from '../orders/order-repository.ts';
import { toOrderView, toStaffOrderView } from '../orders/order-view.ts';
import { orderPagePath } from '../payments/payment-service.ts';
import { floorLabel, tableBody } from '../tables/floor-label.ts';
import { findBranchNames } from '../tenancy/business-heads.ts';
import { findBusinessHead, findTablesByIds, type ReservationRow } from './reservation-repository.ts';

/** The business's cancellation cut-off in minutes (ADR 801), from its stored settings. */
export function cancelCutoffOf(settings: unknown): number {
  const r = (settings as { reservation?: { cancel_cutoff?: unknown } } | null)?.reservation;
  const v = r?.cancel_cutoff;
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 30 * 24 * 60 ? v : 120;
}

export type ViewOptions = { locale: string | undefined; actor: ReservationActor };

/** Rows of one business → views with their table, branch, pre-order and what the actor may do. */
export function createReservationViews(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  async function views(businessId: number, rows: ReservationRow[], options: ViewOptions) {
    const head = await findBusinessHead(db, businessId);
    const locales = head?.locales ?? ['en'];
    const locale = resolveLocale(options.locale, locales);
    const fallback = locales[0] ?? 'en';
    const ref = head?.referenceId ?? '';
    const cutoff = cancelCutoffOf(head?.settings);
    const orderIds = rows.map((r) => r.orderId).filter((id): id is number => id !== null);
    const [branches, tables, orders, lines] = await Promise.all([
      findBranchNames(db, businessId, [...new Set(rows.map((r) => r.branchId))]),
      findTablesByIds(db, [...new Set(rows.map((r) => r.tableId).filter((id): id is number => id !== null))]),
      Promise.all(orderIds.map((id) => findOrder(db, id))),
      findOrderLines(db, orderIds),
    ]);
    const now = deps.now();
    return rows.map((row) => {
      const order = orders.find((o) => o?.id === row.orderId) ?? null;
      const state = { status: row.status as State, start: row.startsAt };
      const ctx = { actor: options.actor, now, cancelCutoffMinutes: cutoff };
      const next = nextReservationStates(state, ctx);
      const customerCancels = nextReservationStates(state, { ...ctx, actor: 'customer' }).includes(
        ReservationState.cancelled,
      );
      const cancelUntil =
        row.status === ReservationState.accepted
          ? new Date(row.startsAt.getTime() - cutoff * 60_000)
          : row.status === ReservationState.pending
            ? row.startsAt
            : null;
      const booked = tables.find((t) => t.id === row.tableId);
      const areaFloor = row.area ?? booked?.floor ?? null;
      const view: ReservationView = {
        public_ref: row.publicRef,
        business_reference: ref,
        branch_id: row.branchId,
        branch_name: pickText(branches.find((b) => b.id === row.branchId)?.name, locale, fallback),
        reserve_type: row.reserveType === 'service' ? 'service' : 'table',
        status: row.status as ReservationView['status'],
        party_size: row.party,
        date: row.localDate,
        time: row.localTime,
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt.toISOString(),
        time_zone: head?.timeZone ?? 'Asia/Kuwait',
        table: booked ? tableBody(booked, locale, locales) : null,
        // The area in the reader's language (ADR 1503): the words of a table on that floor.
        area: areaFloor
          ? (floorLabel(areaFloor, tables.find((t) => t.floor === areaFloor)?.floorNames, locale, locales) ??
            areaFloor)
          : null,
        name: row.name,
        phone: row.phone,
        note: row.note,
        reason: row.reason,
        created_at: row.createdAt.toISOString(),
        can_cancel: customerCancels,
        cancel_until: customerCancels && cancelUntil ? cancelUntil.toISOString() : null,
        order: order
          ? // The board names the pre-order by its number; the diner, by its reference (ADR 1472).
            (options.actor === 'staff' ? toStaffOrderView : toOrderView)(
              order,
              ref,
              { locale, fallback },
              { lines: lines.filter((l) => l.orderId === order.id) },
            )
          : null,
        order_url: order ? orderPagePath(ref, order.publicRef, order.token) : null,
      };
      // The number is staff's only (ADR 1494): the board's `Reservation #12`.
      return { view, next, id: row.id };
    });
  }

  return { views };
}

export type ReservationViews = ReturnType<typeof createReservationViews>;
