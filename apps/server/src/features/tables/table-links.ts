import type { StaffTable } from '@sufra/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
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

/** The first table of a business's main branch and its QR link path, or null (`npm start`'s line). */
export async function demoTableLink(
  db: Db,
  businessRef: string,
): Promise<{ name: string; path: string } | null> {
  const [row] = await db
    .select({
      name: s.diningTables.name,
      branchRef: s.branches.referenceId,
      token: s.diningTables.qrToken,
      settings: s.businesses.settings,
    })
    .from(s.diningTables)
    .innerJoin(s.branches, eq(s.branches.id, s.diningTables.branchId))
    .innerJoin(s.businesses, eq(s.businesses.id, s.diningTables.businessId))
    .where(eq(s.businesses.referenceId, businessRef))
    .orderBy(desc(s.branches.isMain), asc(s.diningTables.id))
    .limit(1);
  if (!row) return null;
  const path = row.settings.dine_in_label === 'product_service' ? 'product_service' : 'dinein';
  return { name: row.name, path: tableLinkPath(businessRef, path, row) };
}
