import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../../api.ts';
import { noCustomerAccounts, type ResolveCustomer } from '../../platform/auth/customer-identity.ts';
import { scheduleCallbackPruning } from '../payments/callback-pruning.ts';
import { createOrderPayment } from '../payments/order-payment.ts';
import { createRefundRequests, scheduleReconciliation } from '../payments/payment-jobs.ts';
import { registerPaymentRoutes } from '../payments/payment-routes.ts';
import { registerPaymentSandboxRoutes } from '../payments/payment-sandbox-routes.ts';
import { createPaymentService } from '../payments/payment-service.ts';
import { createSandboxGateway } from '../payments/sandbox-gateway.ts';
import { SANDBOX_CALLBACK_PATH, SANDBOX_SIGNATURE_HEADER } from '../payments/sandbox-provider.ts';
import { registerStaffRoutes } from '../staff/staff-routes.ts';
import { createStaffService } from '../staff/staff-service.ts';
import { createEventStreams } from './event-stream.ts';
import { createOrderCatalog } from './order-catalog.ts';
import { createOrderEventsHub } from './order-events-hub.ts';
import { createOrderPlacement } from './order-placement.ts';
import { createOrderReading } from './order-reading.ts';
import { registerOrderRoutes } from './order-routes.ts';
import { registerOrderStreamRoutes } from './order-stream-routes.ts';

export type OrderApiOptions = { resolveCustomer?: ResolveCustomer };

/**
 * Ordering, payments, live status and the staff board (issue #5): builds their services once per
 * app and registers their routes. The LISTEN connection and open streams end with the app.
 */
export async function registerOrderApi(api: FastifyInstance, deps: ApiDeps, options: OrderApiOptions = {}) {
  const { db, pool } = deps.database;
  const { config, now } = deps;
  const resolveCustomer = options.resolveCustomer ?? noCustomerAccounts;
  const { gateways } = deps;
  const secret = deps.sandboxSecret;
  const payments = createPaymentService({
    db,
    gateways,
    now,
    publicUrl: config.PUBLIC_URL ?? null,
    log: api.log,
    onRefundDue: (paymentId) => refunds.request(paymentId),
  });
  const refunds = createRefundRequests({ payments, log: api.log });
  const catalog = createOrderCatalog(db, undefined, gateways.offer);
  const reading = createOrderReading({ db, resolveCustomer });
  const placement = createOrderPlacement({ db, catalog, payments, resolveCustomer, now });
  const staff = createStaffService({ db, now });
  const hub = createOrderEventsHub(pool.options, api.log);
  const streams = createEventStreams();

  const pruning = scheduleCallbackPruning({ db, log: api.log });
  const reconciliation = scheduleReconciliation({ payments, refunds, log: api.log });

  // SSE connections are never idle: end them first, or closing the server would wait forever.
  api.addHook('preClose', async () => streams.closeAll());
  api.addHook('onClose', async () => {
    await pruning.stop();
    await reconciliation.stop();
    await refunds.settle();
    await hub.close();
  });

  registerOrderRoutes(api, placement, reading);
  registerOrderStreamRoutes(api, { db, hub, streams, reading, staff });
  registerPaymentRoutes(api, {
    payments,
    reading,
    pay: createOrderPayment({ db, reading, catalog, payments }),
  });
  registerStaffRoutes(api, staff);
  if (gateways.sandbox) {
    const gateway = createSandboxGateway({
      db,
      secret,
      now,
      // Through the whole HTTP stack, as a gateway's POST would arrive.
      deliver: async (body, signature) =>
        (
          await api.inject({
            method: 'POST',
            url: SANDBOX_CALLBACK_PATH,
            headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
            payload: body,
          })
        ).statusCode,
    });
    registerPaymentSandboxRoutes(api, gateway);
  }
  return { hub, streams, staff, payments };
}
