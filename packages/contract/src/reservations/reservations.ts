import { z } from 'zod';
import { ORDER_TEXT_LIMITS as L } from '../limits.ts';
import { orderViewSchema, paymentStepSchema } from '../order-views.ts';
import { orderLineRequestSchema } from '../orders.ts';

const id = z.number().int().positive().max(2_147_483_647);

/** The route's reserveType: a table, or a service ([product: Reservations] /reservation/{reserveType}). */
export const reserveTypeSchema = z.enum(['table', 'service']);
export type ReserveType = z.infer<typeof reserveTypeSchema>;

/** ADR 802: 0 pending, 1 accepted, 2 rejected, 3 completed, 4 no-show, 9 cancelled. */
export const reservationStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(9),
]);
export type ReservationStatusValue = z.infer<typeof reservationStatusSchema>;

export const RESERVATION_TEXT_LIMITS = { note: 500, area: 60, reason: 300 } as const;

/**
 * POST webapp/reserve-table (ADR 802). With `reservation.type` 2 the `order` part is required:
 * the order request's lines, coupon, payment and notes; the server prices it like any order.
 */
export const reserveTableRequestSchema = z.object({
  branch_id: id,
  reserve_type: reserveTypeSchema,
  /** Local date `YYYY-MM-DD` and start `HH:mm` of an offered slot, in the business time zone. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm'),
  party_size: z.number().int().min(1).max(1000),
  table_id: id.nullish(),
  area: z.string().trim().max(RESERVATION_TEXT_LIMITS.area).nullish(),
  name: z.string().trim().min(1).max(L.name),
  phone: z.string().trim().min(1).max(L.phone),
  dial_code: z
    .string()
    .regex(/^\+?[0-9]{1,4}$/)
    .nullish(),
  note: z.string().max(RESERVATION_TEXT_LIMITS.note).nullish(),
  /** [product: Reservations] flag; always true here. */
  reservation: z.boolean().nullish(),
  order: z
    .object({
      order_lines: z.array(orderLineRequestSchema).min(1).max(200),
      coupon_code: z.string().max(L.coupon_code).nullish(),
      payment_type: z.number().int().min(1).max(9),
      notes: z.string().max(L.notes).nullish(),
    })
    .nullish(),
});
export type ReserveTableRequest = z.input<typeof reserveTableRequestSchema>;
export type ParsedReserveTableRequest = z.output<typeof reserveTableRequestSchema>;

export const reservationTableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  floor: z.string().nullable(),
  /** The floor in the request's language (ADR 1503); `floor` is the area value sent back. */
  floor_label: z.string().nullable().optional(),
  seats: z.number().int(),
});

/**
 * A booking as its diner reads it: named by `public_ref` (ADR 1494), `Reservation #K7M2-QX9P`,
 * never by its number (one global sequence: two bookings would tell how many were made between).
 * Staff views add `id` (`staffReservationSchema`).
 */
export const reservationViewSchema = z.object({
  public_ref: z.string(),
  business_reference: z.string(),
  branch_id: z.number().int(),
  branch_name: z.string(),
  reserve_type: reserveTypeSchema,
  status: reservationStatusSchema,
  party_size: z.number().int(),
  date: z.string(),
  time: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  table: reservationTableSchema.nullable(),
  area: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  note: z.string(),
  /** Why staff rejected or cancelled it. */
  reason: z.string().nullable(),
  created_at: z.string(),
  /** Whether the reader (the diner) can cancel it now, and until when. */
  can_cancel: z.boolean(),
  cancel_until: z.string().nullable(),
  /** The pre-order (ADR 800), with its lines, and its own page. */
  /** `id` only for staff, whose board names the order `#1234` (ADR 1472). */
  order: orderViewSchema.extend({ id: z.number().int().optional() }).nullable(),
  order_url: z.string().nullable(),
});
export type ReservationView = z.infer<typeof reservationViewSchema>;

export const reserveTableResponseSchema = z.object({
  error: z.literal(0),
  reservation: reservationViewSchema,
  /** The diner's read capability: keep it (ADR 802). */
  token: z.string(),
  /** `/{ref}/reservation/success/{public_ref}?token=…` */
  reservation_url: z.string(),
  /** The pre-order's online payment step, when it has one. */
  payment: paymentStepSchema,
});
export type ReserveTableResponse = z.infer<typeof reserveTableResponseSchema>;

