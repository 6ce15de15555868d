import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type { TodayResponse } from './reports.ts';

export type * from './reports.ts';

// Its own entry (`@sufra/contract/admin-reports`), so no storefront chunk carries it; its CSV is
// `adminDataFileUrl(…, 'today.csv', day)` of `@sufra/contract/admin-data`.

const base = (ref: string) => `staff/admin/${seg(ref)}`;

/** One day, or a period `{ from, to }` (ADR 1432). */
export const getTodayReport = (api: Api, ref: string, day?: string | { from: string; to: string }) =>
  api.get<TodayResponse>(
    `${base(ref)}/today`,
    day === undefined ? undefined : { query: typeof day === 'string' ? { day } : day },
  );
