import { z } from 'zod';
import { dayMonthYearSchema, MAX_ID, ok, referenceIdSchema } from './common.ts';

/** GET webapp/banners/{businessRef}?date=DD-MM-YYYY (default: today in the business time zone). */
export const bannersParamsSchema = z.object({ id: referenceIdSchema });
export const bannersQuerySchema = z.object({ date: dayMonthYearSchema.optional() });

export const bannerSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  link: z.string().nullable(),
});
export type BannerBody = z.infer<typeof bannerSchema>;

export const bannersResponseSchema = z.object({ error: ok, banners: z.array(bannerSchema) });
export type BannersResponse = z.infer<typeof bannersResponseSchema>;

/** POST webapp/banners/reach: the banners a visitor saw; ids of another business are ignored. */
export const bannersReachBodySchema = z.object({
  business: referenceIdSchema,
  banners: z.array(z.number().int().min(1).max(MAX_ID)).min(1).max(50),
});
export type BannersReachBody = z.infer<typeof bannersReachBodySchema>;

export const bannersReachResponseSchema = z.object({
  error: ok,
  /** How many banners of the business were counted. */
  counted: z.number().int(),
});
