import type { AdminPixelsResponse, PaymentSettingsResponse } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { type AdminRefParams, adminOf, adminScreen } from '../admin/admin-auth.ts';
import type { Gateways } from '../payments/gateways.ts';
import { createPaymentSettingsService } from './payment-settings-service.ts';
import { createPixelsAdminService } from './pixels-admin-service.ts';

/**
 * [product: Back office] payment methods and gateway keys (ADR 1121), pixels and conversion tokens
 * (ADR 840): the owner only, `no-store` (the answers name a key's last four characters), through
 * the payments' gateways and tracking's pixel store. Registered after `adminPlugin`.
 */
export function adminPaymentsPlugin(api: FastifyInstance, deps: FeatureDeps & { gateways: Gateways }) {
  const { db } = deps.database;
  const payments = createPaymentSettingsService({ db, gateways: deps.gateways });
  const pixelStore = createPixelsAdminService({ db, secret: deps.config.TRACKING_KEYS_SECRET });
  const owner = adminScreen('payments.manage');

  api.get<AdminRefParams>('/admin/:ref/payments', owner, async (request) => {
    return {
      error: 0,
      payments: await payments.read(adminOf(request)),
    } satisfies PaymentSettingsResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/payments', owner, async (request) => {
    const saved = await payments.save(adminOf(request), request.body);
    return { error: 0, payments: saved } satisfies PaymentSettingsResponse;
  });

  api.get<AdminRefParams>('/admin/:ref/pixels', owner, async (request) => {
    const pixels = await pixelStore.read(adminOf(request));
    return { error: 0, pixels, can_store_tokens: pixelStore.canStore } satisfies AdminPixelsResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/pixels', owner, async (request) => {
    const pixels = await pixelStore.save(adminOf(request), request.body);
    return { error: 0, pixels, can_store_tokens: pixelStore.canStore } satisfies AdminPixelsResponse;
  });
}
