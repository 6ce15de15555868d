import type { ReservationProblemCode } from '@sufra/contract';
import type { Problem } from '@sufra/domain';
import { Conflict, Refused } from '../../platform/failures.ts';

type Message = string | ((m: Record<string, string | number>) => string);

// Typed by the contract's list: a code added there needs its message here.
const messages: Record<ReservationProblemCode, Message> = {
  RESERVATIONS_DISABLED: 'This business does not take reservations',
  RESERVATION_ORDER_REQUIRED: 'Choose what you would like to order with this reservation',
  RESERVATION_ORDER_NOT_TAKEN: 'This business takes reservations without an order',
  RESERVATION_PARTY_SIZE: (m) => `A reservation is for 1 to ${m.max} people`,
  RESERVATION_TIME_REQUIRED: 'Choose a time for the booking',
  RESERVATION_SLOT_UNAVAILABLE: 'This time is not available; choose another slot',
  RESERVATION_TABLE_NOT_FOUND: 'This table does not exist',
  RESERVATION_TABLE_TOO_SMALL: (m) => `This table seats ${m.seats}; choose a bigger one`,
  RESERVATION_TABLE_TAKEN: 'This table is already booked at that time',
  RESERVATION_NO_TABLE_FREE: 'No table is free for your party at that time',
  RESERVATION_FULLY_BOOKED: 'This time is fully booked; choose another slot',
  ITEM_NOT_FOR_RESERVATION: 'An item in the order is not offered with reservations',
  RESERVATION_TRANSITION_NOT_ALLOWED: (m) => `A reservation cannot go from status ${m.from} to ${m.to}`,
  RESERVATION_TOO_LATE_TO_CANCEL: (m) =>
    `It is too late to cancel online (up to ${m.cutoff_minutes} minutes before); please call us`,
  RESERVATION_NOT_STARTED: 'The reservation has not started yet',
  RESERVATION_REASON_REQUIRED: 'Give the guest a reason',
};

export function describeReservationProblem(p: Problem) {
  const m = messages[p.code as ReservationProblemCode];
  const message = typeof m === 'function' ? m(p.meta ?? {}) : (m ?? p.code);
  return { code: p.code, field: p.field, message, ...(p.meta ? { meta: p.meta } : {}) };
}

/**
 * A refused booking or change: `{ error: 1, code, message, details.problems }` (ADR 802), a 422
 * (`Refused`) or, for a status change the booking's state forbids, a 409 (`Conflict`).
 */
export function reservationRefused(p: Problem, kind: 'refused' | 'conflict' = 'refused'): Refused | Conflict {
  const described = describeReservationProblem(p);
  const details = { problems: [described] };
  return kind === 'conflict'
    ? new Conflict(p.code, described.message, details)
    : new Refused(p.code, described.message, details);
}
