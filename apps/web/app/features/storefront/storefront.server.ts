import type { SellingTypePath } from '@sufra/contract';
import {
  type Availability,
  type BranchOperations,
  busyMinutes,
  type DayIndex,
  dayIndexOf,
  formatLocalDateTime,
  isCartAvailable,
  localDate,
  operationTypeOf,
  pausedUntil,
  SellingTypes,
  weekWithSpecialDays,
} from '@sufra/domain';
import { data } from 'react-router';
import type { LoadedBusiness } from '../../shell/business.server.ts';
import { type MenuView, menuViewOf } from '../../shell/menu-view.server.ts';
import { type OpeningState, openingState } from '../../shell/opening.ts';
import { activeBranch, checkoutOn, isOfferedType } from '../../shell/selling-type.ts';
import { isCrawler } from './crawler.server.ts';

/**
 * Open or closed now, with the closing time or the next opening, from the active branch's week
 * and its special days (the rule the shifts call applies too: the domain's `isOpenAt`; ADR 303,
 * 1080). Given a selling type the branch paused, it reads "Paused" until the pause ends, with the
 * same "opens at" a diner knows, and the server refuses such orders meanwhile (ADR 1080, 1160).
 */
export function openingOf(business: LoadedBusiness, now: Date, type?: string): OpeningState {
  const branch = activeBranch(business.restaurant);
  if (!branch) return { open: true, closesAt: null, next: null };
  const timeZone = business.restaurant.time_zone;
  const weekAt = (at: Date) =>
    weekWithSpecialDays(
      branch.availability as unknown as Availability,
      branch.special_days ?? [],
      at,
      timeZone,
    );
  const state = openingState(weekAt(now), now, timeZone);
  const opType = type ? operationTypeOf(type) : null;
  const until =
    opType && branch.operations ? pausedUntil(branch.operations as BranchOperations, opType, now) : null;
  if (!until || !state.open) return state;
  // Paused: closed now; it opens again when the pause ends, or at the next shift if it ends after hours.
  const then = openingState(weekAt(until), until, timeZone);
  const days = Math.round(
    (Date.parse(localDate(until, timeZone)) - Date.parse(localDate(now, timeZone))) / 86_400_000,
  );
  const local = formatLocalDateTime(until, timeZone).slice(11);
  const weekday = ((dayIndexOf(now, timeZone) + days) % 7) as DayIndex;
  if (then.open) return { open: false, closesAt: null, next: { days, at: local, weekday }, paused: true };
  return {
    open: false,
    closesAt: null,
    next: then.next ? { ...then.next, days: then.next.days + days } : null,
    paused: true,
  };
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
  return menuViewOf(
    business,
    type,
    cartEnabledFor(business, type, openingOf(business, now, type).open),
    diets,
    busyMinutesOf(business, type, now),
    now,
  );
}

/**
 * Busy mode's extra minutes for a selling type at `now` (ADR 1080, 1160): the preparation times
 * the menu and the item show grow by them, for pickup and dine-in as for delivery.
 */
export function busyMinutesOf(business: LoadedBusiness, type: string, now: Date): number {
  const branch = activeBranch(business.restaurant);
  const opType = operationTypeOf(type);
  return opType && branch?.operations ? busyMinutes(branch.operations as BranchOperations, opType, now) : 0;
}

/** The check-selling-type guard for page loaders (they run beside the layout's, not after it). */
export function offeredType(business: LoadedBusiness, type: string | undefined): SellingTypePath {
  if (!isOfferedType(business.restaurant, type)) throw data('Page not found', { status: 404 });
  return type;
}

/** Search engines get every section at once; people (and Lighthouse) get the windowed menu. */
export const wantsWholePage = (request: Request) => isCrawler(request.headers.get('user-agent') ?? '');
