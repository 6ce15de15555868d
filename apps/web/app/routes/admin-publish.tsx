import { publishAdminBusiness } from '@sufra/contract/client';
import { redirect } from 'react-router';
import { adminSessionApi, requireAdminMe } from '../features/admin/admin-session.server.ts';
import type { Route } from './+types/admin-publish';

/**
 * `POST /{ref}/admin/publish` (ADR 1373): the owner publishes the draft storefront from the
 * back office's banner, a real form; back to the page it was sent from. The API checks the role.
 */
export async function action(args: Route.ActionArgs) {
  await requireAdminMe(args);
  const ref = args.params.ref;
  await publishAdminBusiness(adminSessionApi(args.context, args.request), ref);
  const back = new URL(args.request.headers.get('referer') ?? `/${ref}/admin`, args.request.url);
  // Only a page of this back office: never somewhere a forged referer names.
  const to =
    back.origin === new URL(args.request.url).origin && back.pathname.startsWith(`/${ref}/admin`)
      ? back.pathname
      : `/${ref}/admin`;
  throw redirect(to);
}

export const loader = ({ params }: Route.LoaderArgs) => redirect(`/${params.ref}/admin`);
