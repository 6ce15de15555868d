import { type ReservationStatusEvent, reservationKeyParam } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identifyCustomer, requireStaff, staffOf } from '../../platform/auth/auth-plugin.ts';
import type { Db } from '../../platform/db/client.ts';
import { Unavailable } from '../../platform/failures.ts';
import type { EventStreams } from '../orders/event-stream.ts';
import type { OrderEventsHub, OrderNotice } from '../orders/order-events-hub.ts';
import { oldEventIdOffset } from '../orders/order-stream-routes.ts';
import type { ReservationReading } from './reservation-reading.ts';
import { findReservationSnapshot } from './reservation-repository.ts';

/** The staff's event: the global event id and the booking's number, which the board refetches. */
const staffEventOf = (n: OrderNotice): ReservationStatusEvent => ({
  event_id: n.e,
  reservation_id: n.o,
  status: n.s as ReservationStatusEvent['status'],
  at: n.t,
});

/** The diner's: the event's place among the booking's events, and no number (ADR 1493, 1494). */
const dinerEventOf = (n: OrderNotice): ReservationStatusEvent => ({
  event_id: n.n,
  status: n.s as ReservationStatusEvent['status'],
  at: n.t,
});

async function listening(hub: OrderEventsHub): Promise<void> {
  try {
    await hub.ready();
  } catch {
    throw new Unavailable('live_unavailable', 'Live updates are unavailable; read the reservation again');
  }
}

/**
 * Live reservation status (ADR 802), the order stream's mechanism (ADR 404): subscribe first,
 * then send the snapshot, then only newer events.
 */
export function registerReservationStreamRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    hub: OrderEventsHub;
    streams: EventStreams;
    reading: ReservationReading;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { hub, streams } = deps;

  api.get(
    '/webapp/reservation/:reservationId/events',
    {
      schema: {
        params: z.object({ reservationId: reservationKeyParam }),
        querystring: z.object({ token: z.string().min(8).max(100).optional() }),
      },
      preHandler: identifyCustomer,
    },
    async (request, reply) => {
      const row = await deps.reading.authorize(request.params.reservationId, {
        token: request.query.token,
        customer: request.customer,
      });
      await listening(hub);
      const offset = await oldEventIdOffset(
        request.headers['last-event-id'],
        async () => (await findReservationSnapshot(deps.db, row.id))?.place ?? 0,
      );
      const stream = streams.start(reply);
      let last = 0;
      const send = (event: ReservationStatusEvent) => {
        if (event.event_id <= last) return;
        last = event.event_id;
        const id = event.event_id + offset;
        stream.send('status', { ...event, event_id: id }, id);
      };
      const snapshot = async () => {
        const fresh = await findReservationSnapshot(deps.db, row.id);
        if (fresh)
          send({
            event_id: fresh.place,
            status: fresh.status as ReservationStatusEvent['status'],
            at: fresh.at.toISOString(),
          });
      };
      const unsubscribe = hub.subscribeOrder(row.id, (notice) => {
        if (notice) send(dinerEventOf(notice));
        else void snapshot().catch(() => stream.close());
      });
      stream.onClose(unsubscribe);
      await snapshot();
    },
  );

  // The staff board reads this with fetch (bearer token); each event names a reservation to refetch.
  api.get('/staff/reservations/events', { preHandler: requireStaff }, async (request, reply) => {
    const staff = staffOf(request);
    await listening(hub);
    const stream = streams.start(reply);
    const unsubscribe = hub.subscribeBusiness(staff.businessId, (notice) => {
      if (notice) stream.send('reservation', staffEventOf(notice), notice.e);
      else stream.send('resync', {});
    });
    stream.onClose(unsubscribe);
    stream.send('ready', { business: staff.referenceId });
  });
}
