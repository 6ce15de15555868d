import type { z } from 'zod';
import { type Api, seg } from '../client/core.ts';
import type { MenuResponse } from '../menu.ts';
import type { RestaurantResponse, restaurantRedirectSchema } from '../restaurant.ts';

export type RestaurantRedirect = z.infer<typeof restaurantRedirectSchema>;
export type RestaurantQuery = { branch?: string; theme_id?: string; wv?: string };

// Ids: business reference ids for business-wide calls, numeric branch ids for branch calls (ADR 200).

/** The business, its settings and the active branch's menu; or where the business moved. */
export const getRestaurant = (api: Api, referenceId: string, query: RestaurantQuery = {}) =>
  api.get<RestaurantResponse | RestaurantRedirect>(`webapp/v5/restaurant/${seg(referenceId)}`, { query });

export const getRestaurantByDomain = (
  api: Api,
  domain: string,
  activeBranchRef?: string,
  query: RestaurantQuery = {},
) =>
  api.get<RestaurantResponse | RestaurantRedirect>(
    `webapp/v5/restaurant-domain/${seg(domain)}${activeBranchRef ? `/${seg(activeBranchRef)}` : ''}`,
    { query },
  );

export const getMenu = (api: Api, branchId: number, query: { theme_id?: string } = {}) =>
  api.get<MenuResponse>(`webapp/v5/menu/${branchId}`, { query });
