import type { z } from 'zod';
import type { BannersReachBody, BannersResponse, bannersReachResponseSchema } from '../banners.ts';
import { type Api, seg } from '../client/core.ts';
import type { VisitBody, VisitResponse } from '../visits.ts';

/** `date` is DD-MM-YYYY; today in the business time zone when absent. */
export const getBanners = (api: Api, businessRef: string, query: { date?: string } = {}) =>
  api.get<BannersResponse>(`webapp/banners/${seg(businessRef)}`, { query });

export const reachBanners = (api: Api, body: BannersReachBody) =>
  api.post<z.infer<typeof bannersReachResponseSchema>>('webapp/banners/reach', body);

export const recordVisit = (api: Api, businessRef: string, body: VisitBody) =>
  api.post<VisitResponse>(`webapp/visit/${seg(businessRef)}`, body);
