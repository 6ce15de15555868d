import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type {
  AdminCategoryResponse,
  AdminItemResponse,
  AdminMenuResponse,
  CategoryDelete,
  CategoryWrite,
  ItemSizesWrite,
  ItemWrite,
  ModifierGroupEdit,
  ModifierGroupShare,
  ModifierGroupWrite,
  SoldOutWrite,
  TagCodesWrite,
  TagCreate,
} from './menu.ts';

// The menu in the back office ([product: Back office], ADR 1001–1003): loaders and actions of
// /{ref}/admin call these with the admin session's token; the storefront never imports them.

const base = (ref: string) => `admin/${seg(ref)}`;

export const getAdminMenu = (api: Api, ref: string) => api.get<AdminMenuResponse>(`${base(ref)}/menu`);

export const createAdminCategory = (api: Api, ref: string, body: CategoryWrite) =>
  api.post<AdminCategoryResponse>(`${base(ref)}/categories`, body);

export const updateAdminCategory = (api: Api, ref: string, id: number, body: CategoryWrite) =>
  api.post<AdminCategoryResponse>(`${base(ref)}/categories/${id}`, body);

export const orderAdminCategories = (api: Api, ref: string, ids: number[]) =>
  api.post<{ error: 0 }>(`${base(ref)}/categories/order`, { ids });

export const orderAdminItems = (api: Api, ref: string, categoryId: number, ids: number[]) =>
  api.post<{ error: 0 }>(`${base(ref)}/categories/${categoryId}/items/order`, { ids });

export const deleteAdminCategory = (api: Api, ref: string, id: number, body: CategoryDelete) =>
  api.post<{ error: 0 }>(`${base(ref)}/categories/${id}/delete`, body);

export const deleteAdminModifierGroup = (
  api: Api,
  ref: string,
  itemId: number,
  groupId: number,
  version?: string,
) =>
  api.post<{ error: 0 }>(`${base(ref)}/items/${itemId}/groups/${groupId}/delete`, version ? { version } : {});

export const deleteAdminItem = (api: Api, ref: string, id: number, version?: string) =>
  api.post<{ error: 0 }>(`${base(ref)}/items/${id}/delete`, version ? { version } : {});

/** Undo of a deletion: the item, or the category with what its deletion did to its items (ADR 1210). */
export const restoreAdminItem = (api: Api, ref: string, id: number) =>
  api.post<{ error: 0 }>(`${base(ref)}/items/${id}/restore`, {});

export const restoreAdminCategory = (api: Api, ref: string, id: number) =>
  api.post<{ error: 0 }>(`${base(ref)}/categories/${id}/restore`, {});

/** Undo of a group's deletion: the group and its choices, under their ids (ADR 1210). */
export const restoreAdminModifierGroup = (api: Api, ref: string, itemId: number, groupId: number) =>
  api.post<{ error: 0 }>(`${base(ref)}/items/${itemId}/groups/${groupId}/restore`, {});

export const createAdminItem = (api: Api, ref: string, body: ItemWrite) =>
  api.post<AdminItemResponse>(`${base(ref)}/items`, body);

export const updateAdminItem = (api: Api, ref: string, id: number, body: ItemWrite) =>
  api.post<AdminItemResponse>(`${base(ref)}/items/${id}`, body);

/** The item's sizes (price labels) in their order, checked against the item's version (ADR 1420). */
export const setAdminItemSizes = (api: Api, ref: string, itemId: number, body: ItemSizesWrite) =>
  api.post<AdminItemResponse>(`${base(ref)}/items/${itemId}/sizes`, body);

export const addAdminModifierGroup = (api: Api, ref: string, itemId: number, body: ModifierGroupWrite) =>
  api.post<AdminItemResponse>(`${base(ref)}/items/${itemId}/groups`, body);

/** An existing group of choices and its choices, checked against the group's version (ADR 1153). */
export const updateAdminModifierGroup = (
  api: Api,
  ref: string,
  itemId: number,
  groupId: number,
  body: ModifierGroupEdit,
) => api.post<AdminItemResponse>(`${base(ref)}/items/${itemId}/groups/${groupId}`, body);

/** The group put on other items as linked copies (ADR 1422). */
export const shareAdminModifierGroup = (
  api: Api,
  ref: string,
  itemId: number,
  groupId: number,
  body: ModifierGroupShare,
) => api.post<AdminItemResponse>(`${base(ref)}/items/${itemId}/groups/${groupId}/share`, body);

/** What an ingredient contains or a tag claims (ADR 1154). */
export const setAdminTagCodes = (api: Api, ref: string, tagId: number, body: TagCodesWrite) =>
  api.post<{ error: 0 }>(`${base(ref)}/tags/${tagId}/codes`, body);

/** A new tag or ingredient, put on an item when `item_id` is given (ADR 1421). */
export const createAdminTag = (api: Api, ref: string, body: TagCreate) =>
  api.post<{ error: 0; tag: { id: number } }>(`${base(ref)}/tags`, body);

export const setAdminSoldOut = (api: Api, ref: string, itemId: number, body: SoldOutWrite) =>
  api.post<AdminItemResponse>(`${base(ref)}/items/${itemId}/sold-out`, body);

/** The picture as base64 in a JSON body (one client, one body parser; ADR 1003). */
export const uploadAdminItemImage = (api: Api, ref: string, itemId: number, base64: string) =>
  api.post<AdminItemResponse>(`${base(ref)}/items/${itemId}/image`, { data: base64 });

/** Sold out per choice (ADR 1080). */
export const setAdminModifierSoldOut = (api: Api, ref: string, modifierId: number, body: SoldOutWrite) =>
  api.post<AdminItemResponse>(`${base(ref)}/modifiers/${modifierId}/sold-out`, body);
