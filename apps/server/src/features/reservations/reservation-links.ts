import type { Db } from '../../platform/db/client.ts';
import { findReservationOfOrder } from './reservation-repository.ts';

/** A booking's page, named by its public reference (ADR 1494), never its number. */
export const reservationPagePath = (ref: string, publicRef: string, token: string) =>
  `/${encodeURIComponent(ref)}/reservation/success/${publicRef}?token=${encodeURIComponent(token)}`;

/** A paid pre-order returns to its booking's page (ADR 800); other orders to their own (null). */
export const bookingPageOfOrder =
  (db: Db) =>
  async (ref: string, orderId: number): Promise<string | null> => {
    const booking = await findReservationOfOrder(db, orderId);
    return booking ? reservationPagePath(ref, booking.publicRef, booking.token) : null;
  };
