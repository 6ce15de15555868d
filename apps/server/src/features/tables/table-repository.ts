import { looksLikeTableToken, resolveTableLink, type TableLinkOutcome } from '@sufra/domain';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { preparedPer } from '../../platform/db/prepared.ts';
import type { Localized } from '../../platform/db/schema/columns.ts';
import * as s from '../../platform/db/schema/index.ts';
import { newTableToken } from '../../platform/secrets.ts';

export type TableRow = {
  id: number;
  name: string;
  floor: string | null;
  /** The floor's words in other languages (ADR 1503): shown through `floorLabel`. */
  floorNames: Localized;
  seats: number;
};

/** What a table is to a diner and a booking: every read of tables selects these. */
export const TABLE_COLUMNS = {
  id: s.diningTables.id,
  name: s.diningTables.name,
  floor: s.diningTables.floor,
  floorNames: s.diningTables.floorNames,
  seats: s.diningTables.seats,
};

function statements(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  // A retired table (ADR 1160) is named by no link, token or label.
  const inBranch = and(
    eq(s.diningTables.businessId, p('businessId')),
    eq(s.diningTables.branchId, p('branchId')),
    isNull(s.diningTables.retiredAt),
  );
  return {
    // Every order naming a table asks this: one indexed lookup (the unique token index).
    byToken: db
      .select(TABLE_COLUMNS)
      .from(s.diningTables)
      .where(and(inBranch, eq(s.diningTables.qrToken, p('token'))))
      .limit(1)
      .prepare('sufra_table_by_token'),
    // A plain label: the table's name, or its id (what older links and typed numbers carry).
    byLabel: db
      .select(TABLE_COLUMNS)
      .from(s.diningTables)
      .where(and(inBranch, sql`(${s.diningTables.name} = ${p('name')} OR ${s.diningTables.id} = ${p('id')})`))
      .limit(1)
      .prepare('sufra_table_by_label'),
  };
}

const q = preparedPer(statements);

/**
 * The table a dine-in reference (a QR token, or a plain label) names in a branch, under the
 * business's table verification setting (ADR 751). Resolved here, on the server, from the
 * reference alone: a client's table id is never taken for one.
 */
export async function resolveTableRef(
  db: Db,
  where: { businessId: number; branchId: number },
  ref: string,
  verification: boolean,
): Promise<TableLinkOutcome<TableRow>> {
  const [byToken] = looksLikeTableToken(ref) ? await q(db).byToken.execute({ ...where, token: ref }) : [];
  if (byToken) return resolveTableLink({ byToken, byLabel: null, verification });
  // A name of digits may be the table's id; at most 9 digits, so it fits PostgreSQL's integer.
  const id = /^[1-9][0-9]{0,8}$/.test(ref) ? Number(ref) : -1;
  const [byLabel] = await q(db).byLabel.execute({ ...where, name: ref, id });
  return resolveTableLink({ byToken: null, byLabel: byLabel ?? null, verification });
}

export type StaffTableRow = TableRow & {
  branchId: number;
  branchRef: string;
  token: string;
  /** The row's `xmin`: the back office's rename checks it (ADR 1122). */
  version: string;
};

/** The business's tables with their current tokens, for the staff's QR sheet (ADR 750). */
export async function listTablesWithTokens(db: Db, businessId: number): Promise<StaffTableRow[]> {
  return db
    .select({
      ...TABLE_COLUMNS,
      branchId: s.branches.id,
      branchRef: s.branches.referenceId,
      token: s.diningTables.qrToken,
      version: sql<string>`dining_tables.xmin::text`,
    })
    .from(s.diningTables)
    .innerJoin(s.branches, eq(s.branches.id, s.diningTables.branchId))
    .where(and(eq(s.diningTables.businessId, businessId), isNull(s.diningTables.retiredAt)))
    .orderBy(asc(s.diningTables.branchId), asc(s.diningTables.id));
}

/**
 * Gives a table of the business a new token (ADR 750): the old QR stops working at once — an
 * order naming it is refused (TABLE_NOT_FOUND). Null when the business has no such table.
 */
export async function rotateTableToken(db: Db, businessId: number, tableId: number): Promise<string | null> {
  const token = newTableToken();
  const rows = await db
    .update(s.diningTables)
    .set({ qrToken: token })
    .where(
      and(
        eq(s.diningTables.businessId, businessId),
        eq(s.diningTables.id, tableId),
        isNull(s.diningTables.retiredAt),
      ),
    )
    .returning({ id: s.diningTables.id });
  return rows.length ? token : null;
}

/** A new table of a business's branch (the back office, ADR 1122); its QR token comes with it. */
export async function insertTable(
  db: Db,
  row: { businessId: number; branchId: number; name: string; floor: string | null; seats: number },
): Promise<number> {
  const [created] = await db.insert(s.diningTables).values(row).returning({ id: s.diningTables.id });
  if (!created) throw new Error('table insert returned nothing');
  return created.id;
}

/** A table of the business, locked for a write, with its version; null when not the business's. */
export async function lockTable(db: Db, businessId: number, tableId: number) {
  const { rows } = await db.execute<Omit<TableRow, 'floorNames'> & { branch_id: number; version: string }>(
    sql`SELECT id, name, floor, seats, branch_id, xmin::text AS version FROM dining_tables
        WHERE id = ${tableId} AND business_id = ${businessId} AND retired_at IS NULL FOR UPDATE`,
  );
  return rows[0] ?? null;
}

export async function updateTable(
  db: Db,
  tableId: number,
  values: { name: string; floor: string | null; seats: number },
): Promise<void> {
  await db.update(s.diningTables).set(values).where(eq(s.diningTables.id, tableId));
}

/**
 * Retires a table (ADR 1160): its QR code stops naming it (the token stays on the row only so its
 * link can say "no longer in use"); orders keep the name they were placed with.
 */
export async function retireTable(db: Db, tableId: number): Promise<void> {
  await db.update(s.diningTables).set({ retiredAt: sql`now()` }).where(eq(s.diningTables.id, tableId));
}

/** Whether a QR token is a retired table's of the branch (its link then says so, ADR 1160). */
export async function isRetiredToken(
  db: Db,
  where: { businessId: number; branchId: number },
  token: string,
): Promise<boolean> {
  if (!looksLikeTableToken(token)) return false;
  const [row] = await db
    .select({ id: s.diningTables.id })
    .from(s.diningTables)
    .where(
      and(
        eq(s.diningTables.businessId, where.businessId),
        eq(s.diningTables.branchId, where.branchId),
        eq(s.diningTables.qrToken, token),
        isNotNull(s.diningTables.retiredAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A branch's tables by id: the booking form's choice and the tables call (ADR 749). */
export async function findBranchTables(db: Db, businessId: number, branchId: number): Promise<TableRow[]> {
  return db
    .select(TABLE_COLUMNS)
    .from(s.diningTables)
    .where(
      and(
        eq(s.diningTables.businessId, businessId),
        eq(s.diningTables.branchId, branchId),
        isNull(s.diningTables.retiredAt),
      ),
    )
    .orderBy(asc(s.diningTables.id));
}
