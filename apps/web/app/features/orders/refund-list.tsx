import type { RefundView } from '@sufra/contract';
import { formatMoney } from '@sufra/domain';
import clsx from 'clsx';
import { useTranslation } from '../../i18n/lite.tsx';

const TONE: Record<RefundView['status'], string> = {
  pending: 'bg-amber-100 text-amber-950 dark:bg-amber-400/15 dark:text-amber-200',
  refunded: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  failed: 'bg-rose-100 text-rose-900 dark:bg-rose-500/20 dark:text-rose-200',
};

/** A refund's reason: the cancellation's own words in the reader's language, else the restaurant's. */
export const refundReason = (reason: string, t: (key: string) => string) =>
  reason === 'order_cancelled' || reason === 'order_rejected' ? t(`refund.reason.${reason}`) : reason;

/**
 * An order's refunds and where each one is (ADR 1430): on the board's card and the diner's order
 * page alike — the amount, on its way / refunded / failed, how (cash handed back), and why.
 */
export function RefundList({
  refunds,
  currency,
  audience,
}: {
  refunds: RefundView[];
  currency: string;
  audience: 'diner' | 'staff';
}) {
  const { t, i18n } = useTranslation();
  if (!refunds.length) return null;
  return (
    <section aria-label={t('refund.title')} data-testid="refunds" className="mt-2 space-y-1 text-sm">
      {refunds.map((r, i) => (
        // Oldest first and only ever added to: the place is a stable key (no ids, ADR 1493).
        // biome-ignore lint/suspicious/noArrayIndexKey: refunds are appended, never reordered
        <p key={i} className="flex flex-wrap items-center gap-2" data-testid="refund">
          <span className="font-semibold tabular-nums">
            {t('refund.amount', { amount: formatMoney(r.amount, currency, i18n.language) })}
          </span>
          <span
            className={clsx('rounded-full px-2 py-0.5 font-medium text-xs', TONE[r.status])}
            data-testid="refund-status"
          >
            {t(`refund.status.${r.status}`)}
          </span>
          {r.via === 'cash' ? <span className="text-muted">{t('refund.cash')}</span> : null}
          <span className="text-muted">{refundReason(r.reason, t)}</span>
          {audience === 'diner' && r.status === 'pending' && r.via === 'gateway' ? (
            <span className="basis-full text-muted text-xs">{t('refund.pendingHint')}</span>
          ) : null}
        </p>
      ))}
    </section>
  );
}
