import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../../api.ts';
import { noCustomerAccounts } from '../../platform/auth/customer-identity.ts';
import type { EventStreams } from '../orders/event-stream.ts';
import type { OrderCatalogService } from '../orders/order-catalog.ts';
import { createOrderEventsHub } from '../orders/order-events-hub.ts';
import type { OrderPlacement } from '../orders/order-placement.ts';
import type { StaffService } from '../staff/staff-service.ts';
import { createReservationBooking } from './reservation-booking.ts';
import { createReservationOutcomes } from './reservation-outcomes.ts';
import { createReservationReading } from './reservation-reading.ts';
import { registerReservationRoutes } from './reservation-routes.ts';
import { createReservationStaff } from './reservation-staff.ts';
import { registerReservationStreamRoutes } from './reservation-stream-routes.ts';
import { createReservationViews } from './reservation-views.ts';

export const RESERVATION_EVENTS_CHANNEL = 'sufra_reservation_events';

/**
 * Reservations (issue #18, ADR 800–802): booking with capacity, reading by token or owner,
 * history, cancellation, the staff board's calls and live status. Uses the order pipeline for
 * pre-orders and the staff tokens of the board.
 */
export function registerReservationApi(
  api: FastifyInstance,
  deps: ApiDeps,
  shared: {
    catalog: OrderCatalogService;
    placement: OrderPlacement;
    staff: StaffService;
    streams: EventStreams;
  },
) {
  const { db, pool } = deps.database;
  const { now } = deps;
  const resolveCustomer = deps.resolveCustomer ?? noCustomerAccounts;
  const views = createReservationViews({ db, now });
  const outcomes = createReservationOutcomes({ db, pool });
  const booking = createReservationBooking({ db, pool, ...shared, views, resolveCustomer, now });
  const reading = createReservationReading({ db, views, outcomes, resolveCustomer, now });
  const board = createReservationStaff({ db, views, outcomes, now });
  const hub = createOrderEventsHub(pool.options, api.log, RESERVATION_EVENTS_CHANNEL);
  api.addHook('onClose', async () => hub.close());

  registerReservationRoutes(api, { booking, reading, staff: shared.staff, board });
  registerReservationStreamRoutes(api, { db, hub, streams: shared.streams, reading, staff: shared.staff });
  return { hub };
}
