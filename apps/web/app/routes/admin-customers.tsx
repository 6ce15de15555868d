import { adminCustomersFileUrl, CUSTOMERS_PAGE, getAdminCustomers } from '@sufra/contract/admin-customers';
import { data, Form } from 'react-router';
import { adminLoader } from '../features/admin/admin-route.server.ts';
import { boardCookieHeaders } from '../features/admin/admin-session.server.ts';
import { inputClass } from '../features/admin/admin-ui.tsx';
import { Card, SetupPage } from '../features/admin/setup-ui.tsx';
import { CustomerList } from '../features/admin-customers/customer-list.tsx';
import { staffCookieApi } from '../features/admin-data/staff-cookie-api.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { dateFormat } from '../ui/format.ts';
import type { Route } from './+types/admin-customers';

/**
 * `/{ref}/admin/customers` ([product: Back office], ADR 1389): owners and managers of every branch.
 * The search and the page are in the URL (a GET form); the CSV links go with the board's cookie,
 * set again here, as the day's CSV does (ADR 1370).
 */
export async function loader(args: Route.LoaderArgs) {
  const page = await adminLoader(
    args,
    async ({ me, api, ref, url }) => {
      // A member bound to one branch does not read the business's customers (the API says 403).
      if (me.member.branch_id !== null) return { ref, q: '', list: null };
      const q = url.searchParams.get('q')?.slice(0, 100) ?? '';
      const offset = Math.max(0, Number.parseInt(url.searchParams.get('offset') ?? '0', 10) || 0);
      return { ref, q, list: await getAdminCustomers(api, ref, { q, offset }) };
    },
    { allow: (role) => role !== 'staff' },
  );
  return data(page, { headers: boardCookieHeaders(args.request) });
}

export default function AdminCustomersPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { me, ref, q, list } = loaderData;
  const title = t('admin.customers.title');
  if (!list)
    return (
      <SetupPage me={me} title={title}>
        <p className="text-ink">{t('admin.customers.wholeBusiness')}</p>
      </SetupPage>
    );
  const api = staffCookieApi();
  const signedUp = dateFormat(i18n.language, { dateStyle: 'medium' });
  const pageLink = (offset: number) =>
    `?${new URLSearchParams({ ...(q ? { q } : {}), offset: String(offset) })}`;
  const { customers, total, offset, newsletter, currency } = list;
  return (
    <SetupPage me={me} title={title}>
      <div className="space-y-6">
        <section aria-labelledby="customers-list" className="space-y-3">
          <h2 id="customers-list" className="sr-only">
            {title}
          </h2>
          <Form method="get" role="search" className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <label htmlFor="customers-q" className="font-medium text-ink text-sm">
                {t('admin.customers.search')}
              </label>
              <input
                id="customers-q"
                name="q"
                type="search"
                defaultValue={q}
                maxLength={100}
                autoComplete="off"
                className={inputClass}
              />
            </div>
            <Button type="submit" variant="primary" pill>
              {t('admin.operator.searchButton')}
            </Button>
          </Form>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-muted text-sm" role="status">
              {customers.length
                ? t('admin.customers.shown', {
                    from: offset + 1,
                    to: offset + customers.length,
                    total,
                  })
                : t('admin.customers.none')}
            </p>
            <a
              href={adminCustomersFileUrl(api, ref, 'customers.csv')}
              download
              className={buttonClass({ variant: 'card', pill: true })}
            >
              {t('admin.customers.csv')}
            </a>
          </div>
          {customers.length ? <CustomerList customers={customers} currency={currency} /> : null}
          {total > CUSTOMERS_PAGE ? (
            <nav aria-label={t('admin.customers.pages')} className="flex justify-between gap-3">
              {offset > 0 ? (
                <a
                  href={pageLink(Math.max(0, offset - CUSTOMERS_PAGE))}
                  className={buttonClass({ variant: 'card', pill: true })}
                >
                  {t('admin.customers.previous')}
                </a>
              ) : (
                <span />
              )}
              {offset + customers.length < total ? (
                <a
                  href={pageLink(offset + CUSTOMERS_PAGE)}
                  className={buttonClass({ variant: 'card', pill: true })}
                >
                  {t('admin.customers.next')}
                </a>
              ) : null}
            </nav>
          ) : null}
        </section>
        <Card id="customers-newsletter" title={t('admin.customers.newsletter')}>
          <p className="text-muted text-sm">
            {t('admin.customers.newsletterCount', { count: newsletter.total })}
          </p>
          {newsletter.latest.length ? (
            <ul className="divide-y divide-line">
              {newsletter.latest.map((s) => (
                <li key={s.email} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                  <span dir="ltr" className="text-ink">
                    {s.email}
                  </span>
                  <span className="text-muted">{signedUp.format(new Date(s.created_at))}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {newsletter.total ? (
            <a
              href={adminCustomersFileUrl(api, ref, 'newsletter.csv')}
              download
              className={buttonClass({ variant: 'card', pill: true })}
            >
              {t('admin.customers.newsletterCsv')}
            </a>
          ) : null}
        </Card>
      </div>
    </SetupPage>
  );
}
