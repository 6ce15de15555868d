import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type { TodayResponse } from './reports.ts';

export type * from './reports.ts';

// Its own entry (`@sufra/contract/admin-reports`), so no storefront chunk carries it; its CSV is
// `adminDataFileUrl(…, 'today.csv', day)` of `@sufra/contract/admin-data`.

const base = (ref: string) => `staff/admin/${seg(ref)}`;

export const getTodayReport = (api: Api, ref: string, day?: string) =>
  api.get<TodayResponse>(`${base(ref)}/today`, day ? { query: { day } } : undefined);
