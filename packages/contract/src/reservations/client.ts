import type { z } from 'zod';
import { type Api, type ServerEvent, seg } from '../client/core.ts';
import { apiHeaders } from '../client/protocol.ts';
import type {
  ReservationFilters,
  ReservationListResponse,
  ReservationResponse,
  ReservationSlotsResponse,
  ReserveTableRequest,
  ReserveTableResponse,
  ReserveType,
  StaffReservationStatusRequest,
  StaffReservationsResponse,
  StaffReservationWeek,
  staffReservationResponseSchema,
} from './reservations.ts';

// Reservations (ADR 802): read with the token reserveTable returns (in a header, never the URL's
// path), or as the signed-in owner.

type StaffReservationResponse = z.infer<typeof staffReservationResponseSchema>;
/** A booking in a diner's path: its public reference, or an older link's number (ADR 1494). */
export type ReservationKey = number | string;

const tokenHeader = (token?: string | null) => (token ? { headers: { 'x-reservation-token': token } } : {});

export const getReservationSlots = (
  api: Api,
  branchId: number,
  query: { type: ReserveType; party: number; table_id?: number; area?: string },
) => api.get<ReservationSlotsResponse>(`webapp/reservation-slots/${branchId}`, { query });

/** One key per booking attempt, reused on retries: a retried booking returns the first one. */
export const reserveTable = (api: Api, body: ReserveTableRequest, idempotencyKey: string) =>
  api.post<ReserveTableResponse>('webapp/reserve-table', body, {
    headers: { [apiHeaders.idempotencyKey]: idempotencyKey },
  });

export const getReservation = (api: Api, reservationId: ReservationKey, token?: string | null) =>
  api.get<ReservationResponse>(`webapp/reservation/${reservationId}`, tokenHeader(token));

export const getReservations = (api: Api, businessRef: string, filters: ReservationFilters = {}) =>
  api.post<ReservationListResponse>(`webapp/reservations/${seg(businessRef)}`, filters);

export const cancelReservation = (api: Api, reservationId: ReservationKey, token?: string | null) =>
  api.post<ReservationResponse>(`webapp/reservation/${reservationId}/cancel`, {}, tokenHeader(token));

/** URL for an EventSource of the reservation's status changes. */
export const reservationEventsUrl = (api: Api, reservationId: ReservationKey, token: string) =>
  api.url(`webapp/reservation/${reservationId}/events`, { token });

// The staff board's reservations: the board's HttpOnly cookie, or an Api with the staff token.

export const getStaffReservations = (api: Api, scope: 'live' | 'recent' = 'live') =>
  api.get<StaffReservationsResponse>('staff/reservations', { query: { scope } });

/** One local day of the business's bookings, every status (ADR 1488): the back office's list. */
export const getDayReservations = (api: Api, date: string) =>
  api.get<StaffReservationsResponse & { date: string }>('staff/reservations', {
    query: { scope: 'day', date },
  });

/** Seven local days of bookings from `from` (ADR 1477): the back office's week. */
export const getWeekReservations = (api: Api, from: string) =>
  api.get<StaffReservationWeek>('staff/reservations', { query: { scope: 'week', date: from } });

export const setReservationStatus = (api: Api, reservationId: number, body: StaffReservationStatusRequest) =>
  api.post<StaffReservationResponse>(`staff/reservations/${reservationId}/status`, body);

/** The business's reservation events, as they happen (resolves when the stream ends). */
export const readStaffReservationEvents = (
  api: Api,
  onEvent: (event: ServerEvent) => void,
  signal: AbortSignal,
) => api.events('staff/reservations/events', onEvent, signal);