export const reservationResponseSchema = z.object({
  error: z.literal(0),
  reservation: reservationViewSchema,
});
export type ReservationResponse = z.infer<typeof reservationResponseSchema>;

/** POST webapp/reservations/{ref}: the signed-in customer's bookings, by these filters. */
export const reservationFiltersSchema = z.object({
  scope: z.enum(['upcoming', 'past', 'all']).default('all'),
  status: z.array(reservationStatusSchema).max(6).nullish(),
  page: z.number().int().min(1).max(10_000).default(1),
});
export type ReservationFilters = z.input<typeof reservationFiltersSchema>;

export const reservationListResponseSchema = z.object({
  error: z.literal(0),
  page: z.number().int(),
  per_page: z.number().int(),
  has_more: z.boolean(),
  reservations: z.array(reservationViewSchema),
});
export type ReservationListResponse = z.infer<typeof reservationListResponseSchema>;

/** GET webapp/reservation-slots/{branchId}?type=&party=: the form's choices. */
export const reservationSlotsQuerySchema = z.object({
  type: reserveTypeSchema.default('table'),
  party: z.coerce.number().int().min(1).max(1000).default(1),
  table_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  area: z.string().max(RESERVATION_TEXT_LIMITS.area).optional(),
});

export const reservationSlotSchema = z.object({
  from: z.string(),
  to: z.string(),
  start: z.string(),
  /** Whether a booking for the asked party (and table or area) fits. */
  available: z.boolean(),
});

export const reservationSlotsResponseSchema = z.object({
  error: z.literal(0),
  time_zone: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(reservationSlotSchema) })),
  /** The branch's tables, when the business shows them (with_table). */
  tables: z.array(reservationTableSchema),
  areas: z.array(z.string()),
});
export type ReservationSlotsResponse = z.infer<typeof reservationSlotsResponseSchema>;

// ---------------------------------------------------------------- staff

export const staffReservationSchema = reservationViewSchema.extend({
  /** The booking's number, `Reservation #12` on the board and in the back office (ADR 1494). */
  id: z.number().int(),
  /** The statuses staff can set now (ADR 802), for the board's buttons. */
  next_statuses: z.array(reservationStatusSchema),
});
export type StaffReservation = z.infer<typeof staffReservationSchema>;

export const staffReservationsResponseSchema = z.object({
  error: z.literal(0),
  reservations: z.array(staffReservationSchema),
});
export type StaffReservationsResponse = z.infer<typeof staffReservationsResponseSchema>;

/** GET staff/reservations?scope=week&date= (ADR 1477): seven local days from `from`. */
export const staffReservationWeekSchema = z.object({
  error: z.literal(0),
  from: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      /** Bookings of the day, every status. */
      count: z.number().int(),
      /** Guests expected: the parties still pending or confirmed. */
      people: z.number().int(),
      reservations: z.array(staffReservationSchema),
    }),
  ),
  /** More bookings than a week lists: the day's list has them all. */
  truncated: z.boolean(),
});
export type StaffReservationWeek = z.infer<typeof staffReservationWeekSchema>;

export const staffReservationResponseSchema = z.object({
  error: z.literal(0),
  reservation: staffReservationSchema,
});

export const staffReservationStatusRequestSchema = z.object({
  status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(9)]),
  reason: z.string().trim().max(RESERVATION_TEXT_LIMITS.reason).nullish(),
});
export type StaffReservationStatusRequest = z.infer<typeof staffReservationStatusRequestSchema>;

/** The live stream's event: the reservation's new status (refetch it for the rest). */
export const reservationStatusEventSchema = z.object({
  /** The diner's stream: the event's place among the booking's events (ADR 1493). */
  event_id: z.number().int(),
  /** Staff's stream only: which booking to refetch (the diner's stream names it in its URL). */
  reservation_id: z.number().int().optional(),
  status: reservationStatusSchema,
  at: z.string(),
});
export type ReservationStatusEvent = z.infer<typeof reservationStatusEventSchema>;
