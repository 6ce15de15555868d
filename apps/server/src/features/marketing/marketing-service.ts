import type { BannersResponse, VisitResponse } from '@sufra/contract';
import { localDate } from '@sufra/domain';
import type { Db } from '../../platform/db/client.ts';
import { pickText, resolveLocale } from '../../platform/localize.ts';
import { safeTimeZone } from '../catalog/week.ts';
import type { BusinessDirectory } from '../tenancy/business-directory.ts';
import { addReach, bannersOn, recordVisit } from './marketing-repository.ts';

/** 'DD-MM-YYYY' ([product: Calls and failures]) → 'YYYY-MM-DD' (the contract has checked it is a real date). */
const isoDay = (dmy: string) => dmy.split('-').reverse().join('-');

/** Banners, their reach and visits ([product: Marketing]). Null = unknown business (a 404). */
export function createMarketingService(db: Db, directory: BusinessDirectory) {
  return {
    /** Banners running on `date`, else on the local day of `now` in the business time zone. */
    async banners(referenceId: string, date: string | undefined, now: Date, requestedLocale?: string) {
      const head = await directory.byReference(referenceId);
      if (!head) return null;
      const day = date ? isoDay(date) : localDate(now, safeTimeZone(head.timeZone));
      const locale = resolveLocale(requestedLocale, head.locales);
      const rows = await bannersOn(db, head.id, day);
      const body: BannersResponse = {
        error: 0,
        banners: rows.map((b) => ({
          id: b.id,
          image: b.image,
          title: pickText(b.title, locale, head.locales[0] ?? 'en'),
          link: b.link,
        })),
      };
      return body;
    },

    /** `count: false`: the settings' preview (ADR 1160) — answered, never counted. */
    async reach(referenceId: string, bannerIds: number[], count = true) {
      const head = await directory.byReference(referenceId);
      if (!head) return null;
      const counted = count ? await addReach(db, head.id, [...new Set(bannerIds)]) : 0;
      return { error: 0 as const, counted };
    },

    /**
     * Counted once per visitor and local day; `serverNow` (not the client's clock) picks the day.
     * `count: false`: the settings' preview (ADR 1160) — answered, never counted.
     */
    async visit(
      referenceId: string,
      visitorId: string,
      serverNow: Date,
      count = true,
    ): Promise<VisitResponse | null> {
      const head = await directory.byReference(referenceId);
      if (!head) return null;
      const day = localDate(serverNow, safeTimeZone(head.timeZone));
      return { error: 0, counted: count && (await recordVisit(db, head.id, visitorId, day)), day };
    },
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
