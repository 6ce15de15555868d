import { type Api, seg } from '../client/core.ts';
import type { ItemResponse } from '../items.ts';
import type { PopularResponse } from '../popular.ts';
import type { SearchResponse } from '../search.ts';
import type { TagsResponse } from '../tags.ts';

export const getItem = (api: Api, branchId: number, itemId: number) =>
  api.get<ItemResponse>(`webapp/v5/item/${branchId}/${itemId}`);

export const search = (api: Api, term: string, query: { branch_id: number; limit?: number }) =>
  api.get<SearchResponse>(`webapp/search/${seg(term)}`, { query });

export const getTagsIngredients = (api: Api, query: { branch_id: number; locale?: string }) =>
  api.get<TagsResponse>('tags-ingredients', { query });

/** The branch's most ordered items lately (ADR 792). */
export const getPopularItems = (api: Api, branchId: number) =>
  api.get<PopularResponse>(`webapp/popular-items/${branchId}`);
