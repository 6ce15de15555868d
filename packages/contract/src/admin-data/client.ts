import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type { BusinessImportResponse, ItemsCsvApplyResponse, ItemsCsvPreviewResponse } from './admin-data.ts';

export type * from './admin-data.ts';

const base = (ref: string) => `staff/admin/${seg(ref)}`;

/** Where the browser downloads a file of the back office (a link: the cookie goes with it). */
export const adminDataFileUrl = (
  api: Api,
  ref: string,
  file: 'export' | 'items.csv' | 'today.csv',
  /** One day, or a period (`from`–`to`) for the report's CSV (ADR 1432). */
  day?: string | { from: string; to: string },
) => api.url(`${base(ref)}/${file}`, typeof day === 'string' ? { day } : day);

export const importBusinessDocument = (api: Api, ref: string, document: unknown) =>
  api.post<BusinessImportResponse>(`${base(ref)}/import`, document);

export const previewItemsCsv = (api: Api, ref: string, csv: string) =>
  api.post<ItemsCsvPreviewResponse>(`${base(ref)}/items-csv/preview`, { csv });

export const applyItemsCsv = (api: Api, ref: string, csv: string, version: number) =>
  api.post<ItemsCsvApplyResponse>(`${base(ref)}/items-csv/apply`, { csv, version });
