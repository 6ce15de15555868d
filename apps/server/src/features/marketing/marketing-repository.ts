import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';

/** Banners of a business running on a local day (`YYYY-MM-DD`); open-ended dates run forever. */
export function bannersOn(db: Db, businessId: number, day: string) {
  return db
    .select({ id: s.banners.id, image: s.banners.image, title: s.banners.title, link: s.banners.link })
    .from(s.banners)
    .where(
      and(
        eq(s.banners.businessId, businessId),
        or(isNull(s.banners.startsOn), lte(s.banners.startsOn, day)),
        or(isNull(s.banners.endsOn), gte(s.banners.endsOn, day)),
      ),
    )
    .orderBy(asc(s.banners.sort), asc(s.banners.id));
}

/** Adds one reach to each listed banner of the business; ids of other businesses match nothing. */
export async function addReach(db: Db, businessId: number, bannerIds: number[]): Promise<number> {
  const rows = await db
    .update(s.banners)
    .set({ reach: sql`${s.banners.reach} + 1` })
    .where(and(eq(s.banners.businessId, businessId), inArray(s.banners.id, bannerIds)))
    .returning({ id: s.banners.id });
  return rows.length;
}

/** Records a visit; false when this visitor already visited the business that day (the PK). */
export async function recordVisit(db: Db, businessId: number, visitorId: string, day: string) {
  const rows = await db
    .insert(s.visits)
    .values({ businessId, visitorId, day })
    .onConflictDoNothing()
    .returning({ day: s.visits.day });
  return rows.length > 0;
}
