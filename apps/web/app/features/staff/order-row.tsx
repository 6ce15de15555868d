import type { OrderStatusValue, StaffOrder } from '@sufra/contract';
import { formatOrderRef } from '@sufra/contract/order-ref';
import { formatMoney, OrderStatus } from '@sufra/domain';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { dateFormat } from '../../ui/format.ts';
import { orderValue } from '../orders/payment-text.ts';
import { staffOrderAnchor } from './staff-anchors.ts';

const DESTRUCTIVE = new Set<number>([OrderStatus.rejected, OrderStatus.cancelled]);

/**
 * One order in one line (ADR 1431): 25 orders fit a screen. Number, status,
 * time, who, what (in short), how much, its next step; "Details" opens the full card below.
 * A new order has a box for bulk accept.
 */
export function OrderRow({
  order,
  currency,
  timeZone,
  now,
  fresh,
  selected,
  onSelect,
  onAct,
  open,
  onOpen,
}: {
  order: StaffOrder;
  currency: string;
  timeZone: string;
  now: number;
  fresh: boolean;
  selected: boolean;
  onSelect: ((on: boolean) => void) | null;
  onAct: (status: OrderStatusValue) => Promise<string | null>;
  open: boolean;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const next = order.next_statuses.find((s) => !DESTRUCTIVE.has(s));
  const minutes = Math.max(0, Math.floor((now - Date.parse(order.created_at)) / 60_000));
  const time = dateFormat(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(order.created_at),
  );
  const items = (order.lines ?? []).map((l) => `${i18n.number(l.quantity)}× ${l.name}`).join(', ');
  return (
    <div
      id={open ? undefined : staffOrderAnchor(order.id)}
      data-testid="order-row"
      data-order={order.id}
      className={clsx(
        'flex min-h-12 flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-card px-3 py-1.5 text-sm',
        fresh ? 'ring-2 ring-amber-300' : 'ring-1 ring-line',
      )}
    >
      {onSelect ? (
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={t('staff.bulk.select', { id: order.id })}
          className="size-5 accent-brand"
        />
      ) : (
        <span className="size-5" aria-hidden />
      )}
      <span className="w-14 font-bold text-ink" title={formatOrderRef(order.public_ref)}>
        #{order.id}
      </span>
      <span className="rounded-full bg-sunken px-2 py-0.5 font-medium text-xs" data-testid="row-status">
        {t(`order.status.${order.status}`)}
      </span>
      <span className="text-muted tabular-nums">
        {time} · {t('staff.minutesAgo', { minutes })}
      </span>
      <span className="min-w-0 font-medium text-ink">{order.name}</span>
      <span className="text-muted" dir="ltr">
        {order.phone}
      </span>
      <span className="min-w-0 flex-1 basis-40 truncate text-muted" title={items}>
        {items}
      </span>
      <span className="font-semibold tabular-nums">
        {formatMoney(orderValue(order.amounts), currency, i18n.language)}
      </span>
      {next !== undefined ? (
        <button
          type="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setProblem(null);
            const code = await onAct(next);
            setBusy(false);
            if (code) setProblem(t(`staff.problem.${code}`, { defaultValue: t('staff.refused', { code }) }));
          }}
          className="min-h-10 rounded-xl bg-brand px-3 font-semibold text-on-brand disabled:opacity-50"
        >
          {busy ? '…' : t(`staff.action.${next}`)}
        </button>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        onClick={onOpen}
        className="min-h-10 rounded-xl px-2 text-brand-ink underline"
      >
        {open ? t('staff.row.close') : t('staff.row.open')}
      </button>
      {problem ? (
        <p role="alert" className="basis-full text-rose-700 text-xs dark:text-rose-300">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
