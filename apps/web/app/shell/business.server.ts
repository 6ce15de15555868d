import { type RestaurantResponse, referenceIdSchema } from '@sufra/contract';
import { ApiError, getRestaurant } from '@sufra/contract/client';
import { primaryLanguage } from '@sufra/domain';
import { data, redirect } from 'react-router';
import { ownLabel } from '../i18n/own-text.ts';
import { contentLanguage, interfaceLanguage, requestedLanguages } from '../i18n/request-language.server.ts';
import { apiFor } from '../platform/api-context.ts';
import { branchCookieName, readCookie } from '../platform/cookies.ts';

/** `language`: the interface's; `contentLanguage`: the business texts' (ADR 620). */
export type LoadedBusiness = RestaurantResponse & { language: string; contentLanguage: string };

type Args = {
  params: { ref?: string };
  request: Request;
  context: Parameters<typeof apiFor>[0];
};

// One fetch per request however many loaders ask: the layout and the page loaders run in parallel.
const memo = new WeakMap<object, Promise<LoadedBusiness>>();

/**
 * The fetch-business guard ([product: Storefront and looks]): the restaurant in the request's language, for the branch
 * asked in `?branch=` or remembered in the branch cookie. Unknown business → 404; a business that
 * is not available → 433; a failing API → 503 with its message ([product: Opening hours and scheduling]).
 */
const suspendedBrand = (details: unknown): string | null => {
  const name = (details as { business_name?: unknown } | null)?.business_name;
  return typeof name === 'string' && name ? name : null;
};

export function loadBusiness(args: Args): Promise<LoadedBusiness> {
  let pending = memo.get(args.context);
  if (!pending) {
    pending = fetchBusiness(args);
    memo.set(args.context, pending);
  }
  return pending;
}

async function fetchBusiness({ params, request, context }: Args): Promise<LoadedBusiness> {
  const ref = params.ref ?? '';
  if (!referenceIdSchema.safeParse(ref).success) throw data('Page not found', { status: 404 });
  const requested = requestedLanguages(request);
  const asked = new URL(request.url).searchParams.get('branch');
  const remembered = readCookie(request.headers.get('cookie'), branchCookieName(ref));
  const fetchRestaurant = async (locale: string | undefined, branch: string | null) => {
    const response = await getRestaurant(apiFor(context, locale), ref, branch ? { branch } : {});
    if ('redirect' in response) throw redirect(response.url);
    return response;
  };
  try {
    let branch = asked ?? remembered;
    let response = await fetchRestaurant(requested[0], branch).catch((error: unknown) => {
      // A remembered branch that was closed down falls back to the main branch.
      if (error instanceof ApiError && error.status === 404 && branch && !asked) {
        branch = null;
        return fetchRestaurant(requested[0], null);
      }
      throw error;
    });
    const { locales } = response.restaurant;
    const language = interfaceLanguage(requested, locales);
    const content = contentLanguage(language, requested, locales);
    // The API resolved the first requested language; the business's texts may be in another.
    const first = requested[0] ? primaryLanguage(requested[0]) : undefined;
    if (first && first !== content) response = await fetchRestaurant(content, branch);
    // A draft (ADR 1373): diners read "coming soon"; a member signed in to its back office (whose
    // cookie this business's pages carry) previews it. Ordering is refused by the server anyway.
    if (response.restaurant.published === false && !readCookie(request.headers.get('cookie'), 'sufra_admin'))
      throw data({ brand: response.restaurant.business_name, comingSoon: true }, { status: 433 });
    // The dine-in label the page shows is the business's own in the page's language, else none
    // and the page says its translation (ADR 1460): resolved here, not in the first-view scripts.
    const dinein_btn_label = ownLabel(response.restaurant.dinein_btn_labels, language) ?? '';
    return {
      ...response,
      restaurant: { ...response.restaurant, dinein_btn_label },
      language,
      contentLanguage: content,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data('Page not found', { status: 404 });
    // A suspended storefront (ADR 310): its own page, titled with the business's name.
    if (error instanceof ApiError && error.status === 433)
      throw data({ brand: suspendedBrand(error.details) }, { status: 433 });
    // [product: Storefront and looks]: a failing menu fetch says 'Fail to fetch menu, please try later' (in the page language).
    if (error instanceof ApiError && error.status >= 500) throw data('MENU_FETCH_FAILED', { status: 503 });
    // [product: Calls and failures]: an error answer (error: 1) shows the server's message, or nothing when it has none.
    if (error instanceof ApiError) throw data(error.message, { status: error.status });
    throw error;
  }
}
