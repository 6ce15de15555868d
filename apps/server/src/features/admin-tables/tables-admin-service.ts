import {
  type AdminTable,
  sharedTablesWriteSchema,
  tableRenameSchema,
  tableRetireSchema,
  tableWriteSchema,
} from '@sufra/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { NotFound } from '../../platform/failures.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { auditedWrite, changedElsewhere } from '../admin/audited-write.ts';
import { mergeBusinessSettings, readBusinessSetup } from '../admin-settings/setup-repository.ts';
import { toStaffTable } from '../tables/table-links.ts';
import {
  insertTable,
  listTablesWithTokens,
  lockTable,
  retireTable,
  rotateTableToken,
  updateTable,
} from '../tables/table-repository.ts';
import type { TableService } from '../tables/table-service.ts';

/**
 * Tables in the back office (ADR 1122, 1160): list, add, rename, retire, and a new QR token (the
 * printed code stops working at once, ADR 750). A table's name is what a diner reads and, with table
 * verification off, what a typed table reference matches, so it is unique in its branch.
 */
export function createTablesAdminService(deps: { db: Db; tables: TableService }) {
  const { db } = deps;

  async function list(tx: Db, caller: AdminCaller): Promise<AdminTable[]> {
    const businessId = caller.member.businessId;
    const [rows, path] = await Promise.all([
      listTablesWithTokens(tx, businessId),
      deps.tables.dineInPath(businessId),
    ]);
    return rows.map((r) => ({ ...toStaffTable(r, caller.referenceId, path), version: r.version }));
  }

  async function one(tx: Db, caller: AdminCaller, id: number): Promise<AdminTable> {
    const table = (await list(tx, caller)).find((t) => t.id === id);
    if (!table) throw new NotFound('Table not found', 'TABLE_NOT_FOUND');
    return table;
  }

  async function nameTaken(tx: Db, branchId: number, name: string, except: number | null) {
    const [row] = await tx
      .select({ id: s.diningTables.id })
      .from(s.diningTables)
      .where(
        and(
          eq(s.diningTables.branchId, branchId),
          eq(s.diningTables.name, name),
          isNull(s.diningTables.retiredAt),
          except ? ne(s.diningTables.id, except) : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  const sharedOf = async (tx: Db, businessId: number, lock = false) =>
    (await readBusinessSetup(tx, businessId, lock)).settings.shared_tables === true;

  return {
    list: (caller: AdminCaller) => list(db, caller),

    sharedTables: (caller: AdminCaller) => sharedOf(db, caller.member.businessId),

    /** Shared tables on or off (ADR 1400): the business row, so open storefronts drop their caches. */
    async setSharedTables(caller: AdminCaller, body: unknown): Promise<boolean> {
      const input = parseWrite(sharedTablesWriteSchema, body);
      const businessId = caller.member.businessId;
      await auditedWrite(db, caller, { action: 'update', entity: 'business' }, async (tx) => {
        const before = { shared_tables: await sharedOf(tx, businessId, true) };
        await mergeBusinessSettings(tx, businessId, { settings: { shared_tables: input.shared_tables } });
        return { entityId: businessId, before, after: async () => ({ shared_tables: input.shared_tables }) };
      });
      return input.shared_tables;
    },

    async add(caller: AdminCaller, body: unknown): Promise<AdminTable> {
      const input = parseWrite(tableWriteSchema, body);
      const businessId = caller.member.businessId;
      let id = 0;
      await auditedWrite(db, caller, { action: 'create', entity: 'table' }, async (tx) => {
        const [branch] = await tx
          .select({ id: s.branches.id })
          .from(s.branches)
          .where(and(eq(s.branches.id, input.branch_id), eq(s.branches.businessId, businessId)));
        if (!branch) throw invalidFields({ branch_id: 'Choose one of your branches' });
        if (await nameTaken(tx, input.branch_id, input.name, null))
          throw invalidFields({ name: 'Another table of this branch has this name' });
        id = await insertTable(tx, { businessId, branchId: input.branch_id, ...input });
        return { entityId: id, before: null, after: async () => ({ ...input, id }) };
      });
      return one(db, caller, id);
    },

    async rename(caller: AdminCaller, id: number, body: unknown): Promise<AdminTable> {
      const input = parseWrite(tableRenameSchema, body);
      const businessId = caller.member.businessId;
      await auditedWrite(db, caller, { action: 'update', entity: 'table' }, async (tx) => {
        const before = await lockTable(tx, businessId, id);
        if (!before) throw new NotFound('Table not found', 'TABLE_NOT_FOUND');
        if (input.version && input.version !== before.version) throw changedElsewhere();
        if (await nameTaken(tx, before.branch_id, input.name, id))
          throw invalidFields({ name: 'Another table of this branch has this name' });
        const values = { name: input.name, floor: input.floor, seats: input.seats };
        await updateTable(tx, id, values);
        return { entityId: id, before, after: async () => values };
      });
      return one(db, caller, id);
    },

    /**
     * Retires a table (ADR 1160): it leaves the list, the booking form and the QR sheet; its
     * printed code answers "no longer in use"; orders keep its name. Version-checked like a rename.
     */
    async retire(caller: AdminCaller, id: number, body: unknown): Promise<void> {
      const input = parseWrite(tableRetireSchema, body);
      const businessId = caller.member.businessId;
      await auditedWrite(db, caller, { action: 'delete', entity: 'table' }, async (tx) => {
        const before = await lockTable(tx, businessId, id);
        if (!before) throw new NotFound('Table not found', 'TABLE_NOT_FOUND');
        if (input.version && input.version !== before.version) throw changedElsewhere();
        await retireTable(tx, id);
        const { version: _, ...shown } = before;
        return { entityId: id, before: shown, after: async () => null };
      });
    },

    /** A new QR token; the audit records that it happened, never a token. */
    async rotate(caller: AdminCaller, id: number): Promise<AdminTable> {
      await auditedWrite(db, caller, { action: 'rotate_token', entity: 'table' }, async (tx) => {
        const token = await rotateTableToken(tx, caller.member.businessId, id);
        if (!token) throw new NotFound('Table not found', 'TABLE_NOT_FOUND');
        return { entityId: id, before: null, after: async () => null };
      });
      return one(db, caller, id);
    },
  };
}
export type TablesAdminService = ReturnType<typeof createTablesAdminService>;
