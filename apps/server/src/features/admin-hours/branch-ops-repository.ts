import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

/** A branch as the back office's hours and pause screens read it, with its row version (ADR 1002). */
export type BranchOpsRow = {
  id: number;
  name: Record<string, string>;
  availability: Record<string, unknown>;
  settings: Record<string, unknown>;
  version: string;
};

export async function readBranchOps(db: Db, businessId: number): Promise<BranchOpsRow[]> {
  const { rows } = await db.execute<BranchOpsRow>(sql`
    SELECT id, name, availability, settings, xmin::text AS version
      FROM branches WHERE business_id = ${businessId} ORDER BY sort, id`);
  return rows;
}

/** The branch row locked for a write, or null when it is not this business's. */
export async function lockBranch(db: Db, businessId: number, id: number): Promise<BranchOpsRow | null> {
  const { rows } = await db.execute<BranchOpsRow>(sql`
    SELECT id, name, availability, settings, xmin::text AS version
      FROM branches WHERE id = ${id} AND business_id = ${businessId} FOR UPDATE`);
  return rows[0] ?? null;
}

/**
 * Writes the week and/or settings; the branches' version trigger then bumps the business and
 * NOTIFYs every instance, so open storefronts read the change at once (ADR 201).
 */
export async function updateBranchOps(
  db: Db,
  id: number,
  change: { availability?: unknown; settings?: Record<string, unknown> },
) {
  if (change.availability !== undefined)
    await db.execute(
      sql`UPDATE branches SET availability = ${JSON.stringify(change.availability)}::jsonb WHERE id = ${id}`,
    );
  if (change.settings !== undefined)
    await db.execute(
      sql`UPDATE branches SET settings = ${JSON.stringify(change.settings)}::jsonb WHERE id = ${id}`,
    );
}
