import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { BranchCatalogService } from '../catalog/branch-catalog.ts';
import type { EventStreams } from '../orders/event-stream.ts';
import { createOrderEventsHub } from '../orders/order-events-hub.ts';
import type { OrderPlacement } from '../orders/order-placement.ts';
import type { Conversions } from '../tracking/conversions.ts';
import { scheduleRecorder } from '../tracking/purchase-hooks.ts';
import { createReservationBooking } from './reservation-booking.ts';
import { createReservationOutcomes } from './reservation-outcomes.ts';
import { createReservationReading } from './reservation-reading.ts';
import { registerReservationRoutes } from './reservation-routes.ts';
import { createReservationStaff } from './reservation-staff.ts';
import { registerReservationStreamRoutes } from './reservation-stream-routes.ts';
import { createReservationViews } from './reservation-views.ts';

export const RESERVATION_EVENTS_CHANNEL = 'sufra_reservation_events';

/**
 * Reservations (ADR 800–803): booking with capacity, reading by token or owner,
 * history, cancellation, the staff board's calls and live status. Pre-orders go through the
 * order pipeline; customers and staff are the auth plugin's (ADR 602).
 */
export function reservationsPlugin(
  api: FastifyInstance,
  deps: FeatureDeps & {
    catalog: BranchCatalogService;
    placement: OrderPlacement;
    streams: EventStreams;
    conversions?: Conversions;
  },
) {
  const { db, pool } = deps.database;
  const { now } = deps;
  const views = createReservationViews({ db, now });
  const outcomes = createReservationOutcomes({ db, pool });
  const booking = createReservationBooking({
    db,
    pool,
    catalog: deps.catalog,
    placement: deps.placement,
    views,
    now,
  });
  const reading = createReservationReading({ db, views, outcomes, now });
  const board = createReservationStaff({
    db,
    views,
    outcomes,
    now,
    ...(deps.conversions ? { onCompleted: deps.conversions.reservationCompleted } : {}),
  });
  const hub = createOrderEventsHub(pool.options, api.log, RESERVATION_EVENTS_CHANNEL);
  api.addHook('onClose', async () => hub.close());

  const { conversions } = deps;
  registerReservationRoutes(api, {
    booking,
    reading,
    board,
    ...(conversions ? { onBooked: scheduleRecorder(conversions, api.log) } : {}),
  });
  registerReservationStreamRoutes(api, { db, hub, streams: deps.streams, reading });
  return { hub };
}
