import { getZones, resolveTableLink } from '@sufra/contract/client';
import { discountsFor, SellingTypes, takesTable } from '@sufra/domain';
import { useEffect } from 'react';
import { data, Outlet, type ShouldRevalidateFunction, useMatches } from 'react-router';
import { BasketRailHost } from '../features/cart/basket-rail-host.tsx';
import { ShippingReset } from '../features/cart/shipping-reset.tsx';
import { TableChip, TableFromLink } from '../features/cart/table-from-link.tsx';
import { shippingOffer } from '../features/checkout/shipping-offer.server.ts';
import { tableLinkOf } from '../features/checkout/table-link.server.ts';
import {
  CartBarPart,
  DeliveryAreaPart,
  ItemSheetHostPart,
  SharedTableLinkPart,
} from '../features/menu-layout/menu-layout-parts.ts';
import { areaChoices } from '../features/storefront/delivery-areas.server.ts';
import { cartEnabledFor, openingOf } from '../features/storefront/storefront.server.ts';
import { useBarsHidden } from '../features/storefront/use-bars-hidden.ts';
import { visitCookieHeader, visitOf } from '../features/storefront/visit.server.ts';
import { apiFor } from '../platform/api-context.ts';
import { loadBusiness } from '../shell/business.server.ts';
import { allItems, discountsNow } from '../shell/menu-view.server.ts';
import type { StorefrontData } from '../shell/page-data.ts';
import { checkoutOn, isOfferedType } from '../shell/selling-type.ts';
import { useBusiness } from '../shell/use-business.ts';
import { rememberShownType } from '../shell/use-storefront.ts';
import type { Route } from './+types/selling-type-layout';

/** The check-selling-type guard ([product: Selling types]): an unknown or disabled type is a 404. */
export async function loader(args: Route.LoaderArgs) {
  const business = await loadBusiness(args);
  const type = args.params.type;
  if (!isOfferedType(business.restaurant, type)) throw data('Page not found', { status: 404 });
  const open = openingOf(business, new Date(), type).open;
  // Category → top-level category, so the cart bar can apply category discounts to any line.
  const grandOf: Record<number, number> = {};
  for (const l of allItems(business.menu.categories))
    if (l.grandId !== null) grandOf[l.item.category_id] = l.grandId;
  // [product: Delivery, areas and shipping] delivery-area modal: delivering needs the branch's areas, and its shipping countries
  // (international shipping, ADR 501) in the same call.
  const branchId = business.restaurant.branch_id;
  const api = apiFor(args.context, business.contentLanguage);
  const ref = business.restaurant.reference_id;
  const visit = visitOf(args.request, ref);
  const [zones, tableLink] = await Promise.all([
    type === SellingTypes.delivery ? getZones(api, branchId, { shipping: true }).catch(() => null) : null,
    // A table QR link (ADR 751): which table it names, or why it is refused; else the table this
    // visit's link named (ADR 1345), so the menu keeps saying it.
    tableLinkOf(
      args.request,
      branchId,
      takesTable(type),
      (id, body) => resolveTableLink(api, id, body),
      visit.table,
    ),
  ]);
  const linked = new URL(args.request.url).searchParams.has('table');
  // The visit's type and table, for the pages outside the menu (Menu tab, ADR 1345).
  const table = tableLink ? (tableLink.ok ? tableLink.ref : null) : visit.table;
  const headers = new Headers();
  if (visit.type !== type || visit.table !== table)
    headers.append('Set-Cookie', visitCookieHeader(args.request, ref, { type, table }));
  return data(
    {
      type,
      areas: zones ? areaChoices(zones.zones, branchId) : [],
      shipping: zones ? shippingOffer(zones, branchId) : null,
      cartEnabled: cartEnabledFor(business, type, open),
      discounts: discountsFor(discountsNow(business, new Date()), type),
      grandOf,
      tableLink,
      tableRemembered: !!tableLink && !linked,
    } satisfies StorefrontData,
    { headers },
  );
}

export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  formMethod,
}) =>
  Boolean(formMethod) ||
  currentParams.type !== nextParams.type ||
  currentParams.ref !== nextParams.ref ||
  currentUrl.searchParams.get('branch') !== nextUrl.searchParams.get('branch') ||
  currentUrl.searchParams.get('table') !== nextUrl.searchParams.get('table');

export default function SellingTypeLayout({ loaderData }: Route.ComponentProps) {
  // Cart and checkout steps (handle.checkout) have their own bottom action: no cart bar, no area modal.
  const checkout = useMatches().some((m) => (m.handle as { checkout?: boolean } | undefined)?.checkout);
  const { restaurant } = useBusiness();
  const hidden = useBarsHidden();
  // The desktop basket beside the menu (ADR 1042): not on the cart and checkout steps, not under an
  // item page's own add bar, not for a type whose checkout is off.
  const rail = !checkout && !hidden && checkoutOn(restaurant, loaderData.type);
  useEffect(() => rememberShownType(loaderData.type), [loaderData.type]);
  return (
    <>
      {/* First in the document though drawn at the bottom: like a header cart button, the cart is
          one Shift+Tab from anywhere near the top, not after every dish of the menu (ADR 901). */}
      {checkout ? null : <CartBarPart />}
      {rail ? <BasketRailHost /> : null}
      <div className={rail ? 'lg:ps-6 lg:pe-94' : undefined}>
        {/* A seated diner's menu says which table it orders for (ADR 1345). */}
        {!checkout && loaderData.tableLink?.ok ? <TableChip name={loaderData.tableLink.table.name} /> : null}
        {!checkout && loaderData.tableLink?.ok ? (
          <SharedTableLinkPart tableRef={loaderData.tableLink.ref} />
        ) : null}
        <Outlet />
      </div>
      <TableFromLink link={loaderData.tableLink} quiet={loaderData.tableRemembered} />
      <ShippingReset />
      {checkout ? null : (
        <>
          <ItemSheetHostPart />
          <DeliveryAreaPart />
        </>
      )}
    </>
  );
}
