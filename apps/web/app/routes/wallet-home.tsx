import { getWallet } from '@sufra/contract/client';
import { ChevronRight, History, Plus } from 'lucide-react';
import { data, Link, useParams, useSearchParams } from 'react-router';
import { requireAccount } from '../features/accounts/session.server.ts';
import { HistoryRow, PolicyCard, walletCard } from '../features/wallet/wallet-ui.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { loadBusiness } from '../shell/business.server.ts';
import { pageMetaT } from '../shell/meta.ts';
import { useBusiness } from '../shell/use-business.ts';
import { useMoney } from '../shell/use-money.ts';
import { PageHeader } from '../ui/page-header.tsx';
import type { Route } from './+types/wallet-home';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMetaT(matches, 'wallet.title'),
  { name: 'robots', content: 'noindex' },
];

/** `/{ref}/wallet/home` (signed-in diners): balance, on hold, policy, top up, history (ADR 762). */
export async function loader(args: Route.LoaderArgs) {
  const business = await loadBusiness(args);
  const { api, headers } = await requireAccount(args, business.language);
  const { wallet } = await getWallet(api, args.params.ref);
  return data({ wallet }, { headers });
}

export default function WalletHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { restaurant } = useBusiness();
  const money = useMoney();
  const { ref = '' } = useParams();
  const [search] = useSearchParams();
  const { wallet } = loaderData;
  const balance = wallet.balance[0]?.amount ?? 0;
  const purchase = search.get('purchase');
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-md space-y-4 px-4 pb-32">
      <PageHeader title={t('wallet.title')} back={`/${ref}/profile`} />
      {purchase === 'paid' ? (
        <p
          role="status"
          className="rounded-2xl bg-emerald-100 p-3 text-emerald-900 text-sm dark:bg-emerald-900/40 dark:text-emerald-100"
        >
          {t('wallet.purchasePaid')}
        </p>
      ) : purchase === 'failed' ? (
        <p
          role="alert"
          className="rounded-2xl bg-rose-100 p-3 text-rose-900 text-sm dark:bg-rose-900/40 dark:text-rose-100"
        >
          {t('wallet.purchaseFailed')}
        </p>
      ) : null}
      <section
        className="space-y-1 rounded-3xl bg-brand p-6 text-on-brand shadow-sm"
        aria-labelledby="balance-label"
      >
        <p id="balance-label" className="text-sm opacity-90">
          {t('wallet.balance')}
        </p>
        <p className="font-bold text-4xl tabular-nums" data-testid="wallet-balance">
          {money(balance)}
        </p>
        {wallet.onHoldBalance > 0 ? (
          <p className="text-sm opacity-90" data-testid="wallet-on-hold">
            {t('wallet.onHold', { amount: money(wallet.onHoldBalance) })}
          </p>
        ) : null}
      </section>
      {!wallet.wallet_feature_enabled ? (
        <p className="rounded-2xl bg-sunken p-3 text-muted text-sm">{t('wallet.disabled')}</p>
      ) : null}
      <nav className="grid grid-cols-2 gap-3" aria-label={t('wallet.title')}>
        {wallet.wallet_feature_enabled && wallet.availablePackages.length > 0 ? (
          <Link
            to={`/${ref}/wallet/walletPackage`}
            className="flex min-h-12 items-center justify-center gap-2 rounded-full bg-ink px-4 font-semibold text-surface"
          >
            <Plus className="size-5" aria-hidden />
            {t('wallet.topUp')}
          </Link>
        ) : null}
        <Link
          to={`/${ref}/wallet/history`}
          className="flex min-h-12 items-center justify-center gap-2 rounded-full px-4 font-semibold text-ink ring-1 ring-line"
        >
          <History className="size-5" aria-hidden />
          {t('wallet.history')}
        </Link>
      </nav>
      <section className={walletCard} aria-labelledby="recent-title">
        <h2 id="recent-title" className="font-semibold text-ink">
          {t('wallet.recent')}
        </h2>
        {wallet.creditHistory.length === 0 ? (
          <p className="text-muted text-sm">{t('wallet.empty')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {wallet.creditHistory.map((e) => (
              // A line has no id (ADR 1493): its time and movement name it.
              <HistoryRow
                key={`${e.created_at} ${e.kind} ${e.amount} ${e.on_hold_change}`}
                entry={e}
                timeZone={restaurant.time_zone}
              />
            ))}
          </ul>
        )}
        {wallet.creditHistory.length > 0 ? (
          <Link
            to={`/${ref}/wallet/history`}
            className="flex min-h-11 items-center gap-1 font-semibold text-brand-ink text-sm"
          >
            {t('wallet.seeAll')}
            <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
          </Link>
        ) : null}
      </section>
      <PolicyCard title={t('wallet.policy')} text={wallet.policy} />
    </main>
  );
}
