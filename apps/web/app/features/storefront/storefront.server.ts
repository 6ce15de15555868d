import type { SellingTypePath } from '@sufra/contract';
import { type Availability, isCartAvailable, SellingTypes } from '@sufra/domain';
import { data } from 'react-router';
import { type MenuView, menuViewOf } from '../menu/menu-view.server.ts';
import type { LoadedBusiness } from './business.server.ts';
import { isCrawler } from './crawler.server.ts';
import { type OpeningState, openingState } from './opening.ts';
import { activeBranch, checkoutOn, isOfferedType } from './selling-type.ts';

/**
 * Open or closed now, with the closing time or the next opening, from the active branch's week
 * (the rule the shifts call applies too: the domain's `isOpenAt`; ADR 303).
 */
export function openingOf(business: LoadedBusiness, now: Date): OpeningState {
  const branch = activeBranch(business.restaurant);
  if (!branch) return { open: true, closesAt: null, next: null };
  return openingState(branch.availability as unknown as Availability, now, business.restaurant.time_zone);
}

/**
 * [product: Selling types]: the cart is there when open, or when the type can be scheduled; dine-in
 * needs its flag, and delivery and car pickup theirs (`checkoutDelivery` / `checkoutCarPickup`: the
 * server refuses such orders, so the menu must not offer a cart it cannot take — docs/settings.md).
 */
export function cartEnabledFor(business: LoadedBusiness, type: SellingTypePath, open: boolean): boolean {
  if (type !== 'dinein' && type !== 'product_service' && !checkoutOn(business.restaurant, type)) return false;
  const branch = activeBranch(business.restaurant);
  const schedule =
    type === SellingTypes.delivery
      ? (branch?.scheduled_orders.delivery ?? null)
      : type === SellingTypes.pickup
        ? (branch?.scheduled_orders.pickup ?? null)
        : null;
  return isCartAvailable({
    open,
    sellingType: type,
    schedule,
    dineInCart: business.restaurant.checkoutDineIn,
  });
}

/** `diets`: the visit's diet filter (features/diets, ADR 1061); lists leave out what breaks it. */
export function viewFor(
  business: LoadedBusiness,
  type: SellingTypePath,
  now: Date,
  diets: readonly string[] = [],
): MenuView {
  return menuViewOf(business, type, cartEnabledFor(business, type, openingOf(business, now).open), diets);
}

/** The check-selling-type guard for page loaders (they run beside the layout's, not after it). */
export function offeredType(business: LoadedBusiness, type: string | undefined): SellingTypePath {
  if (!isOfferedType(business.restaurant, type)) throw data('Page not found', { status: 404 });
  return type;
}

/** Search engines get every section at once; people (and Lighthouse) get the windowed menu. */
export const wantsWholePage = (request: Request) => isCrawler(request.headers.get('user-agent') ?? '');
