import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { OrderCatalogService } from '../orders/order-catalog.ts';
import type { OrderReading } from '../orders/order-reading.ts';
import { pruneCallbacksJob } from './callback-pruning.ts';
import { createOrderPayment } from './order-payment.ts';
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

/** The configured payment provider and the service over it (ADR 403); orders open attempts with it. */
export function createPayments(api: FastifyInstance, deps: FeatureDeps) {
  const { config, now } = deps;
  const secret = webhookSecret(config, api.log);
  const provider = createSandboxProvider({ secret, publicUrl: config.PUBLIC_URL ?? null });
  const service = createPaymentService({
    db: deps.database.db,
    provider,
    now,
    publicUrl: config.PUBLIC_URL ?? null,
  });
  return { secret, service };
}

export type Payments = ReturnType<typeof createPayments>;

/**
 * Payments: paying an order, the provider's callbacks, the sandbox gateway's pages, and the
 * pruning of callback ids (a job, ADR 604).
 */
export async function paymentsPlugin(
  api: FastifyInstance,
  deps: FeatureDeps & {
    payments: { secret: string; service: PaymentService };
    reading: OrderReading;
    catalog: OrderCatalogService;
  },
): Promise<void> {
  const { db } = deps.database;
  const { service: payments, secret } = deps.payments;
  registerPaymentRoutes(api, {
    payments,
    reading: deps.reading,
    pay: createOrderPayment({ db, reading: deps.reading, catalog: deps.catalog, payments }),
  });
  if (deps.config.PAYMENT_PROVIDER === 'sandbox') {
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
  await deps.jobs.register(pruneCallbacksJob(db));
}
