import type { FastifyInstance } from 'fastify';
import { createCustomerResolver } from './features/accounts/customer-resolver.ts';
import { type AccountsOptions, accountsPlugin } from './features/accounts/plugin.ts';
import { registerSessionCookieBridge } from './features/accounts/session-cookie.ts';
import { ADMIN_TOKEN_PREFIX, createAdminSessions } from './features/admin/admin-auth.ts';
import { adminPlugin } from './features/admin/plugin.ts';
import { adminAuditPlugin } from './features/admin-audit/plugin.ts';
import { adminBookingsPlugin } from './features/admin-bookings/plugin.ts';
import { adminBusinessPlugin } from './features/admin-business/plugin.ts';
import { adminCustomersPlugin } from './features/admin-customers/plugin.ts';
import { adminDataPlugin } from './features/admin-data/plugin.ts';
import { adminHoursPlugin } from './features/admin-hours/plugin.ts';
import { adminMenuPlugin } from './features/admin-menu/plugin.ts';
import { adminOffersPlugin } from './features/admin-offers/plugin.ts';
import { adminPaymentsPlugin } from './features/admin-payments/plugin.ts';
import { adminPoliciesPlugin } from './features/admin-policies/plugin.ts';
import { adminReportsPlugin } from './features/admin-reports/plugin.ts';
import { adminSettingsPlugin } from './features/admin-settings/plugin.ts';
import { adminSurveysPlugin } from './features/admin-surveys/plugin.ts';
import { adminTablesPlugin } from './features/admin-tables/plugin.ts';
import { adminTeamPlugin } from './features/admin-team/plugin.ts';
import { adminWalletPlugin } from './features/admin-wallet/plugin.ts';
import { adminZonesPlugin } from './features/admin-zones/plugin.ts';
import { afterOrderPlugin } from './features/after-order/plugin.ts';
import { branchesPlugin } from './features/branches/plugin.ts';
import { createBranchCatalog } from './features/catalog/branch-catalog.ts';
import { catalogPlugin } from './features/catalog/plugin.ts';
import type { ErrorReporter } from './features/error-reports/error-reporter.ts';
import { errorReportsPlugin } from './features/error-reports/plugin.ts';
import { feedbackPlugin } from './features/feedback/plugin.ts';
import { fleetPlugin } from './features/fleet/plugin.ts';
import { geocodePlugin } from './features/geocode/plugin.ts';
import { marketingPlugin } from './features/marketing/plugin.ts';
import { operatorPlugin } from './features/operator/plugin.ts';
import { registerStatusMessages } from './features/order-messages/status-messages.ts';
import { ordersPlugin } from './features/orders/plugin.ts';
import { createPayments, paymentsPlugin } from './features/payments/plugin.ts';
import { phoneOrdersPlugin } from './features/phone-orders/plugin.ts';
import { pickupPlugin } from './features/pickup/plugin.ts';
import { pushPlugin } from './features/push/plugin.ts';
import { reservationsPlugin } from './features/reservations/plugin.ts';
import { bookingPageOfOrder } from './features/reservations/reservation-links.ts';
import { staffPlugin } from './features/staff/plugin.ts';
import { registerStaffCookieBridge } from './features/staff/staff-session.ts';
import { createStaffResolver } from './features/staff/staff-tokens.ts';
import { storefrontPlugin } from './features/storefront/plugin.ts';
import { tableTogetherPlugin } from './features/table-together/plugin.ts';
import { tablesPlugin } from './features/tables/plugin.ts';
import { startTenancy } from './features/tenancy/plugin.ts';
import { createTracking, type TrackingOptions } from './features/tracking/plugin.ts';
import { walletPlugin } from './features/wallet/plugin.ts';
import { registerAuth } from './platform/auth/auth-plugin.ts';
import type { ResolveCustomer } from './platform/auth/identity.ts';
import type { FeatureDeps } from './platform/deps.ts';
import { registerRequestHeaders } from './platform/http/request-headers.ts';

export type ApiOptions = FeatureDeps & {
  /** Who a bearer token is as a customer (ADR 602); without it every caller is a guest. */
  resolveCustomer?: ResolveCustomer | undefined;
  /** Accounts' message channel and delivery retries; tests pass a recording channel. */
  accounts?: AccountsOptions | undefined;
  /** Conversion jobs' retries and waits; tests shorten them. */
  tracking?: TrackingOptions | undefined;
  /** Error reporting (ADR 841): the browser's reports reach it through POST /api/errors. */
  errors: ErrorReporter;
};

