import type { StaffTable, TableBody } from '@sufra/contract';
import { TableLinkProblem } from '@sufra/domain';
import { eq } from 'drizzle-orm';
import type { StaffMember } from '../../platform/auth/identity.ts';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { NotFound, Refused } from '../../platform/failures.ts';
import type { BranchCatalogService } from '../catalog/branch-catalog.ts';
import { findBusinessIdByRef } from '../tenancy/business-heads.ts';
import { tableBody } from './floor-label.ts';
import { toStaffTable } from './table-links.ts';
import { RETIRED_TABLE_MESSAGE, TABLE_PROBLEM_MESSAGES } from './table-problems.ts';
import {
  isRetiredToken,
  listTablesWithTokens,
  resolveTableRef,
  rotateTableToken,
} from './table-repository.ts';

/** The business whose tables are asked for: the staff member's, or the CLI's. */
type Business = Pick<StaffMember, 'businessId' | 'referenceId'>;

/** Table QR links (ADR 749–752): resolving a link for the storefront, the staff's list and rotation. */
export function createTableService(deps: { db: Db; catalog: BranchCatalogService }) {
  const { db } = deps;

  /** The business's dine-in page name, from the same settings the storefront reads. */
  async function dineInPath(businessId: number): Promise<'dinein' | 'product_service'> {
    const [main] = await db
      .select({ id: s.branches.id })
      .from(s.branches)
      .where(eq(s.branches.businessId, businessId))
      .limit(1);
    const catalog = main ? await deps.catalog.forBranch(main.id) : null;
    return catalog?.settings.dine_in_label ?? 'dinein';
  }

  return {
    dineInPath,

    /**
     * The table a QR link's value names in a branch; refusals as the order would get them. A
     * caller that has just read the branch's catalog passes it, and the head is not read twice.
     */
    async resolveLink(
      branchId: number,
      ref: string,
      known?: { businessId: number; locales: string[]; settings: { table_verification: boolean } },
      /** The diner's language: the floor is said in it (ADR 1503). */
      locale?: string,
    ): Promise<TableBody> {
      const catalog = known ?? (await deps.catalog.forBranch(branchId));
      if (!catalog) throw new NotFound('Branch not found');
      const found = await resolveTableRef(
        db,
        { businessId: catalog.businessId, branchId },
        ref,
        catalog.settings.table_verification,
      );
      if (found.ok) return tableBody(found.table, locale, catalog.locales);
      const code = found.problem;
      if (await isRetiredToken(db, { businessId: catalog.businessId, branchId }, ref))
        throw new NotFound(RETIRED_TABLE_MESSAGE, code);
      const message = TABLE_PROBLEM_MESSAGES[code];
      if (found.problem === TableLinkProblem.tokenRequired) throw new Refused(code, message);
      throw new NotFound(message, code);
    },

    async list(staff: Business): Promise<StaffTable[]> {
      const [rows, path] = await Promise.all([
        listTablesWithTokens(db, staff.businessId),
        dineInPath(staff.businessId),
      ]);
      return rows.map((r) => toStaffTable(r, staff.referenceId, path));
    },

    /** A new token for one of the staff's tables: its old QR code stops working at once. */
    async rotate(staff: Business, tableId: number): Promise<StaffTable> {
      const token = await rotateTableToken(db, staff.businessId, tableId);
      if (!token) throw new NotFound('Table not found', 'TABLE_NOT_FOUND');
      const table = (await this.list(staff)).find((t) => t.id === tableId);
      if (!table) throw new NotFound('Table not found', 'TABLE_NOT_FOUND');
      return table;
    },
  };
}
export type TableService = ReturnType<typeof createTableService>;

/** The first table of a business and its QR link path, or null (`npm start`'s line in demo mode, ADR 752). */
export async function demoTableLink(
  db: Db,
  catalog: BranchCatalogService,
  referenceId: string,
): Promise<{ name: string; path: string } | null> {
  const businessId = await findBusinessIdByRef(db, referenceId);
  if (businessId === null) return null;
  const [first] = await createTableService({ db, catalog }).list({ businessId, referenceId });
  return first ? { name: first.name, path: first.link } : null;
}
