import { TableLinkProblem, type TableLinkProblemCode } from '@sufra/domain';

/** What a table reference that resolves to no table says (ADR 749, 751); orders say the same. */
export const TABLE_PROBLEM_MESSAGES: Record<TableLinkProblemCode, string> = {
  [TableLinkProblem.notFound]: 'This table does not exist',
  [TableLinkProblem.tokenRequired]: 'Scan the QR code on your table to order to it',
};

/** A retired table's QR link (ADR 1160): still "not found" to an order, worded for the diner. */
export const RETIRED_TABLE_MESSAGE = 'This table is no longer in use';
