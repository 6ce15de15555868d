import { orderKeyParam } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identifyCustomer, requireStaff, staffOf } from '../../platform/auth/auth-plugin.ts';
import type { Db } from '../../platform/db/client.ts';
import { Unavailable } from '../../platform/failures.ts';
import type { EventStreams } from './event-stream.ts';
import type { OrderEventsHub } from './order-events-hub.ts';
import type { OrderReading } from './order-reading.ts';
import { findOrderSnapshot } from './order-repository.ts';
import {
  createOrderStatusFeed,
  eventFromNotice,
  snapshotEvent,
  staffEventFromNotice,
} from './order-status-feed.ts';

/**
 * A page opened before ADR 1493 numbered events by the global sequence and ignores any event with a
 * smaller id than the one it holds. Its reconnect says that id (`Last-Event-ID`); when it is beyond
 * every place the order has, the stream adds it to each place, so that page keeps taking the
 * news. It tells the page nothing but its own number. 0 for everyone else.
 */
export async function oldEventIdOffset(
  header: string | string[] | undefined,
  lastPlace: () => Promise<number>,
): Promise<number> {
  if (typeof header !== 'string' || !/^[1-9]\d{0,14}$/.test(header)) return 0;
  const said = Number(header);
  return said > (await lastPlace()) ? said : 0;
}

async function listening(hub: OrderEventsHub): Promise<void> {
  try {
    await hub.ready();
  } catch {
    // The client falls back to polling update-order-events.
    throw new Unavailable('live_unavailable', 'Live updates are unavailable; poll update-order-events');
  }
}

/**
 * Live order status over Server-Sent Events (ADR 404). The subscription is made before the
 * snapshot is read, so a change landing in between is sent rather than lost — after the snapshot,
 * never before it (the feed holds it).
 */
export function registerOrderStreamRoutes(
  app: FastifyInstance,
  deps: { db: Db; hub: OrderEventsHub; streams: EventStreams; reading: OrderReading },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { hub, streams } = deps;

  // EventSource cannot send headers, so the order token rides in the query string here.
  api.get(
    '/webapp/order/:orderId/events',
    {
      schema: {
        params: z.object({ orderId: orderKeyParam }),
        querystring: z.object({ token: z.string().min(8).max(100).optional() }),
      },
      preHandler: identifyCustomer,
    },
    async (request, reply) => {
      const order = await deps.reading.authorize(request.params.orderId, {
        token: request.query.token,
        customer: request.customer,
      });
      await listening(hub);
      const offset = await oldEventIdOffset(request.headers['last-event-id'], async () => {
        const now = await findOrderSnapshot(deps.db, order.id);
        return now?.lastEventId ?? 0;
      });
      const stream = streams.start(reply);
      const feed = createOrderStatusFeed({
        readSnapshot: async () => {
          const fresh = await findOrderSnapshot(deps.db, order.id);
          return fresh && snapshotEvent(fresh);
        },
        send: (event) => {
          const id = event.event_id ? event.event_id + offset : 0;
          stream.send('status', { ...event, event_id: id }, id || undefined);
        },
      });
      const unsubscribe = hub.subscribeOrder(order.id, (notice) => {
        if (notice) feed.live(eventFromNotice(notice));
        else void feed.resync().catch(() => stream.close());
      });
      stream.onClose(unsubscribe);
      await feed.resync();
    },
  );

  // The staff board reads this with fetch (it sends the bearer token); EventSource works too via
  // a proxy that adds the header. Each event names an order; the board refetches it.
  api.get('/staff/events', { preHandler: requireStaff }, async (request, reply) => {
    const staff = staffOf(request);
    await listening(hub);
    const stream = streams.start(reply);
    const unsubscribe = hub.subscribeBusiness(staff.businessId, (notice) => {
      if (notice) stream.send('order', staffEventFromNotice(notice), notice.e);
      else stream.send('resync', {});
    });
    // A new survey answer or order rating: the board refetches its feedback list (ADR 782).
    const unsubscribeFeedback = hub.subscribeFeedback(staff.businessId, (notice) =>
      stream.send('feedback', { kind: notice.k, id: notice.id }),
    );
    stream.onClose(() => {
      unsubscribe();
      unsubscribeFeedback();
    });
    stream.send('ready', { business: staff.referenceId });
  });
}
