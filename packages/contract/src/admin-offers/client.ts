import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type {
  AdminCouponResponse,
  AdminDiscountResponse,
  AdminItemLabelsResponse,
  AdminOffersResponse,
  AdminTaxResponse,
  CouponWrite,
  DiscountWrite,
  ItemLabelsWrite,
  TaxWrite,
} from './offers.ts';

export type * from './offers.ts';
export { ITEM_STICKERS } from './stickers.ts';

// The back office's discounts, coupons and taxes (ADR 1100): the offers page's loader and actions
// call these with the admin session's token; the storefront never imports them.

const base = (ref: string) => `admin/${seg(ref)}`;

export const getAdminOffers = (api: Api, ref: string) => api.get<AdminOffersResponse>(`${base(ref)}/offers`);

export const createAdminCoupon = (api: Api, ref: string, body: CouponWrite) =>
  api.post<AdminCouponResponse>(`${base(ref)}/coupons`, body);

export const updateAdminCoupon = (api: Api, ref: string, id: number, body: CouponWrite) =>
  api.post<AdminCouponResponse>(`${base(ref)}/coupons/${id}`, body);

export const createAdminDiscount = (api: Api, ref: string, body: DiscountWrite) =>
  api.post<AdminDiscountResponse>(`${base(ref)}/discounts`, body);

export const updateAdminDiscount = (api: Api, ref: string, id: number, body: DiscountWrite) =>
  api.post<AdminDiscountResponse>(`${base(ref)}/discounts/${id}`, body);

export const deleteAdminDiscount = (api: Api, ref: string, id: number, version?: string) =>
  api.post<{ error: 0 }>(`${base(ref)}/discounts/${id}/delete`, version ? { version } : {});

export const createAdminTax = (api: Api, ref: string, body: TaxWrite) =>
  api.post<AdminTaxResponse>(`${base(ref)}/taxes`, body);

export const updateAdminTax = (api: Api, ref: string, id: number, body: TaxWrite) =>
  api.post<AdminTaxResponse>(`${base(ref)}/taxes/${id}`, body);

export const deleteAdminTax = (api: Api, ref: string, id: number, version?: string) =>
  api.post<{ error: 0 }>(`${base(ref)}/taxes/${id}/delete`, version ? { version } : {});

export const setAdminItemLabels = (api: Api, ref: string, itemId: number, body: ItemLabelsWrite) =>
  api.post<AdminItemLabelsResponse>(`${base(ref)}/items/${itemId}/labels`, body);
