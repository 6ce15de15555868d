import type { Api } from '../client/core.ts';
import type { TableLinkRequest, TableLinkResponse } from '../tables.ts';

/** The table a QR link names (ADR 751); the value travels in the body, never in a URL. */
export const resolveTableLink = (api: Api, branchId: number, body: TableLinkRequest) =>
  api.post<TableLinkResponse>(`webapp/tables/${branchId}/link`, body);
