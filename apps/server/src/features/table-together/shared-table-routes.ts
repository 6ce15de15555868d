import {
  idParam,
  SHARED_TABLE_DINER_COOKIE,
  sharedTableAddSchema,
  sharedTableBillSchema,
  sharedTableJoinSchema,
  sharedTableLineParamsSchema,
  sharedTableLineSchema,
  sharedTableParamsSchema,
  sharedTablePartParamsSchema,
  sharedTablePaySchema,
  sharedTableRequestSchema,
  sharedTableResponseSchema,
  staffMoveTableSchema,
  staffSharedTablesResponseSchema,
  TABLE_DINER_HEADER,
} from '@sufra/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identifyCustomer, requireStaff, staffOf } from '../../platform/auth/auth-plugin.ts';
import { Unavailable } from '../../platform/failures.ts';
import type { EventStreams } from '../orders/event-stream.ts';
import type { OrderEventsHub } from '../orders/order-events-hub.ts';
import type { DinerCaller, SharedTables } from './shared-table-service.ts';

/** The diner's key: the header the web's actions send, or the cookie (the live stream). */
function dinerKey(request: FastifyRequest, tableId?: number): string | null {
  const header = request.headers[TABLE_DINER_HEADER];
  if (typeof header === 'string' && header) return header;
  if (tableId === undefined) return null;
  const name = `${SHARED_TABLE_DINER_COOKIE}${tableId}=`;
  const cookie = (request.headers.cookie ?? '').split(/;\s*/).find((c) => c.startsWith(name));
  return cookie ? decodeURIComponent(cookie.slice(name.length)) : null;
}

const callerOf = (request: FastifyRequest): DinerCaller => ({
  key: dinerKey(request),
  cookieKey: (tableId) => dinerKey(request, tableId),
  locale: request.sufra?.locale,
  customer: request.customer ?? null,
});

/** The shared table's calls (ADR 1400–1406) and the board's (ADR 1405). */
export function registerSharedTableRoutes(
  app: FastifyInstance,
  deps: { shared: SharedTables; hub: OrderEventsHub; streams: EventStreams },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { shared } = deps;
  const reply200 = { 200: sharedTableResponseSchema };
  // Every answer is this table's now: never cached.
  const noStore = {
    onRequest: async (_q: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
    },
  };

  api.post(
    '/webapp/shared-table/:branchId/view',
    {
      schema: { params: sharedTableParamsSchema, body: sharedTableRequestSchema, response: reply200 },
      ...noStore,
    },
    async (request) => shared.read(request.params.branchId, request.body.table, callerOf(request)),
  );
  api.post(
    '/webapp/shared-table/:branchId/join',
    {
      schema: { params: sharedTableParamsSchema, body: sharedTableJoinSchema, response: reply200 },
      ...noStore,
    },
    async (request) => shared.join(request.params.branchId, request.body, callerOf(request)),
  );
  api.post(
    '/webapp/shared-table/:branchId/lines',
    {
      schema: { params: sharedTableParamsSchema, body: sharedTableAddSchema, response: reply200 },
      ...noStore,
    },
    async (request) => shared.addLine(request.params.branchId, request.body, callerOf(request)),
  );
  api.post(
    '/webapp/shared-table/:branchId/lines/:lineId',
    {
      schema: { params: sharedTableLineParamsSchema, body: sharedTableLineSchema, response: reply200 },
      ...noStore,
    },
    async (request) =>
      shared.setLine(request.params.branchId, request.params.lineId, request.body, callerOf(request)),
  );
  api.post(
    '/webapp/shared-table/:branchId/rounds',
    {
      schema: { params: sharedTableParamsSchema, body: sharedTableRequestSchema, response: reply200 },
      ...noStore,
    },
    async (request) => shared.sendRound(request.params.branchId, request.body.table, callerOf(request)),
  );
  api.post(
    '/webapp/shared-table/:branchId/bill',
    {
      schema: { params: sharedTableParamsSchema, body: sharedTableBillSchema, response: reply200 },
      ...noStore,
    },
    async (request) => shared.askBill(request.params.branchId, request.body, callerOf(request)),
  );
  api.post(
    '/webapp/shared-table/:branchId/parts/:partId/pay',
    {
      schema: { params: sharedTablePartParamsSchema, body: sharedTablePaySchema, response: reply200 },
      preHandler: identifyCustomer,
      ...noStore,
    },
    async (request) =>
      shared.pay(request.params.branchId, request.params.partId, request.body, callerOf(request)),
  );

  // Live cart (ADR 1401): a notice per change of the session; the page reads the view again.
  // EventSource sends no header: the diner's key comes from the table's cookie.
  api.get(
    '/webapp/shared-table/session/:sessionId/events',
    {
      schema: {
        params: z.object({ sessionId: idParam }),
        querystring: z.object({ table: idParam }),
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      await shared.streamAccess(sessionId, dinerKey(request, request.query.table));
      try {
        await deps.hub.ready();
      } catch {
        throw new Unavailable('live_unavailable', 'Live updates are unavailable; reload the page');
      }
      const stream = deps.streams.start(reply);
      const unsubscribe = deps.hub.subscribeOrder(sessionId, (notice) =>
        stream.send('changed', { version: notice?.e ?? 0 }),
      );
      stream.onClose(unsubscribe);
      stream.send('ready', { session: sessionId });
    },
  );

  api.get(
    '/staff/shared-tables',
    { schema: { response: { 200: staffSharedTablesResponseSchema } }, preHandler: requireStaff, ...noStore },
    async (request) => {
      const staff = staffOf(request);
      const [tables, free] = await Promise.all([shared.staffList(staff), shared.freeTables(staff)]);
      return {
        error: 0 as const,
        currency: staff.currency,
        tables,
        free_tables: free.map((t) => ({ id: t.id, name: t.name, branch_id: t.branch_id })),
      };
    },
  );
  api.post(
    '/staff/shared-tables/parts/:partId/cash',
    { schema: { params: z.object({ partId: idParam }) }, preHandler: requireStaff, ...noStore },
    async (request) => {
      await shared.confirmCash(staffOf(request), request.params.partId);
      return { error: 0 as const };
    },
  );
  api.post(
    '/staff/shared-tables/:sessionId/close',
    { schema: { params: z.object({ sessionId: idParam }) }, preHandler: requireStaff, ...noStore },
    async (request) => {
      await shared.close(staffOf(request), request.params.sessionId);
      return { error: 0 as const };
    },
  );
  api.post(
    '/staff/shared-tables/:sessionId/move',
    {
      schema: { params: z.object({ sessionId: idParam }), body: staffMoveTableSchema },
      preHandler: requireStaff,
      ...noStore,
    },
    async (request) => {
      await shared.move(staffOf(request), request.params.sessionId, request.body.table_id);
      return { error: 0 as const };
    },
  );
  // The board's live list: a notice for each change of any of the business's tables.
  api.get('/staff/shared-tables/events', { preHandler: requireStaff }, async (request, reply) => {
    const staff = staffOf(request);
    try {
      await deps.hub.ready();
    } catch {
      throw new Unavailable('live_unavailable', 'Live updates are unavailable; reload the page');
    }
    const stream = deps.streams.start(reply);
    const unsubscribe = deps.hub.subscribeBusiness(staff.businessId, (notice) =>
      stream.send('changed', { session: notice?.o ?? 0 }),
    );
    stream.onClose(unsubscribe);
    stream.send('ready', {});
  });
}
