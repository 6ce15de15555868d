import type { Customer, SavedLocationInput } from '@sufra/contract';
import { addLocation, claimOrders, getMyProfile } from '@sufra/contract/client';
import { browserApi } from '../platform/browser-api.ts';

// The account calls the checkout steps and the orders list make in the browser, through the one
// client (no zod, ADR 606). The session is the HttpOnly cookie; x-webapp lets it count (ADR 702).
// Each answers null on any failure: a guest's 401 here is no reason to leave the page.

const quiet = () => browserApi({ loginOnUnauthorized: false });

/** The signed-in diner, or null for a guest. */
export const fetchMyAccount = (): Promise<Customer | null> =>
  getMyProfile(quiet()).then(
    (r) => r.user,
    () => null,
  );

export const saveLocation = (body: SavedLocationInput) => addLocation(quiet(), body).catch(() => null);

export const claimDeviceOrders = (orders: { id: string | number; token: string }[]) =>
  claimOrders(quiet(), orders).catch(() => null);
