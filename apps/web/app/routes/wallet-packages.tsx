import { getWallet } from '@sufra/contract/client';
import { ChevronRight, Gift } from 'lucide-react';
import { data, Link, useParams } from 'react-router';
import { requireAccount } from '../features/accounts/session.server.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { loadBusiness } from '../shell/business.server.ts';
import { pageMetaT } from '../shell/meta.ts';
import { useMoney } from '../shell/use-money.ts';
import { PageHeader } from '../ui/page-header.tsx';
import type { Route } from './+types/wallet-packages';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMetaT(matches, 'wallet.packages'),
  { name: 'robots', content: 'noindex' },
];

/** `/{ref}/wallet/walletPackage`: the credit packages the business sells (ADR 762). */
export async function loader(args: Route.LoaderArgs) {
  const business = await loadBusiness(args);
  const { api, headers } = await requireAccount(args, business.language);
  const { wallet } = await getWallet(api, args.params.ref);
  return data({ packages: wallet.availablePackages }, { headers });
}

export default function WalletPackages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { ref = '' } = useParams();
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-md space-y-4 px-4 pb-32">
      <PageHeader title={t('wallet.packages')} back={`/${ref}/wallet/home`} />
      {loaderData.packages.length === 0 ? <p className="text-muted">{t('wallet.noPackages')}</p> : null}
      <ul className="space-y-3">
        {loaderData.packages.map((p) => (
          <li key={p.id}>
            <Link
              to={`/${ref}/wallet/${p.id}`}
              className="flex items-center gap-4 rounded-3xl bg-card p-5 ring-1 ring-line"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand/10 text-brand-ink">
                <Gift className="size-6" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{p.name}</span>
                <span className="block text-muted text-sm">
                  {t('wallet.payGet', { pay: money(p.price), get: money(p.credit) })}
                </span>
                {p.bonus > 0 ? (
                  <span className="mt-1 inline-block rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900 text-xs dark:bg-emerald-900/40 dark:text-emerald-100">
                    {t('wallet.bonus', { amount: money(p.bonus) })}
                  </span>
                ) : null}
              </span>
              <ChevronRight className="size-5 text-muted rtl:rotate-180" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
