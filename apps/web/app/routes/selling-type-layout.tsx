import { getZones, resolveTableLink } from '@sufra/contract/client';
import { type DiscountsBySellingType, discountsFor, SellingTypes, takesTable } from '@sufra/domain';
import { data, Outlet, type ShouldRevalidateFunction, useMatches } from 'react-router';
import { BasketRailHost } from '../features/cart/basket-rail-host.tsx';
import { CartBar } from '../features/cart/cart-bar.tsx';
import { ShippingReset } from '../features/cart/shipping-reset.tsx';
import { TableFromLink } from '../features/cart/table-from-link.tsx';
import { shippingOffer } from '../features/checkout/shipping-offer.server.ts';
import { tableLinkOf } from '../features/checkout/table-link.server.ts';
import { DeliveryAreaModal } from '../features/storefront/delivery-area.tsx';
import { areaChoices } from '../features/storefront/delivery-areas.server.ts';
import { ItemSheetHost } from '../features/storefront/item-sheet-host.tsx';
import { cartEnabledFor, openingOf } from '../features/storefront/storefront.server.ts';
import { useBarsHidden } from '../features/storefront/use-bars-hidden.ts';
import { apiFor } from '../platform/api-context.ts';
import { loadBusiness } from '../shell/business.server.ts';
import { allItems } from '../shell/menu-view.server.ts';
import type { StorefrontData } from '../shell/page-data.ts';
import { checkoutOn, isOfferedType } from '../shell/selling-type.ts';
import { useBusiness } from '../shell/use-business.ts';
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
  const [zones, tableLink] = await Promise.all([
    type === SellingTypes.delivery ? getZones(api, branchId, { shipping: true }).catch(() => null) : null,
    // A table QR link (ADR 751): which table it names, or why it is refused.
    tableLinkOf(args.request, branchId, takesTable(type), (id, body) => resolveTableLink(api, id, body)),
  ]);
  return {
    type,
    areas: zones ? areaChoices(zones.zones, branchId) : [],
    shipping: zones ? shippingOffer(zones, branchId) : null,
    cartEnabled: cartEnabledFor(business, type, open),
    discounts: discountsFor(business.discounts as unknown as DiscountsBySellingType, type),
    grandOf,
    tableLink,
  } satisfies StorefrontData;
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
  return (
    <>
      {/* First in the document though drawn at the bottom: like a header cart button, the cart is
          one Shift+Tab from anywhere near the top, not after every dish of the menu (ADR 901). */}
      {checkout ? null : <CartBar />}
      {rail ? <BasketRailHost /> : null}
      <div className={rail ? 'lg:ps-6 lg:pe-94' : undefined}>
        <Outlet />
      </div>
      <TableFromLink link={loaderData.tableLink} />
      <ShippingReset />
      {checkout ? null : (
        <>
          <ItemSheetHost />
          <DeliveryAreaModal />
        </>
      )}
    </>
  );
}
