import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { businesses, customDomains } from '../../platform/db/schema/index.ts';

/** A storefront search engines may list: live (not suspended, not moved away). */
export type ListedBusiness = { id: number; ref: string; versionAt: Date; version: number };

const listed = and(
  isNull(businesses.suspendedAt),
  isNull(businesses.redirectUrl),
  // A draft is not listed until published (ADR 1373).
  isNotNull(businesses.publishedAt),
);
const columns = {
  id: businesses.id,
  ref: businesses.referenceId,
  versionAt: businesses.versionAt,
  version: businesses.version,
};

/** Every listed storefront, oldest first (the sitemap index's order stays stable). */
export function listBusinesses(db: Db): Promise<ListedBusiness[]> {
  return db.select(columns).from(businesses).where(listed).orderBy(asc(businesses.id));
}

export async function listedBusiness(db: Db, ref: string): Promise<ListedBusiness | null> {
  const rows = await db
    .select(columns)
    .from(businesses)
    .where(and(listed, eq(businesses.referenceId, ref)));
  return rows[0] ?? null;
}

/** The storefront a custom domain belongs to, if the host is one. */
export async function businessOfDomain(db: Db, host: string): Promise<ListedBusiness | null> {
  const rows = await db
    .select(columns)
    .from(customDomains)
    .innerJoin(businesses, eq(businesses.id, customDomains.businessId))
    .where(and(listed, eq(customDomains.domain, host.toLowerCase())));
  return rows[0] ?? null;
}
