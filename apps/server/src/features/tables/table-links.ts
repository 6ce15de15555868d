import type { StaffTable } from '@sufra/contract';
import type { StaffTableRow } from './table-repository.ts';

/**
 * The storefront path a table's QR code opens (ADR 750): the business's dine-in page in the
 * table's branch, with the table's token. The dine-in page's name follows the business's dine-in
 * label (dinein or product_service), as the storefront's routes do.
 */
export function tableLinkPath(
  businessRef: string,
  dineInPath: 'dinein' | 'product_service',
  row: Pick<StaffTableRow, 'branchRef' | 'token'>,
): string {
  const query = new URLSearchParams({ branch: row.branchRef, table: row.token });
  return `/${encodeURIComponent(businessRef)}/${dineInPath}?${query}`;
}

export function toStaffTable(
  row: StaffTableRow,
  businessRef: string,
  dineInPath: 'dinein' | 'product_service',
): StaffTable {
  return {
    id: row.id,
    name: row.name,
    floor: row.floor,
    seats: row.seats,
    branch_id: row.branchId,
    branch_reference_id: row.branchRef,
    token: row.token,
    link: tableLinkPath(businessRef, dineInPath, row),
  };
}
