import type { WalletHistoryEntry } from '@sufra/contract';
import { formatOrderRef } from '@sufra/contract/order-ref';
import { ArrowDownLeft, ArrowUpRight, Lock } from 'lucide-react';
import { useTranslation } from '../../i18n/lite.tsx';
import { useMoney } from '../../shell/use-money.ts';
import { dateFormat } from '../../ui/format.ts';

export const walletCard = 'space-y-3 rounded-3xl bg-card p-5 ring-1 ring-line';

/**
 * One ledger line as the diner reads it: what happened, when, and the signed amount. Its time is
 * the business's clock (`timeZone`), as the order pages and the staff read theirs, not the phone's.
 */
export function HistoryRow({ entry, timeZone }: { entry: WalletHistoryEntry; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const date = dateFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const amount = entry.amount !== 0 ? entry.amount : -entry.on_hold_change;
  const held = entry.amount === 0 || entry.kind === 'order_hold';
  const Icon = held ? Lock : amount > 0 ? ArrowDownLeft : ArrowUpRight;
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        className={`grid size-10 shrink-0 place-items-center rounded-full ${amount > 0 ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200' : 'bg-sunken text-ink'}`}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-ink">{t(`wallet.kind.${entry.kind}`)}</span>
        <span className="block text-muted text-sm">
          {entry.order_ref ? `${t('order.number', { id: formatOrderRef(entry.order_ref) })} · ` : ''}
          {entry.reason ? `${entry.reason} · ` : ''}
          {date.format(new Date(entry.created_at))}
        </span>
      </span>
      <span
        dir="ltr"
        className={`font-semibold tabular-nums ${amount > 0 ? 'text-emerald-700 dark:text-emerald-300' : 'text-ink'}`}
      >
        {amount > 0 ? '+' : amount < 0 ? '−' : ''}
        {money(Math.abs(amount))}
      </span>
    </li>
  );
}

/** The business's wallet terms (its `policies.wallet`), under a title. */
export function PolicyCard({ title, text }: { title: string; text: string }) {
  if (!text) return null;
  return (
    <section className={walletCard} aria-labelledby="wallet-policy-title">
      <h2 id="wallet-policy-title" className="font-semibold text-ink">
        {title}
      </h2>
      <p className="text-muted text-sm leading-relaxed">{text}</p>
    </section>
  );
}
