import {
  idParam,
  staffBoardQuerySchema,
  staffBulkStatusRequestSchema,
  staffRefundRequestSchema,
  staffStatusRequestSchema,
} from '@sufra/contract';
import type { OrderStatus } from '@sufra/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff, staffOf } from '../../platform/auth/auth-plugin.ts';
import type { StaffService } from './staff-service.ts';
import { registerStaffSessionRoutes } from './staff-session.ts';

/**
 * The staff API (ADR 405): outside the storefront's `webapp/` calls, every route needs a staff
 * bearer token and only ever sees the token's own business.
 */
export function registerStaffRoutes(app: FastifyInstance, staff: StaffService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerStaffSessionRoutes(api);

  api.get(
    '/staff/orders',
    { schema: { querystring: staffBoardQuerySchema }, preHandler: requireStaff },
    async (request) => {
      const who = staffOf(request);
      return staff.board(who, request.query.scope, request.sufra?.locale);
    },
  );

  api.get(
    '/staff/orders/:orderId',
    { schema: { params: z.object({ orderId: idParam }) }, preHandler: requireStaff },
    async (request) => {
      const who = staffOf(request);
      return { error: 0, order: await staff.order(who, request.params.orderId, request.sufra?.locale) };
    },
  );

  api.post(
    '/staff/orders/:orderId/status',
    {
      schema: { params: z.object({ orderId: idParam }), body: staffStatusRequestSchema },
      preHandler: requireStaff,
    },
    async (request) => {
      const who = staffOf(request);
      const order = await staff.setStatus(
        who,
        request.params.orderId,
        request.body.status as OrderStatus,
        request.sufra?.locale,
        request.body.ready_in_minutes,
      );
      return { error: 0, order };
    },
  );

  // A refund (ADR 1430): the role check is the service's (owners and managers only).
  api.post(
    '/staff/orders/:orderId/refunds',
    {
      schema: { params: z.object({ orderId: idParam }), body: staffRefundRequestSchema },
      preHandler: requireStaff,
    },
    async (request) => {
      const who = staffOf(request);
      const order = await staff.refund(who, request.params.orderId, request.body, request.sufra?.locale);
      return { error: 0, order };
    },
  );

  // Bulk accept (ADR 1431): each order goes through the same checks as its own tap.
  api.post(
    '/staff/orders/bulk-status',
    { schema: { body: staffBulkStatusRequestSchema }, preHandler: requireStaff },
    async (request) => {
      const who = staffOf(request);
      const { order_ids, status, ready_in_minutes } = request.body;
      return {
        error: 0,
        ...(await staff.setStatuses(
          who,
          order_ids,
          status as OrderStatus,
          request.sufra?.locale,
          ready_in_minutes,
        )),
      };
    },
  );
}
