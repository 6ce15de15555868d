import { getWalletHistory } from '@sufra/contract/client';
import { data, Link, useParams } from 'react-router';
import { requireAccount } from '../features/accounts/session.server.ts';
import { HistoryRow, walletCard } from '../features/wallet/wallet-ui.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { loadBusiness } from '../shell/business.server.ts';
import { pageMetaT } from '../shell/meta.ts';
import { useBusiness } from '../shell/use-business.ts';
import { PageHeader } from '../ui/page-header.tsx';
import type { Route } from './+types/wallet-history';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMetaT(matches, 'wallet.history'),
  { name: 'robots', content: 'noindex' },
];

/** `/{ref}/wallet/history?page=`: every credit and debit, newest first, 20 a page (ADR 762). */
export async function loader(args: Route.LoaderArgs) {
  const business = await loadBusiness(args);
  const { api, headers } = await requireAccount(args, business.language);
  const raw = Number.parseInt(new URL(args.request.url).searchParams.get('page') ?? '1', 10);
  const page = Number.isFinite(raw) ? Math.min(Math.max(1, raw), 10_000) : 1;
  const history = await getWalletHistory(api, args.params.ref, page);
  return data({ history }, { headers });
}

export default function WalletHistory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { restaurant } = useBusiness();
  const { ref = '' } = useParams();
  const { history } = loaderData;
  const pageLink = (page: number) => `/${ref}/wallet/history${page > 1 ? `?page=${page}` : ''}`;
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-md space-y-4 px-4 pb-32">
      <PageHeader title={t('wallet.history')} back={`/${ref}/wallet/home`} />
      <section className={walletCard}>
        {history.history.length === 0 ? (
          <p className="text-muted text-sm">{t('wallet.empty')}</p>
        ) : (
          <ul className="divide-y divide-line" data-testid="wallet-history">
            {history.history.map((e) => (
              // A line has no id (ADR 1493): its time and movement name it.
              <HistoryRow
                key={`${e.created_at} ${e.kind} ${e.amount} ${e.on_hold_change}`}
                entry={e}
                timeZone={restaurant.time_zone}
              />
            ))}
          </ul>
        )}
      </section>
      <nav className="flex justify-between gap-3" aria-label={t('wallet.pages')}>
        {history.page > 1 ? (
          <Link
            to={pageLink(history.page - 1)}
            className="min-h-11 content-center rounded-full px-4 font-semibold text-ink ring-1 ring-line"
          >
            {t('wallet.newer')}
          </Link>
        ) : (
          <span />
        )}
        {history.has_more ? (
          <Link
            to={pageLink(history.page + 1)}
            className="min-h-11 content-center rounded-full px-4 font-semibold text-ink ring-1 ring-line"
          >
            {t('wallet.older')}
          </Link>
        ) : null}
      </nav>
    </main>
  );
}
