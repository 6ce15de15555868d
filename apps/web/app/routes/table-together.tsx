import { ApiError } from '@sufra/contract/client';
import { data, redirectDocument } from 'react-router';
import {
  dinerCookie,
  readTable,
  tableAction,
  tableDishes,
} from '../features/table-together/shared-table.server.ts';
import { SharedTablePage } from '../features/table-together/shared-table-page.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { loadBusiness } from '../shell/business.server.ts';
import { pageMetaT } from '../shell/meta.ts';
import { Banner } from '../ui/banner.tsx';
import type { Route } from './+types/table-together';

/** The table's QR token (ADR 751) from the link; the branch is the business layout's. */
async function tableOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const business = await loadBusiness(args);
  // Off: the page does not exist, and the storefront behaves as before (ADR 1400).
  if (!business.restaurant.shared_tables) throw data('Page not found', { status: 404 });
  const token = new URL(args.request.url).searchParams.get('table') ?? '';
  return { business, token, branchId: business.restaurant.branch_id };
}

export async function loader(args: Route.LoaderArgs) {
  const { business, token, branchId } = await tableOf(args);
  if (!token) return { kind: 'refused' as const, problem: { code: 'TABLE_TOKEN_MISSING', message: '' } };
  try {
    const { view } = await readTable(args, business.language, branchId, token);
    // Back from the gateway: `paid` says how it went; the bill itself says what is paid.
    const paid = new URL(args.request.url).searchParams.get('paid');
    const returned = paid === '1' ? ('paid' as const) : paid === '0' ? ('failed' as const) : null;
    return { kind: 'table' as const, view, dishes: tableDishes(business.menu.categories), returned };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return { kind: 'refused' as const, problem: { code: error.code ?? 'error', message: error.message } };
    throw error;
  }
}

export async function action(args: Route.ActionArgs) {
  const { business, token, branchId } = await tableOf(args);
  const result = await tableAction(args, business.language, branchId, token, await args.request.formData());
  const headers = new Headers();
  if (result.ok && result.response.diner_key)
    headers.append(
      'set-cookie',
      dinerCookie(args.request, result.response.view.table.id, result.response.diner_key),
    );
  // A part paid online: to the gateway's page, which sends the payer back here (ADR 1406).
  if (result.ok && result.response.payment_url)
    throw redirectDocument(result.response.payment_url, { headers });
  if (result.ok) return data({ problem: null }, { headers });
  const { code, message, left } = result;
  return data(
    { problem: { code, message, ...(left === undefined ? {} : { left }) } },
    { status: result.status },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => pageMetaT(matches, 'tableTogether.pageTitle');

/** `/{ref}/table?branch=…&table=<token>`: the table's shared order (ADR 1400), its own lazy chunk. */
export default function TableTogetherRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.kind === 'refused') {
    const key = `tableTogether.problem.${loaderData.problem.code}`;
    const text = t(key);
    return (
      <main className="mx-auto max-w-2xl px-4 py-16">
        <Banner tone="warn" testId="table-problem">
          {text === key ? loaderData.problem.message : text}
        </Banner>
      </main>
    );
  }
  return (
    <SharedTablePage
      view={loaderData.view}
      dishes={loaderData.dishes}
      problem={actionData?.problem ?? null}
      returned={actionData ? null : loaderData.returned}
    />
  );
}
