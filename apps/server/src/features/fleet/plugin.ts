import {
  driverPositionSchema,
  dropStepSchema,
  fleetAssignSchema,
  fleetSettleSchema,
  idParam,
  orderKeyParam,
  referenceIdSchema,
  todayQuerySchema,
} from '@sufra/contract';
import { OrderStatus } from '@sufra/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identifyCustomer, requireStaff, staffOf } from '../../platform/auth/auth-plugin.ts';
import type { FeatureDeps } from '../../platform/deps.ts';
import { Unavailable } from '../../platform/failures.ts';
import { adminOf, adminScreen, requireAdmin } from '../admin/admin-auth.ts';
import type { EventStreams } from '../orders/event-stream.ts';
import { createOrderEventsHub, type OrderEventsHub, type OrderNotice } from '../orders/order-events-hub.ts';
import type { OrderReading } from '../orders/order-reading.ts';
import type { OrderMoved } from '../orders/order-repository.ts';
import { fleetReport, settleDriver } from './fleet-report.ts';
import { DRIVER_EVENTS_CHANNEL } from './fleet-repository.ts';
import { createFleetService } from './fleet-service.ts';
import { carrierOf, currentView, type DriverNotice, driverView } from './order-driver.ts';

const refParams = z.object({ ref: referenceIdSchema });

/**
 * [product: Own delivery fleet] (ADR 1410–1414). The board's dispatch (`staff/fleet`, the board's
 * staff: device or member, never a driver); the driver's page (`staff/driver/{ref}/…`, a member
 * with `drops.own`, their own drops only); the diner's driver while the order is out (by the
 * order's token); the drivers' report (`fleet.report`). Positions reach diners through one LISTEN
 * connection per instance, as order status does (ADR 404, 1413).
 */
export function fleetPlugin(
  app: FastifyInstance,
  deps: FeatureDeps & {
    reading: OrderReading;
    streams: EventStreams;
    orderHub: OrderEventsHub;
    onMoved?: OrderMoved | undefined;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = deps.database;
  const fleet = createFleetService({ db, onMoved: deps.onMoved });
  // The orders' hub, on the drivers' channel: notices name the driver in `o` (ADR 1413).
  const hub = createOrderEventsHub(pool.options, app.log, DRIVER_EVENTS_CHANNEL);
  app.addHook('onClose', async () => hub.close());

  // The board (ADR 1411).
  api.get('/staff/fleet', { preHandler: requireStaff }, async (request) => fleet.fleet(staffOf(request)));
  api.post(
    '/staff/fleet/assign',
    { schema: { body: fleetAssignSchema }, preHandler: requireStaff },
    async (request) => fleet.assign(staffOf(request), request.body),
  );

  // The driver's page (ADR 1410, 1412, 1413).
  const driver = { preHandler: requireAdmin('drops.own') };
  api.get(
    '/staff/driver/:ref/drops',
    { schema: { params: refParams }, ...driver },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return fleet.drops(adminOf(request));
    },
  );
  api.post(
    '/staff/driver/:ref/drops/:orderId/step',
    { schema: { params: refParams.extend({ orderId: idParam }), body: dropStepSchema }, ...driver },
    async (request) => fleet.step(adminOf(request), request.params.orderId, request.body),
  );
  api.post('/staff/driver/:ref/back', { schema: { params: refParams }, ...driver }, async (request) =>
    fleet.back(adminOf(request)),
  );
  api.post(
    '/staff/driver/:ref/position',
    { schema: { params: refParams, body: driverPositionSchema }, ...driver },
    async (request) => {
      await fleet.position(adminOf(request), request.body);
      return { error: 0 as const };
    },
  );

  // The diner's driver (ADR 1413): by the order's token, only while the order is out with one.
  api.get(
    '/webapp/order/:orderId/driver',
    { schema: { params: z.object({ orderId: orderKeyParam }) }, preHandler: identifyCustomer },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const header = request.headers['x-order-token'];
      const order = await deps.reading.authorize(request.params.orderId, {
        token: typeof header === 'string' ? header : undefined,
        customer: request.customer,
      });
      return { error: 0 as const, driver: await currentView(db, await carrierOf(db, order)) };
    },
  );
  api.get(
    '/webapp/order/:orderId/driver/events',
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
      const carrier = await carrierOf(db, order);
      try {
        await Promise.all([hub.ready(), deps.orderHub.ready()]);
      } catch {
        throw new Unavailable('live_unavailable', 'Live updates are unavailable; poll the driver');
      }
      const stream = deps.streams.start(reply);
      const unsubscribe = hub.subscribeOrder(carrier.driverId, (raw: OrderNotice | null) => {
        const notice = raw as DriverNotice | null;
        if (!notice) {
          void currentView(db, carrier).then(
            (v) => v && stream.send('driver', v),
            () => stream.close(),
          );
          return;
        }
        if (notice.gone || notice.done === order.id) {
          stream.send('end', {});
          stream.close();
          return;
        }
        if (typeof notice.lat === 'number' && typeof notice.lng === 'number')
          stream.send(
            'driver',
            driverView(carrier, {
              lat: notice.lat,
              lng: notice.lng,
              speed: notice.s ?? null,
              at: new Date(notice.t ?? Date.now()).toISOString(),
            }),
          );
      });
      stream.onClose(unsubscribe);
      // The board delivered or cancelled the order before the driver's step: the map ends now.
      const stopOrder = deps.orderHub.subscribeOrder(order.id, (notice) => {
        if (notice?.k === 'status' && notice.s !== OrderStatus.out) {
          stream.send('end', {});
          stream.close();
        }
      });
      stream.onClose(stopOrder);
      const first = await currentView(db, carrier);
      if (first) stream.send('driver', first);
    },
  );

  // The drivers' report (ADR 1414).
  api.get(
    '/admin/:ref/fleet/report',
    { schema: { params: refParams, querystring: todayQuerySchema }, ...adminScreen('fleet.report') },
    async (request) => fleetReport(db, adminOf(request), request.query.day),
  );
  api.post(
    '/admin/:ref/fleet/settle',
    { schema: { params: refParams, body: fleetSettleSchema }, preHandler: requireAdmin('fleet.report') },
    async (request) => ({
      error: 0 as const,
      settled: await settleDriver(db, adminOf(request), request.body.driver_id),
    }),
  );
}
