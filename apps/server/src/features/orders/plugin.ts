import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import type { PaymentOffer } from '../storefront/business-settings.ts';
import type { Conversions } from '../tracking/conversions.ts';
import { purchaseRecorder } from '../tracking/purchase-hooks.ts';
import { createEventStreams } from './event-stream.ts';
import { createOrderCatalog } from './order-catalog.ts';
import { createOrderEventsHub, FEEDBACK_EVENTS_CHANNEL, ORDER_EVENTS_CHANNEL } from './order-events-hub.ts';
import { createOrderPlacement } from './order-placement.ts';
import { createOrderReading } from './order-reading.ts';
import { registerOrderRoutes } from './order-routes.ts';
import { registerOrderStreamRoutes } from './order-stream-routes.ts';

/**
 * Ordering and live status: placement, calculation, reads, history and the event streams of
 * customers and the staff board. The LISTEN connection and open streams end with the app.
 */
export function ordersPlugin(
  api: FastifyInstance,
  deps: FeatureDeps & { payments: PaymentService; offer?: PaymentOffer; conversions?: Conversions },
) {
  const { db, pool } = deps.database;
  const catalog = createOrderCatalog(db, undefined, deps.offer);
  const reading = createOrderReading({ db });
  const placement = createOrderPlacement({ db, catalog, payments: deps.payments, now: deps.now });
  const hub = createOrderEventsHub(pool.options, api.log, ORDER_EVENTS_CHANNEL, FEEDBACK_EVENTS_CHANNEL);
  const streams = createEventStreams();

  // SSE connections are never idle: end them first, or closing the server would wait forever.
  api.addHook('preClose', async () => streams.closeAll());
  api.addHook('onClose', async () => hub.close());

  const { conversions } = deps;
  registerOrderRoutes(api, placement, reading, conversions && purchaseRecorder(conversions, api.log));
  registerOrderStreamRoutes(api, { db, hub, streams, reading });
  // Reservations place their pre-orders through this pipeline and stream on these streams (ADR 800).
  return { catalog, reading, placement, streams, hub };
}
