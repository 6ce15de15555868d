import type { PlaceOrderResponse } from '@sufra/contract';
import type { FastifyRequest } from 'fastify';
import type { Conversions } from './conversions.ts';
import { conversionContext } from './plugin.ts';

type Log = { warn: (obj: object, msg: string) => void };

/**
 * After a new order (ADR 840): its Purchase is recorded with the diner's consent; an order
 * without an online payment counts at once, one paid online counts when the payment settles.
 * Never throws: tracking is never in the way of an order.
 */
export const purchaseRecorder =
  (conversions: Conversions, log: Log) =>
  async (request: FastifyRequest, response: PlaceOrderResponse, orderId: number): Promise<void> => {
    try {
      const businessId = await conversions.businessOfOrder(orderId);
      if (businessId === null) return;
      // Its event id names the public reference, the one the browser knows (ADR 1472).
      const ref = response.order.public_ref;
      await conversions.record(businessId, 'Purchase', orderId, conversionContext(request), ref);
      if (response.payment === null) await conversions.confirm(businessId, 'Purchase', orderId);
    } catch (err) {
      log.warn({ err }, 'purchase conversion not recorded');
    }
  };

/** After a new booking (ADR 840): its Schedule is recorded; it counts when staff complete it. */
export const scheduleRecorder =
  (conversions: Conversions, log: Log) =>
  async (request: FastifyRequest, booking: { id: number; publicRef: string }): Promise<void> => {
    try {
      const businessId = await conversions.businessOfReservation(booking.id);
      // The event id names the booking's reference, as the page's pixel does (ADR 1494).
      if (businessId !== null)
        await conversions.record(
          businessId,
          'Schedule',
          booking.id,
          conversionContext(request),
          booking.publicRef,
        );
    } catch (err) {
      log.warn({ err }, 'reservation conversion not recorded');
    }
  };