/** Registers every feature's API routes ([product: Calls and failures]) under the /api prefix, and nothing else. */
export async function registerApi(api: FastifyInstance, options: ApiOptions): Promise<void> {
  const { resolveCustomer, accounts, tracking, errors, ...deps } = options;
  // First: the storefront's session cookie becomes the bearer header (ADR 702); then every route
  // below may read the parsed §7 headers (request.sufra) and ask who is calling.
  registerSessionCookieBridge(api);
  // Likewise the staff board's cookie on staff calls (ADR 748): requireStaff accepts it as a token.
  registerStaffCookieBridge(api);
  registerRequestHeaders(api);
  // One sign-in for everything (ADR 1370): a back-office session opens the order board too.
  const adminSessions = createAdminSessions({ db: deps.database.db, now: deps.now });
  registerAuth(api, {
    customer: resolveCustomer ?? createCustomerResolver(deps.database.db, deps.now),
    staff: createStaffResolver({
      db: deps.database.db,
      now: deps.now,
      member: {
        prefix: ADMIN_TOKEN_PREFIX,
        resolve: async (token) => (await adminSessions.resolve(token))?.member ?? null,
      },
    }),
  });

  const tenancy = await startTenancy(api, deps);
  // First of the rest: the gateways decide which payment methods the storefront offers (ADR 721).
  // Conversions (ADR 840) before the orders and payments, which record and confirm purchases.
  const conversions = await createTracking(api, deps, tracking);
  const payments = await createPayments(api, {
    ...deps,
    onPaid: conversions?.orderPaid,
    returnPageOf: bookingPageOfOrder(deps.database.db),
  });
  // The menu of a branch, one builder for the menu reads and the orders (ADR 609).
  const catalog = createBranchCatalog(deps.database.db, tenancy.directory, {
    offer: payments.gateways.offer,
  });
  tenancy.onBusinessChanged((businessId) => catalog.drop(businessId));
  storefrontPlugin(api, { ...deps, tenancy, catalog, offer: payments.gateways.offer });
  catalogPlugin(api, { ...deps, tenancy });
  branchesPlugin(api, { ...deps, tenancy });
  marketingPlugin(api, { ...deps, tenancy });
  geocodePlugin(api, deps);

  const orders = ordersPlugin(api, {
    ...deps,
    payments: payments.service,
    catalog,
    conversions,
  });
  await paymentsPlugin(api, { ...deps, payments });
  pickupPlugin(api, { ...deps, reading: orders.reading });
  afterOrderPlugin(api, { ...deps, reading: orders.reading });
  await pushPlugin(api, { ...deps, reading: orders.reading, hub: orders.hub });
  // The accounts' message channel (codes, invitations) also tells a phone order's caller of each
  // status move, through the job queue (ADR 1478).
  const { otp, channel } = await accountsPlugin(api, deps, accounts);
  const statusMessages = await registerStatusMessages({
    db: deps.database.db,
    jobs: deps.jobs,
    channel,
    log: api.log,
  });
  const { staff } = staffPlugin(api, {
    ...deps,
    sendRefund: payments.sendRefund,
    onMoved: statusMessages.moved,
  });
  adminDataPlugin(api, deps);
  adminReportsPlugin(api, deps);
  const { tables } = tablesPlugin(api, { ...deps, catalog: orders.catalog });
  // Shared tables (ADR 1400): rounds go through the orders' pipeline, live on their streams.
  tableTogetherPlugin(api, {
    ...deps,
    catalog: orders.catalog,
    tables,
    placement: orders.placement,
    streams: orders.streams,
    payments: payments.service,
  });
  // The back office signs staff in with the accounts' codes (ADR 1000).
  adminPlugin(api, { ...deps, otp, sessions: adminSessions });
  // The back office by resource (ADR 1310), each behind the sessions registered above.
  await adminMenuPlugin(api, deps);
  adminHoursPlugin(api, deps);
  // An invited member is told through the accounts' message channel (ADR 1371).
  await adminTeamPlugin(api, { ...deps, channel });
  // Own delivery fleet (ADR 1410–1414): the board's dispatch, the driver's page, the diner's driver.
  fleetPlugin(api, {
    ...deps,
    reading: orders.reading,
    streams: orders.streams,
    orderHub: orders.hub,
    onMoved: statusMessages.moved,
  });
  adminAuditPlugin(api, deps);
  adminBusinessPlugin(api, deps);
  adminSettingsPlugin(api, deps);
  adminPaymentsPlugin(api, { ...deps, gateways: payments.gateways });
  adminTablesPlugin(api, { ...deps, tables });
  adminZonesPlugin(api, deps);
  adminOffersPlugin(api, deps);
  adminWalletPlugin(api, deps);
  adminSurveysPlugin(api, deps);
  adminPoliciesPlugin(api, deps);
  adminBookingsPlugin(api, deps);
  adminCustomersPlugin(api, deps);
  // Phone orders (ADR 1475): through the orders' pipeline, answered as the board shows orders.
  phoneOrdersPlugin(api, {
    ...deps,
    placement: orders.placement,
    staff,
    catalog: orders.catalog,
    messageChannels: statusMessages.channels,
  });
  operatorPlugin(api, deps);
  reservationsPlugin(api, { ...deps, ...orders, conversions });
  errorReportsPlugin(api, errors);
  await walletPlugin(api, { ...deps, payments: payments.service });
  feedbackPlugin(api, deps);
}
