import type { SellingTypePath } from '@sufra/contract';
import { type Availability, isCartAvailable, isShopOpen } from '@sufra/domain';
import { isbot } from 'isbot';
import { data } from 'react-router';
import type { LoadedBusiness } from './business.server.ts';
import { type MenuView, menuViewOf } from './menu-view.server.ts';
import { type OpeningState, openingState } from './opening.ts';
import { activeBranch, isOfferedType } from './selling-type.ts';

/**
 * Open or closed by the shifts call (SPEC §4 via the domain's `isShopOpen`: open while shifts are
 * not fetched or their status is open), worded from the branch's week (closing time, next opening).
 */
export function openingOf(business: LoadedBusiness, now: Date): OpeningState {
  const branch = activeBranch(business.restaurant);
  if (!branch) return { open: true, closesAt: null, next: null };
  const week = openingState(
    branch.availability as unknown as Availability,
    now,
    business.restaurant.time_zone,
  );
  const open = isShopOpen({
    shiftsFetched: business.shifts !== null,
    status: business.shifts?.status ?? null,
    shippingDelivery: false,
  });
  if (open === week.open) return week;
  return open
    ? { open, closesAt: null, next: null }
    : { open, closesAt: null, next: week.open ? null : week.next };
}

/** SPEC §4: the cart is there when open, or when the type can be scheduled; dine-in needs its flag. */
export function cartEnabledFor(business: LoadedBusiness, type: SellingTypePath, open: boolean): boolean {
  const branch = activeBranch(business.restaurant);
  const schedule =
    type === 'delivery'
      ? (branch?.scheduled_orders.delivery ?? null)
      : type === 'pickup'
        ? (branch?.scheduled_orders.pickup ?? null)
        : null;
  return isCartAvailable({
    open,
    sellingType: type,
    schedule,
    dineInCart: business.restaurant.checkoutDineIn,
  });
}

export function viewFor(business: LoadedBusiness, type: SellingTypePath, now: Date): MenuView {
  return menuViewOf(business, type, cartEnabledFor(business, type, openingOf(business, now).open));
}

/** The check-selling-type guard for page loaders (they run beside the layout's, not after it). */
export function offeredType(business: LoadedBusiness, type: string | undefined): SellingTypePath {
  if (!isOfferedType(business.restaurant, type)) throw data('Page not found', { status: 404 });
  return type;
}

/** Search engines get every section at once; people get the windowed menu. */
export const wantsWholePage = (request: Request) => isbot(request.headers.get('user-agent') ?? '');
