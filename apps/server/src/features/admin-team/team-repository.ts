import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

/** A member as the team screen shows it, with its row version (ADR 1002). */
export type TeamRow = {
  id: number;
  name: string;
  phone: string;
  role: string;
  branch_id: number | null;
  version: string;
};

const columns = sql`id, name, phone, role, branch_id, xmin::text AS version`;

export async function readTeam(db: Db, businessId: number): Promise<TeamRow[]> {
  const { rows } = await db.execute<TeamRow>(
    sql`SELECT ${columns} FROM staff_members WHERE business_id = ${businessId} ORDER BY created_at, id`,
  );
  return rows;
}

export async function lockMember(db: Db, businessId: number, id: number): Promise<TeamRow | null> {
  const { rows } = await db.execute<TeamRow>(
    sql`SELECT ${columns} FROM staff_members WHERE id = ${id} AND business_id = ${businessId} FOR UPDATE`,
  );
  return rows[0] ?? null;
}

/**
 * Owners of the business, locked: two owners removing each other at once are taken in turn, so
 * the second sees one owner left and is refused (ADR 1080).
 */
export async function lockOwners(db: Db, businessId: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT id FROM staff_members WHERE business_id = ${businessId} AND role = 'owner' ORDER BY id FOR UPDATE`,
  );
  return rows.map((r) => r.id);
}

/** A new member, or null when that phone is already on the team. */
export async function insertMember(
  db: Db,
  m: { businessId: number; phone: string; name: string; role: string; branchId: number | null },
): Promise<TeamRow | null> {
  const { rows } = await db.execute<TeamRow>(sql`
    INSERT INTO staff_members (business_id, phone, name, role, branch_id)
    VALUES (${m.businessId}, ${m.phone}, ${m.name}, ${m.role}, ${m.branchId})
    ON CONFLICT (business_id, phone) DO NOTHING
    RETURNING ${columns}`);
  return rows[0] ?? null;
}

export async function updateMember(db: Db, id: number, change: { role: string; branchId: number | null }) {
  await db.execute(
    sql`UPDATE staff_members SET role = ${change.role}, branch_id = ${change.branchId} WHERE id = ${id}`,
  );
}

/** Removes the member; their sessions go with them (cascade), so they are signed out at once. */
export async function deleteMember(db: Db, id: number) {
  await db.execute(sql`DELETE FROM staff_members WHERE id = ${id}`);
}
