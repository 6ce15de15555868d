import { publicOrigin } from '../../platform/public-origin.server.ts';
import type { LoadedBusiness } from '../../shell/business.server.ts';
import { ratingOf } from '../feedback/rating-summary.server.ts';
import { businessLd, type JsonLd } from './structured-data.ts';

type Args = { request: Request; context: Parameters<typeof ratingOf>[0]['context'] };

/**
 * A page's schema.org business, made by its loader (ADR 1441): the page's `meta` only places it,
 * so the JSON-LD builders (ADR 820) never ship to the browser. The rating is the layout's badge's
 * own call (one per request), shown only where the business shows its rating ([product: Feedback]).
 */
export async function businessLdFor(
  args: Args,
  business: LoadedBusiness,
  page: { url: string; menu?: JsonLd | string | undefined; priceRange?: string | undefined },
): Promise<JsonLd> {
  const { restaurant } = business;
  const rating = restaurant.show_rating ? await ratingOf(args, restaurant.reference_id) : null;
  return businessLd(
    restaurant,
    { origin: publicOrigin(args.request) },
    {
      ...page,
      language: business.contentLanguage,
      rating,
    },
  );
}
