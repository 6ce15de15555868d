import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { branches, businesses } from '../../platform/db/schema/index.ts';

export type BranchHead = { id: number; referenceId: string; isMain: boolean };

/** The small, hot part of a business: enough to route, scope, localize and key caches. */
export type BusinessHead = {
  id: number;
  referenceId: string;
  /** Moves on every change the cached responses show (migration 0002's triggers). */
  version: number;
  redirectUrl: string | null;
  /** Suspended by the platform: the storefront answers 433 (ADR 310). */
  suspended: boolean;
  /** Not published yet (ADR 1373): the storefront answers 433 `coming_soon`. */
  draft: boolean;
  /** The business name per locale: the 433 page still names whose storefront it is. */
  name: Record<string, string>;
  locales: string[];
  timeZone: string;
  /** Main branch first when flagged, then by sort. */
  branches: BranchHead[];
};

type Row = {
  id: number;
  reference_id: string;
  version: number;
  redirect_url: string | null;
  suspended: boolean;
  draft: boolean;
  name: Record<string, string>;
  locales: string[];
  time_zone: string;
  branches: [number, string, boolean][];
  extra: number | null;
};

const select = sql`SELECT b.id, b.reference_id, b.version, b.redirect_url, b.suspended_at IS NOT NULL AS suspended, b.published_at IS NULL AS draft, b.name, b.locales, b.time_zone,
  COALESCE((SELECT json_agg(json_build_array(br.id, br.reference_id, br.is_main) ORDER BY br.sort, br.id)
            FROM branches br WHERE br.business_id = b.id), '[]'::json) AS branches`;

async function one(db: Db, query: SQL): Promise<{ head: BusinessHead; extra: number | null } | null> {
  const { rows } = await db.execute<Row>(query);
  const row = rows[0];
  if (!row) return null;
  return {
    head: {
      id: row.id,
      referenceId: row.reference_id,
      version: row.version,
      redirectUrl: row.redirect_url,
      suspended: row.suspended,
      draft: row.draft,
      name: row.name,
      locales: row.locales,
      timeZone: row.time_zone,
      branches: row.branches.map(([id, referenceId, isMain]) => ({ id, referenceId, isMain })),
    },
    extra: row.extra ?? null,
  };
}

export async function findHeadByReference(db: Db, referenceId: string) {
  return (
    await one(db, sql`${select}, NULL AS extra FROM businesses b WHERE b.reference_id = ${referenceId}`)
  )?.head;
}

/** The business owning a branch: a branch id names its business (ADR 200). */
export async function findHeadByBranch(db: Db, branchId: number) {
  return (
    await one(
      db,
      sql`${select}, NULL AS extra FROM businesses b
          WHERE b.id = (SELECT business_id FROM branches WHERE id = ${branchId})`,
    )
  )?.head;
}

/** A custom domain's business and the branch the domain points at (null: the main branch). */
export async function findHeadByDomain(db: Db, domain: string) {
  const found = await one(
    db,
    sql`${select}, d.branch_id AS extra FROM custom_domains d JOIN businesses b ON b.id = d.business_id
        WHERE d.domain = ${domain.toLowerCase()}`,
  );
  return found ? { head: found.head, branchId: found.extra } : null;
}

/** A business's reference and languages, by id (order pages and payment returns link to it). */
export async function findBusinessTexts(db: Db, businessId: number) {
  const [row] = await db
    .select({ referenceId: businesses.referenceId, locales: businesses.locales })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row ?? null;
}

export async function findBranchNames(db: Db, businessId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(eq(branches.businessId, businessId), inArray(branches.id, ids)));
}

export async function findBusinessIdByRef(db: Db, referenceId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.referenceId, referenceId));
  return row?.id ?? null;
}
