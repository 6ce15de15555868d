import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/site-home.tsx'),
  route('404', 'routes/not-found.tsx'),
  // Staff only: outside the customer layout (no storefront navigation, no cart).
  route(':ref/staff', 'routes/staff-board.tsx'),
  // The driver's page (ADR 1410): a member's own drops, outside the customer layout too.
  route(':ref/driver', 'routes/driver-page.tsx'),
  // The back office (ADR 1000): its own layout, chunks and stylesheet, never the storefront's.
  route(':ref/admin', 'routes/admin-layout.tsx', { id: 'admin' }, [
    index('routes/admin-menu.tsx'),
    route('login', 'routes/admin-login.tsx'),
    route('items/:itemId', 'routes/admin-item.tsx'),
    // Operations (ADR 1080): hours and pauses, the team, the audit trail.
    route('hours', 'routes/admin-hours.tsx'),
    route('team', 'routes/admin-team.tsx'),
    route('audit', 'routes/admin-audit.tsx'),
    route('offers', 'routes/admin-offers.tsx'),
    route('settings', 'routes/admin-settings.tsx'),
    route('business', 'routes/admin-business.tsx'),
    route('payments', 'routes/admin-payments.tsx'),
    route('tables', 'routes/admin-tables.tsx'),
    route('tables/print', 'routes/admin-tables-print.tsx'),
    // The zones' list and one zone open with its map (ADR 1201).
    route('zones', 'routes/admin-zones.tsx', { id: 'admin-zones' }, [
      index('routes/admin-zones-index.tsx'),
      route(':zoneId', 'routes/admin-zone.tsx'),
    ]),
    route('wallet', 'routes/admin-wallet.tsx'),
    route('surveys', 'routes/admin-surveys.tsx'),
    route('policies', 'routes/admin-policies.tsx'),
    route('bookings', 'routes/admin-bookings.tsx'),
    // The platform operator's screen (ADR 1161): its own chunk, for listed operators only.
    route('operator', 'routes/admin-operator.tsx'),
    // The data pages (ADR 1023), inside the layout that ships the back office's catalog.
    route('today', 'routes/admin-today.tsx'),
    // The drivers' report (ADR 1414).
    route('drivers', 'routes/admin-drivers.tsx'),
    // Publishing a draft storefront (ADR 1373): the banner's form posts here.
    route('publish', 'routes/admin-publish.tsx'),
    route('data', 'routes/admin-data.tsx'),
    // The business's customers and newsletter sign-ups (ADR 1389).
    route('customers', 'routes/admin-customers.tsx'),
    // Phone orders (ADR 1475, 1476).
    route('phone-order', 'routes/admin-phone-order.tsx'),
  ]),
  route(':ref', 'routes/business-layout.tsx', { id: 'business' }, [
    index('routes/business-landing.tsx'),
    route('order/:orderId', 'routes/order-status.tsx'),
    route('order/:orderId/receipt', 'routes/order-receipt.tsx'),
    route('order/:orderId/reorder', 'routes/order-reorder.ts'),
    route('payment/fail', 'routes/payment-fail.tsx'),
    route('orders/history', 'routes/orders-history.tsx'),
    route('orders/details', 'routes/orders-open.tsx', { id: 'orders-details' }),
    route('orders/status', 'routes/orders-open.tsx', { id: 'orders-status' }),
    // Reservations (ADR 802, 803): before ':type', which would read 'reservation' as a selling type.
    route('reservation/history', 'routes/reservation-history.tsx'),
    route('reservation/success/:reservationId', 'routes/reservation-success.tsx'),
    route('reservation/:reserveType', 'routes/reservation-form.tsx'),
    route('Branches', 'routes/branches-page.tsx'),
    route('Policies', 'routes/policies-page.tsx'),
    route('Feedback', 'routes/feedback-page.tsx'),
    route('settings/:section?', 'routes/settings-page.tsx'),
    // Before ':type', which would read 'login' as a selling type (ADR 307).
    route('login', 'routes/login-page.tsx'),
    route('profile', 'routes/profile-page.tsx'),
    route('locations', 'routes/locations-page.tsx'),
    // The wallet (ADR 762): before ':type', which would read 'wallet' as a selling type.
    route('wallet/home', 'routes/wallet-home.tsx'),
    route('wallet/history', 'routes/wallet-history.tsx'),
    route('wallet/walletPackage', 'routes/wallet-packages.tsx'),
    route('wallet/:packageId', 'routes/wallet-package.tsx'),
    // The shared table (ADR 1400): before ':type', which would read 'table' as a selling type.
    route('table', 'routes/table-together.tsx'),
    route(':type', 'routes/selling-type-layout.tsx', { id: 'selling-type' }, [
      index('routes/menu-home.tsx'),
      route('search', 'routes/search-page.tsx'),
      route('cart', 'routes/cart-page.tsx'),
      // Data only: the cart's suggestions (ADR 792); before ':categoryId'.
      route('cart-suggestions', 'routes/cart-suggestions.tsx'),
      // The menu's diet filter, a form's action (ADR 1061); before ':categoryId'.
      route('diet', 'routes/diet-filter.ts'),
      route('checkout', 'routes/checkout-page.tsx'),
      route('address', 'routes/checkout-address.tsx'),
      route('map', 'routes/checkout-map.tsx'),
      route('form', 'routes/checkout-form.tsx'),
      route('shipping', 'routes/shipping-countries.tsx'),
      route('shipping-address', 'routes/shipping-address.tsx'),
      route(':categoryId', 'routes/category-page.tsx'),
      route(':categoryId/:itemId', 'routes/item-page.tsx'),
    ]),
  ]),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
