import { TableLinkProblem, type TableLinkProblemCode } from '@sufra/domain';

/** What a table reference that resolves to no table says (ADR 749, 751); orders say the same. */
export const TABLE_PROBLEM_MESSAGES: Record<TableLinkProblemCode, string> = {
  [TableLinkProblem.notFound]: 'This table does not exist',
  [TableLinkProblem.tokenRequired]: 'Scan the QR code on your table to order to it',
};
