import { idParam, type OrderStatusEvent } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { EventStreams } from '../../orders/event-stream.ts';
import type { OrderEventsHub, OrderNotice } from '../../orders/order-events-hub.ts';
import type { OrderReading } from '../../orders/order-reading.ts';
import { findOrder, type OrderRow } from '../../orders/order-repository.ts';
import type { StaffService } from '../../staff/staff-service.ts';
import { HttpError } from '../errors.ts';

const fromNotice = (n: OrderNotice): OrderStatusEvent => ({
  event_id: n.e,
  order_id: n.o,
  kind: n.k,
  status: n.s as OrderStatusEvent['status'],
  payment_state: n.p,
  at: new Date(n.t).toISOString(),
});

const snapshot = (o: OrderRow): OrderStatusEvent => ({
  event_id: 0,
  order_id: o.id,
  kind: 'snapshot',
  status: o.status as OrderStatusEvent['status'],
  payment_state: o.paymentState as OrderStatusEvent['payment_state'],
  at: o.updatedAt.toISOString(),
});

async function listening(hub: OrderEventsHub): Promise<void> {
  try {
    await hub.ready();
  } catch {
    // The client falls back to polling update-order-events.
    throw new HttpError(503, 'Live updates are unavailable; poll update-order-events', 'live_unavailable');
  }
}

/**
 * Live order status over Server-Sent Events (ADR 404). The subscription is made before the
 * snapshot is read, so a change landing in between is sent rather than lost.
 */
export function registerOrderStreamRoutes(
  app: FastifyInstance,
  deps: { db: Db; hub: OrderEventsHub; streams: EventStreams; reading: OrderReading; staff: StaffService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { hub, streams } = deps;

  // EventSource cannot send headers, so the order token rides in the query string here.
  api.get(
    '/webapp/order/:orderId/events',
    {
      schema: {
        params: z.object({ orderId: idParam }),
        querystring: z.object({ token: z.string().min(8).max(100).optional() }),
      },
    },
    async (request, reply) => {
      const order = await deps.reading.authorize(request.params.orderId, {
        token: request.query.token,
        authorization: request.headers.authorization,
      });
      await listening(hub);
      const stream = streams.start(reply);
      const sendSnapshot = async () => {
        const fresh = await findOrder(deps.db, order.id);
        if (fresh) stream.send('status', snapshot(fresh));
      };
      const unsubscribe = hub.subscribeOrder(order.id, (notice) => {
        if (notice) stream.send('status', fromNotice(notice), notice.e);
        else void sendSnapshot().catch(() => stream.close());
      });
      stream.onClose(unsubscribe);
      await sendSnapshot();
    },
  );

  // The staff board reads this with fetch (it sends the bearer token); EventSource works too via
  // a proxy that adds the header. Each event names an order; the board refetches it.
  api.get('/staff/events', async (request, reply) => {
    const staff = await deps.staff.authenticate(request.headers.authorization);
    await listening(hub);
    const stream = streams.start(reply);
    const unsubscribe = hub.subscribeBusiness(staff.businessId, (notice) => {
      if (notice) stream.send('order', fromNotice(notice), notice.e);
      else stream.send('resync', {});
    });
    stream.onClose(unsubscribe);
    stream.send('ready', { business: staff.referenceId });
  });
}
