import { referenceIdSchema } from '@sufra/contract';
import { data, Outlet } from 'react-router';
import adminStyles from '../features/admin/admin.css?url';
import { loadMessages } from '../i18n/catalogs.ts';
import { interfaceLanguage, languageCookieOf, requestedLanguages } from '../i18n/request-language.server.ts';
import type { Route } from './+types/admin-layout';

/**
 * `/{ref}/admin`: the back office's layout ([product: Back office], ADR 1000). Outside the
 * storefront's layout (no storefront navigation, cart or pixels), with its own stylesheet and the
 * whole catalog (the storefront's pages ship theirs without the `admin.*` keys).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!referenceIdSchema.safeParse(params.ref).success) throw data('Page not found', { status: 404 });
  const language = interfaceLanguage(requestedLanguages(request), []);
  const cookie = languageCookieOf(request, language);
  return data(
    // As text, as the storefront's (ADR 627).
    { language, catalog: JSON.stringify(await loadMessages(language)), ref: params.ref },
    cookie ? { headers: { 'Set-Cookie': cookie } } : undefined,
  );
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminStyles }];

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

export default function AdminLayout() {
  return <Outlet />;
}
