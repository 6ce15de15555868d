import { ApiError, referenceIdSchema } from '@sufra/contract';
import { data, Outlet, redirect } from 'react-router';
import { loadMessages } from '../i18n/catalogs.ts';
import { pickLanguage, requestedLanguages } from '../i18n/request-language.server.ts';
import { apiFor } from '../lib/api-context.ts';
import type { Route } from './+types/business-layout';

/** The fetch-business guard (SPEC §2): every storefront page needs its business, or shows 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!referenceIdSchema.safeParse(params.ref).success) throw data('Page not found', { status: 404 });
  const requested = requestedLanguages(request);
  const branch = new URL(request.url).searchParams.get('branch') ?? undefined;
  const fetchRestaurant = (locale: string | undefined) =>
    apiFor(context, locale).getRestaurant(params.ref, branch ? { branch } : {});
  let response: Awaited<ReturnType<typeof fetchRestaurant>>;
  try {
    response = await fetchRestaurant(requested[0]);
    if ('redirect' in response) throw redirect(response.url);
    const language = pickLanguage(requested, response.restaurant.locales);
    // The API resolved one requested language; a later preference may be the one the business offers.
    if (requested[0]?.split('-')[0] !== language) {
      response = await fetchRestaurant(language);
      if ('redirect' in response) throw redirect(response.url);
    }
    return { ...response, language, messages: await loadMessages(language) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data('Page not found', { status: 404 });
    if (error instanceof ApiError)
      throw data(error.message || 'Fail to fetch menu, please try later', { status: 503 });
    throw error;
  }
}

export default function BusinessLayout() {
  return <Outlet />;
}
