import type { FastifyInstance } from 'fastify';
import { branchesPlugin } from './features/branches/plugin.ts';
import { catalogPlugin } from './features/catalog/plugin.ts';
import { feedbackPlugin } from './features/feedback/plugin.ts';
import { geocodePlugin } from './features/geocode/plugin.ts';
import { marketingPlugin } from './features/marketing/plugin.ts';
import { ordersPlugin } from './features/orders/plugin.ts';
import { createPayments, paymentsPlugin } from './features/payments/plugin.ts';
import { staffPlugin } from './features/staff/plugin.ts';
import { createStaffResolver } from './features/staff/staff-tokens.ts';
import { storefrontPlugin } from './features/storefront/plugin.ts';
import { startTenancy } from './features/tenancy/plugin.ts';
import { registerAuth } from './platform/auth/auth-plugin.ts';
import { noCustomerAccounts, type ResolveCustomer } from './platform/auth/identity.ts';
import type { FeatureDeps } from './platform/deps.ts';
import { registerRequestHeaders } from './platform/http/request-headers.ts';

export type ApiOptions = FeatureDeps & {
  /** Who a bearer token is as a customer (ADR 602); without it every caller is a guest. */
  resolveCustomer?: ResolveCustomer | undefined;
};

/** Registers every feature's API routes (SPEC §7) under the /api prefix, and nothing else. */
export async function registerApi(api: FastifyInstance, options: ApiOptions): Promise<void> {
  const { resolveCustomer, ...deps } = options;
  // First: every route below may read the parsed §7 headers (request.sufra) and ask who is calling.
  registerRequestHeaders(api);
  registerAuth(api, {
    customer: resolveCustomer ?? noCustomerAccounts,
    staff: createStaffResolver({ db: deps.database.db, now: deps.now }),
  });

  const tenancy = await startTenancy(api, deps);
  storefrontPlugin(api, { ...deps, tenancy });
  catalogPlugin(api, { ...deps, tenancy });
  branchesPlugin(api, { ...deps, tenancy });
  marketingPlugin(api, { ...deps, tenancy });
  geocodePlugin(api, deps);

  const payments = createPayments(api, deps);
  const orders = ordersPlugin(api, { ...deps, payments: payments.service });
  await paymentsPlugin(api, { ...deps, payments, ...orders });
  staffPlugin(api, deps);
  feedbackPlugin(api, deps);
}
