import type { Db } from '../../platform/db/client.ts';
import { findReservationOfOrder } from './reservation-repository.ts';

export const reservationPagePath = (ref: string, id: number, token: string) =>
  `/${encodeURIComponent(ref)}/reservation/success/${id}?token=${encodeURIComponent(token)}`;

/** A paid pre-order returns to its booking's page (ADR 800); other orders to their own (null). */
export const bookingPageOfOrder =
  (db: Db) =>
  async (ref: string, orderId: number): Promise<string | null> => {
    const booking = await findReservationOfOrder(db, orderId);
    return booking ? reservationPagePath(ref, booking.id, booking.token) : null;
  };
