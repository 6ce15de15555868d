import { apiHeaders, idParam } from '@sufra/contract';
import { addOrderItemRequestSchema, phoneOrderRequestSchema } from '@sufra/contract/phone-orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../platform/deps.ts';
import { adminOf, adminScreen } from '../admin/admin-auth.ts';
import { params } from '../admin-data/admin-data-routes.ts';
import type { BranchCatalogService } from '../catalog/branch-catalog.ts';
import type { OrderPlacement } from '../orders/order-placement.ts';
import type { StaffService } from '../staff/staff-service.ts';
import { createPhoneOrderService } from './phone-order-service.ts';

const orderParams = params.extend({ orderId: idParam });

/**
 * Phone orders from the back office (ADR 1475, 1476): `orders.take` (owners, managers, staff; not
 * drivers, not a kitchen tablet's token), each call of the signed-in member's own business.
 */
export function phoneOrdersPlugin(
  app: FastifyInstance,
  deps: FeatureDeps & {
    placement: OrderPlacement;
    staff: StaffService;
    catalog: BranchCatalogService;
    /** The ways the message channel sends our own text: the caller's status messages (ADR 1478). */
    messageChannels: readonly ('sms' | 'whatsapp')[];
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const phone = createPhoneOrderService({
    db: deps.database.db,
    placement: deps.placement,
    staff: deps.staff,
    catalog: deps.catalog,
    messageChannels: deps.messageChannels,
  });
  const screen = adminScreen('orders.take');

  api.get('/admin/:ref/phone-orders/setup', { schema: { params }, ...screen }, async (request) =>
    phone.setup(adminOf(request), request.sufra?.locale),
  );

  api.post(
    '/admin/:ref/phone-orders',
    { schema: { params, body: phoneOrderRequestSchema }, ...screen },
    async (request, reply) => {
      const key = request.headers[apiHeaders.idempotencyKey];
      const order = await phone.place(
        adminOf(request),
        request.body,
        typeof key === 'string' ? key : undefined,
        request.sufra?.locale,
      );
      reply.code(201);
      return { error: 0, order };
    },
  );

  api.get('/admin/:ref/orders/:orderId', { schema: { params: orderParams }, ...screen }, async (request) => ({
    error: 0,
    order: await phone.order(adminOf(request), request.params.orderId, request.sufra?.locale),
  }));

  api.post(
    '/admin/:ref/orders/:orderId/items',
    { schema: { params: orderParams, body: addOrderItemRequestSchema }, ...screen },
    async (request) => ({
      error: 0,
      order: await phone.addItem(
        adminOf(request),
        request.params.orderId,
        request.body,
        request.sufra?.locale,
      ),
    }),
  );
}
