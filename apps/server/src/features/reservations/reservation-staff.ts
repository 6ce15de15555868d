import type { StaffReservation } from '@sufra/contract';
import { MINUTES_PER_DAY, ReservationState, reservationTransitionProblem, zonedInstant } from '@sufra/domain';
import type { StaffMember as Staff } from '../../platform/auth/identity.ts';
import type { Db } from '../../platform/db/client.ts';
import { NotFound } from '../../platform/failures.ts';
import { insertAudit } from '../admin/admin-repository.ts';
import type { ReservationOutcomes } from './reservation-outcomes.ts';
import { reservationRefused } from './reservation-problems.ts';
import {
  findBusinessHead,
  findReservation,
  listBoardReservations,
  listDayReservations,
  type ReservationRow,
} from './reservation-repository.ts';
import { cancelCutoffOf, type ReservationViews } from './reservation-views.ts';

/** A week lists at most this many bookings (ADR 1477); the page says when more were left out. */
const WEEK_LIMIT = 1000;

/** `YYYY-MM-DD` plus whole days, on the calendar (no time zone: a date is a date). */
export const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** 1 Monday … 7 Sunday: the first day of the week in the business's country (Saturday in Kuwait). */
export function firstDayOfWeek(country: string): number {
  try {
    const place = new Intl.Locale(`und-${country}`) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    return (place.getWeekInfo?.() ?? place.weekInfo)?.firstDay ?? 1;
  } catch {
    return 1;
  }
}

/** The first day (`YYYY-MM-DD`) of the week holding `date`, weeks starting on `firstDay` (1–7). */
export function weekStart(date: string, firstDay: number): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
  return shiftDate(date, -((weekday - firstDay + 7) % 7));
}

/** A day's count of bookings, and the guests expected: parties still pending or confirmed. */
export function dayCounts(reservations: Pick<StaffReservation, 'status' | 'party_size'>[]) {
  return {
    count: reservations.length,
    people: reservations
      .filter((r) => r.status === ReservationState.pending || r.status === ReservationState.accepted)
      .reduce((n, r) => n + r.party_size, 0),
  };
}

/** The staff board's reservations (ADR 802): listed beside orders, moved by staff only. */
export function createReservationStaff(deps: {
  db: Db;
  views: ReservationViews;
  outcomes: ReservationOutcomes;
  now: () => Date;
  /** Staff completed a reservation (ADR 840). Never throws. */
  onCompleted?: (businessId: number, reservationId: number) => Promise<void>;
}) {
  const { db } = deps;

  async function toStaff(staff: Staff, rows: ReservationRow[], locale?: string): Promise<StaffReservation[]> {
    const views = await deps.views.views(staff.businessId, rows, { locale, actor: 'staff' });
    return views.map(({ view, next, id }) => ({
      id,
      ...view,
      next_statuses: next as StaffReservation['next_statuses'],
    }));
  }

  async function own(staff: Staff, id: number): Promise<ReservationRow> {
    const row = await findReservation(db, id);
    if (!row || row.businessId !== staff.businessId) throw new NotFound('Reservation not found');
    return row;
  }

  return {
    async board(staff: Staff, scope: 'live' | 'recent', locale?: string) {
      const rows = await listBoardReservations(db, staff.businessId, scope, deps.now());
      return { error: 0 as const, reservations: await toStaff(staff, rows, locale) };
    },

    /**
     * One local day of the business's bookings, every status (ADR 1488): the back office's list.
     * A member bound to a branch sees that branch's only.
     */
    async day(staff: Staff, date: string, locale?: string) {
      const range = {
        from: zonedInstant(date, 0, staff.timeZone, 'date'),
        to: zonedInstant(date, MINUTES_PER_DAY, staff.timeZone, 'date'),
      };
      const rows = await listDayReservations(db, staff.businessId, range, staff.branchId);
      return { error: 0 as const, date, reservations: await toStaff(staff, rows, locale) };
    },

    /**
     * The local week holding `date` (ADR 1477), from the first day of the week where the business
     * is: each day with its count, its expected guests (pending and confirmed parties) and its
     * bookings, every status, by start. The same members and branch binding as the day's list.
     */
    async week(staff: Staff, date: string, locale?: string) {
      const head = await findBusinessHead(db, staff.businessId);
      const from = weekStart(date, firstDayOfWeek(head?.countryCode ?? ''));
      const range = {
        from: zonedInstant(from, 0, staff.timeZone, 'date'),
        to: zonedInstant(from, 7 * MINUTES_PER_DAY, staff.timeZone, 'date'),
      };
      const rows = await listDayReservations(db, staff.businessId, range, staff.branchId, WEEK_LIMIT);
      const all = await toStaff(staff, rows, locale);
      const days = Array.from({ length: 7 }, (_, i) => {
        const date = shiftDate(from, i);
        const reservations = all.filter((r) => r.date === date);
        return { date, ...dayCounts(reservations), reservations };
      });
      return { error: 0 as const, from, days, truncated: rows.length === WEEK_LIMIT };
    },

    async one(staff: Staff, id: number, locale?: string): Promise<StaffReservation> {
      const [view] = await toStaff(staff, [await own(staff, id)], locale);
      return view as StaffReservation;
    },

    async setStatus(
      staff: Staff,
      id: number,
      to: ReservationState,
      reason: string | null,
      locale?: string,
    ): Promise<StaffReservation> {
      const row = await own(staff, id);
      const head = await findBusinessHead(db, row.businessId);
      const problem = reservationTransitionProblem(
        { status: row.status as ReservationState, start: row.startsAt },
        to,
        {
          actor: 'staff',
          now: deps.now(),
          cancelCutoffMinutes: cancelCutoffOf(head?.settings),
          reason,
        },
      );
      if (problem)
        throw reservationRefused(
          problem,
          problem.code === 'RESERVATION_REASON_REQUIRED' ? 'refused' : 'conflict',
        );
      // A member's move is audited with the back office's other edits, in its transaction (ADR 1488).
      const audit =
        staff.role === 'device'
          ? undefined
          : (tx: Db) =>
              insertAudit(tx, {
                businessId: row.businessId,
                memberId: staff.id,
                memberName: staff.who,
                action: 'status',
                entity: 'reservation',
                entityId: row.id,
                before: { status: row.status },
                after: { status: to, reason: reason?.trim() || null },
              });
      const updated = await deps.outcomes.move(row, to, `staff`, reason?.trim() || null, audit);
      // A completed reservation counts as a conversion (ADR 840).
      if (to === ReservationState.completed) await deps.onCompleted?.(row.businessId, row.id);
      const [view] = await toStaff(staff, [updated], locale);
      return view as StaffReservation;
    },
  };
}

export type ReservationStaff = ReturnType<typeof createReservationStaff>;
