import type { ReservationListResponse, ReservationView } from '@sufra/contract';
import { reservationFiltersSchema } from '@sufra/contract';
import { type ReservationState, reservationTransitionProblem, ReservationState as S } from '@sufra/domain';
import { type Customer, customerIn } from '../../platform/auth/identity.ts';
import type { Db } from '../../platform/db/client.ts';
import { NotFound, Refused, Unauthenticated } from '../../platform/failures.ts';
import { safeEqual } from '../../platform/secrets.ts';
import { findBusinessByRef } from '../orders/order-repository.ts';
import type { ReservationOutcomes } from './reservation-outcomes.ts';
import { reservationRefused } from './reservation-problems.ts';
import {
  findBusinessHead,
  findReservationOfKey,
  listCustomerReservations,
  type ReservationRow,
} from './reservation-repository.ts';
import { cancelCutoffOf, type ReservationViews } from './reservation-views.ts';

/** How a caller proves a booking is theirs: its token, or the account that booked (ADR 802). */
export type ReservationAccess = { token?: string | undefined; customer: Customer | null };

export const RESERVATIONS_PAGE_SIZE = 20;

export function createReservationReading(deps: {
  db: Db;
  views: ReservationViews;
  outcomes: ReservationOutcomes;
  now: () => Date;
}) {
  const { db } = deps;

  /** The booking if the caller may read it; else the same 404 as an unknown id. */
  async function authorize(key: number | string, access: ReservationAccess): Promise<ReservationRow> {
    const row = await findReservationOfKey(db, key);
    if (row) {
      if (access.token && safeEqual(access.token, row.token)) return row;
      const userId = customerIn(access.customer, row.businessId);
      if (row.userId !== null && userId === row.userId) return row;
    }
    throw new NotFound('Reservation not found');
  }

  async function view(row: ReservationRow, locale: string | undefined): Promise<ReservationView> {
    const [first] = await deps.views.views(row.businessId, [row], { locale, actor: 'customer' });
    return (first as { view: ReservationView }).view;
  }

  return {
    authorize,

    async read(id: number | string, access: ReservationAccess, locale?: string): Promise<ReservationView> {
      return view(await authorize(id, access), locale);
    },

    /** POST webapp/reservations/{ref}: the signed-in customer's bookings (401 for a guest). */
    async history(
      ref: string,
      customer: Customer | null,
      body: unknown,
      locale?: string,
    ): Promise<ReservationListResponse> {
      const parsed = reservationFiltersSchema.safeParse(body ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Refused('INVALID_REQUEST', `Invalid filters: ${issue?.message ?? 'bad value'}`);
      }
      const filters = parsed.data;
      const business = await findBusinessByRef(db, ref);
      const userId = business ? customerIn(customer, business.id) : null;
      if (!business || userId === null) throw new Unauthenticated('Sign in to see your reservations');
      const rows = await listCustomerReservations(db, business.id, userId, {
        scope: filters.scope,
        statuses: filters.status ?? null,
        now: deps.now(),
        limit: RESERVATIONS_PAGE_SIZE + 1,
        offset: (filters.page - 1) * RESERVATIONS_PAGE_SIZE,
      });
      const page = rows.slice(0, RESERVATIONS_PAGE_SIZE);
      const views = await deps.views.views(business.id, page, { locale, actor: 'customer' });
      return {
        error: 0,
        page: filters.page,
        per_page: RESERVATIONS_PAGE_SIZE,
        has_more: rows.length > RESERVATIONS_PAGE_SIZE,
        reservations: views.map((v) => v.view),
      };
    },

    /** The diner cancels: a pending booking until it starts, an accepted one until the cut-off. */
    async cancel(id: number | string, access: ReservationAccess, locale?: string): Promise<ReservationView> {
      const row = await authorize(id, access);
      const head = await findBusinessHead(db, row.businessId);
      const problem = reservationTransitionProblem(
        { status: row.status as ReservationState, start: row.startsAt },
        S.cancelled,
        { actor: 'customer', now: deps.now(), cancelCutoffMinutes: cancelCutoffOf(head?.settings) },
      );
      if (problem) throw reservationRefused(problem, 'conflict');
      const updated = await deps.outcomes.move(row, S.cancelled, 'customer', null);
      return view(updated, locale);
    },
  };
}

export type ReservationReading = ReturnType<typeof createReservationReading>;
