import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { BranchCatalogService } from '../catalog/branch-catalog.ts';
import type { EventStreams } from '../orders/event-stream.ts';
import { createOrderEventsHub } from '../orders/order-events-hub.ts';
import type { OrderPlacement } from '../orders/order-placement.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import { registerTablePartPayments } from '../payments/table-part-port.ts';
import type { TableService } from '../tables/table-service.ts';
import {
  lockPartForPayment,
  partReturn,
  payPartOnline,
  reopenOnlinePart,
  TABLE_EVENTS_CHANNEL,
} from './shared-table-repository.ts';
import { registerSharedTableRoutes } from './shared-table-routes.ts';
import { createSharedTables } from './shared-table-service.ts';

/**
 * Shared tables (ADR 1400–1406): one live order per table, rounds through the order pipeline,
 * the bill in parts. Its notices travel on their own channel in the orders' shape (as the
 * reservations' do, ADR 802), on the orders' event streams.
 */
export function tableTogetherPlugin(
  api: FastifyInstance,
  deps: FeatureDeps & {
    catalog: BranchCatalogService;
    tables: TableService;
    placement: OrderPlacement;
    streams: EventStreams;
    /** A part paid online goes through the business's gateway (ADR 1406). */
    payments: PaymentService;
  },
) {
  // What payments needs of a part, given to it here: payments is below the shared tables (ADR 610).
  registerTablePartPayments({
    lock: lockPartForPayment,
    pay: payPartOnline,
    reopen: reopenOnlinePart,
    returnTo: partReturn,
  });
  const shared = createSharedTables({
    db: deps.database.db,
    catalog: deps.catalog,
    tables: deps.tables,
    placement: deps.placement,
    payments: deps.payments,
  });
  const hub = createOrderEventsHub(deps.database.pool.options, api.log, TABLE_EVENTS_CHANNEL);
  api.addHook('onClose', async () => hub.close());
  registerSharedTableRoutes(api, { shared, hub, streams: deps.streams });
  return { shared };
}
