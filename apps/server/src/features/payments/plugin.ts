import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { pruneCallbacksJob } from './callback-pruning.ts';
import { createGateways, type Gateways } from './gateways.ts';
import {
  enqueueOrderRefund,
  enqueueRefund,
  orderRefundJob,
  reconcileJob,
  refundJob,
} from './payment-jobs.ts';
import { registerPaymentRoutes } from './payment-routes.ts';
import { registerPaymentSandboxRoutes } from './payment-sandbox-routes.ts';
import { createPaymentService, type PaymentService } from './payment-service.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';
import {
  createSandboxProvider,
  SANDBOX_CALLBACK_PATH,
  SANDBOX_SIGNATURE_HEADER,
} from './sandbox-provider.ts';
import { webhookSecret } from './webhook-secret.ts';

export type PaymentsOptions = {
  /** An order's online payment was confirmed: its Purchase counts (ADR 840). */
  onPaid?: ((orderId: number) => Promise<void>) | undefined;
  /** The page a paid order returns to when it is not the order's own (a pre-order's booking, ADR 800). */
  returnPageOf?: ((ref: string, orderId: number) => Promise<string | null>) | undefined;
};

/**
 * Each business's gateway (ADR 721) and the payment service over them (ADR 403, 720). The
 * features above the payments (tracking, reservations) reach in through `options`, never by an
 * import (ADR 610); the storefront and the orders offer methods by the gateways, orders open
 * attempts with the service.
 */
export async function createPayments(api: FastifyInstance, deps: FeatureDeps & PaymentsOptions) {
  const { config, now } = deps;
  const secret = await webhookSecret(config, deps.database.db);
  const sandbox = createSandboxProvider({ secret, publicUrl: config.PUBLIC_URL ?? null });
  const gateways = createGateways({ db: deps.database.db, config, sandbox });
  if (!gateways.platformDefault && config.PAYMENT_PROVIDER === undefined && config.NODE_ENV === 'production')
    api.log.warn(
      'PAYMENT_PROVIDER is not set: no online payments except for businesses with their own gateway (ADR 721)',
    );
  const service: PaymentService = createPaymentService({
    db: deps.database.db,
    gateways,
    now,
    publicUrl: config.PUBLIC_URL ?? null,
    log: api.log,
    ...(deps.onPaid ? { onPaid: deps.onPaid } : {}),
    ...(deps.returnPageOf ? { returnPageOf: deps.returnPageOf } : {}),
    onRefundDue: async (paymentId) => {
      await enqueueRefund(deps.jobs, () => service, paymentId);
    },
  });
  /** Sends an order refund to its gateway through the job queue (ADR 1430). */
  const sendRefund = async (refundId: number) => {
    await enqueueOrderRefund(deps.jobs, () => service, refundId);
  };
  return { secret, service, gateways, sendRefund };
}

export type Payments = {
  secret: string;
  service: PaymentService;
  gateways: Gateways;
  sendRefund: (refundId: number) => Promise<void>;
};

/**
 * Payments: paying an order, the gateways' callbacks, the sandbox's pages (only where it is
 * allowed, ADR 722), and their jobs (ADR 604): callback pruning, refunds, reconciliation.
 */
export async function paymentsPlugin(
  api: FastifyInstance,
  deps: FeatureDeps & {
    payments: Payments;
  },
): Promise<void> {
  const { db } = deps.database;
  const { service: payments, secret, gateways } = deps.payments;
  registerPaymentRoutes(api, { payments });
  if (gateways.sandbox) {
    const gateway = createSandboxGateway({
      db,
      secret,
      now: deps.now,
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
  const service = () => payments;
  await deps.jobs.register(pruneCallbacksJob(db));
  await deps.jobs.register(refundJob(service));
  await deps.jobs.register(orderRefundJob(service));
  await deps.jobs.register(
    reconcileJob(
      service,
      (id) => enqueueRefund(deps.jobs, service, id),
      (id) => enqueueOrderRefund(deps.jobs, service, id),
    ),
  );
}
