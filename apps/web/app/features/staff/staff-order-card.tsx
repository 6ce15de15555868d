import type { OrderStatusValue, StaffOrder, StaffRefundRequest } from '@sufra/contract';
import { formatOrderRef } from '@sufra/contract/order-ref';
import { addItemProblem, formatMoney, OrderStatus, OrderType, READY_MINUTES_CHOICES } from '@sufra/domain';
import clsx from 'clsx';
import {
  BellRing,
  CalendarDays,
  Car,
  Clock,
  ExternalLink,
  MapPin,
  Phone,
  PhoneIncoming,
  Plus,
  Utensils,
} from 'lucide-react';
import { useState } from 'react';
import { addressParts, mapLink } from '../../features/orders/address-text.ts';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/error-text.tsx';
import { dateFormat } from '../../ui/format.ts';
import { handoverPhrases, tipLabel } from '../handover/handover-text.ts';
import { orderValue, paymentText } from '../orders/payment-text.ts';
import { RefundList } from '../orders/refund-list.tsx';
import { RefundForm } from './refund-form.tsx';
import { staffOrderAnchor, staffReservationAnchor } from './staff-anchors.ts';

type Props = {
  order: StaffOrder;
  currency: string;
  timeZone: string;
  onAct: (status: OrderStatusValue, readyInMinutes?: number) => Promise<string | null>;
  /** The board's clock (ms): the card shows the minutes since the order was placed (ADR 1024). */
  now?: number | undefined;
  /** A new order not looked at yet: drawn with a ring. */
  fresh?: boolean | undefined;
  onPrint?: (() => void) | undefined;
  /** Owners and managers refund part or all of a paid order (ADR 1430); absent for other roles. */
  onRefund?: ((body: StaffRefundRequest) => Promise<string | null>) | undefined;
};

/** The board's first guess at a promise; staff change it before accepting (ADR 1040). */
const DEFAULT_READY_MINUTES = 20;

/** Still being made: its timer turns amber, then red, as it waits (ADR 1024). */
const IN_KITCHEN = new Set<number>([OrderStatus.pending, OrderStatus.accepted]);
const waitTone = (minutes: number) =>
  minutes >= 30
    ? 'bg-rose-100 text-rose-900 dark:bg-rose-500/20 dark:text-rose-200'
    : minutes >= 15
      ? 'bg-amber-100 text-amber-950 dark:bg-amber-400/15 dark:text-amber-200'
      : 'bg-sunken text-muted';

const TONE: Record<number, string> = {
  [OrderStatus.pending]: 'bg-amber-100 text-amber-900',
  [OrderStatus.scheduled]: 'bg-sky-100 text-sky-900',
  [OrderStatus.accepted]: 'bg-indigo-100 text-indigo-900',
  [OrderStatus.ready]: 'bg-emerald-100 text-emerald-900',
  [OrderStatus.out]: 'bg-violet-100 text-violet-900',
  [OrderStatus.delivered]: 'bg-neutral-200 text-neutral-700',
  [OrderStatus.rejected]: 'bg-rose-100 text-rose-900',
  [OrderStatus.cancelled]: 'bg-rose-100 text-rose-900',
};
const DESTRUCTIVE = new Set<number>([OrderStatus.rejected, OrderStatus.cancelled]);

/** One order on the staff board: who, what, how much, and the buttons of its next statuses. */
export function StaffOrderCard({ order, currency, timeZone, onAct, now, fresh, onPrint, onRefund }: Props) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [readyIn, setReadyIn] = useState<number>(DEFAULT_READY_MINUTES);
  const accepting = order.next_statuses.includes(OrderStatus.accepted);
  const delivery = order.order_type === OrderType.delivery;
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const time = (iso: string) =>
    dateFormat(i18n.language, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    }).format(new Date(iso));

  async function act(status: OrderStatusValue) {
    const label = t(`staff.action.${status}`);
    if (DESTRUCTIVE.has(status) && !window.confirm(t('staff.confirm', { action: label, id: order.id })))
      return;
    setBusy(status);
    setProblem(null);
    const code = await onAct(status, status === OrderStatus.accepted ? readyIn : undefined);
    setBusy(null);
    if (code) setProblem(t(`staff.problem.${code}`, { defaultValue: t('staff.refused', { code }) }));
  }

  return (
    <article
      id={staffOrderAnchor(order.id)}
      aria-labelledby={`order-${order.id}`}
      data-fresh={fresh ? 'true' : undefined}
      className={clsx(
        'scroll-mt-4 rounded-3xl bg-card p-4 shadow-sm target:ring-2 target:ring-brand',
        fresh ? 'ring-4 ring-amber-300' : 'ring-1 ring-line',
      )}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={`order-${order.id}`} className="font-bold text-ink text-lg">
          #{order.id}
        </h2>
        {/* What the diner sees and quotes on the phone (ADR 1471). */}
        <span className="font-mono text-muted text-sm" data-testid="order-ref">
          {formatOrderRef(order.public_ref)}
        </span>
        <span
          className={clsx('rounded-full px-2.5 py-0.5 font-medium text-xs', TONE[order.status])}
          data-testid="status"
        >
          {t(`order.status.${order.status}`)}
        </span>
        <span className="text-muted text-sm">{t(`order.type.${order.order_type}`)}</span>
        {order.phone_order ? (
          // Taken by staff for a caller (ADR 1475).
          <span
            data-testid="phone-order-tag"
            className="inline-flex min-h-8 items-center gap-1 rounded-full bg-teal-100 px-2.5 font-medium text-teal-900 text-xs dark:bg-teal-400/15 dark:text-teal-200"
          >
            <PhoneIncoming className="size-3.5" aria-hidden />
            {t('staff.phoneOrder')}
          </span>
        ) : null}
        {order.reservation_id ? (
          // A pre-order names its booking, and the booking its pre-order: each a link to the other (ADR 806).
          <a
            href={`#${staffReservationAnchor(order.reservation_id)}`}
            data-testid="order-reservation-tag"
            className="inline-flex min-h-8 items-center gap-1 rounded-full bg-sky-100 px-2.5 font-medium text-sky-900 text-xs underline-offset-2 hover:underline dark:bg-sky-400/15 dark:text-sky-200"
          >
            <CalendarDays className="size-3.5" aria-hidden />
            {t('reservation.number', { id: order.reservation_id })}
          </a>
        ) : null}
        <span className="ms-auto flex items-center gap-2 text-muted text-sm">
          {time(order.created_at)}
          {now !== undefined && IN_KITCHEN.has(order.status) ? (
            <Elapsed minutes={Math.max(0, Math.floor((now - Date.parse(order.created_at)) / 60_000))} />
          ) : null}
        </span>
      </header>
      {order.arrived_at ? (
        // The diner tapped "I'm here" (ADR 900): who to look for, at the top of the card.
        <p
          role="status"
          data-testid="staff-arrived"
          className="mt-2 flex items-center gap-2 rounded-2xl bg-amber-100 px-3 py-2 font-semibold text-amber-950 text-sm dark:bg-amber-400/15 dark:text-amber-200"
        >
          <BellRing className="size-4 shrink-0" aria-hidden />
          {t('staff.arrived', { time: time(order.arrived_at) })}
          {order.car ? ` · ${[order.car.color, order.car.brand, order.car.plate].join(' · ')}` : ''}
        </p>
      ) : null}
      {order.ready_at && order.status !== OrderStatus.delivered ? (
        <p
          className="mt-1 flex items-center gap-1 font-medium text-indigo-800 text-sm dark:text-indigo-300"
          data-testid="staff-promise"
        >
          <Clock className="size-3.5" aria-hidden />
          {t(delivery ? 'staff.promisedDelivery' : 'staff.promisedReady', { time: time(order.ready_at) })}
        </p>
      ) : null}
      {order.slot ? (
        <p className="mt-1 font-medium text-sky-800 text-sm dark:text-sky-300">
          {t('staff.scheduledFor', { time: `${order.slot.date} ${order.slot.from}` })}
        </p>
      ) : null}
      <div className="mt-2 space-y-1 text-ink text-sm">
        <p className="flex items-center gap-2">
          <span className="font-medium">{order.name}</span>
          <a className="flex items-center gap-1 text-brand-ink" href={`tel:${order.phone}`} dir="ltr">
            <Phone className="size-3.5" aria-hidden />
            {order.phone}
          </a>
        </p>
        {order.table ? (
          <p className="flex items-center gap-1">
            <Utensils className="size-3.5" aria-hidden /> {t('staff.table', { table: order.table })}
          </p>
        ) : null}
        {order.car ? (
          <p className="flex items-center gap-1">
            <Car className="size-3.5" aria-hidden />{' '}
            {[order.car.brand, order.car.color, order.car.plate].join(' · ')}
          </p>
        ) : null}
        {order.address || order.shipping_country ? (
          <div className="flex items-start gap-1" data-testid="staff-address">
            <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            <div className="min-w-0 flex-1">
              <p>
                {[...(order.address ? addressParts(order.address, t) : []), order.shipping_country]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {order.address?.note ? (
                <p className="font-medium text-amber-800 dark:text-amber-300">“{order.address.note}”</p>
              ) : null}
              {mapLink(order.address) ? (
                <a
                  href={mapLink(order.address) ?? undefined}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex min-h-8 items-center gap-1 font-semibold text-brand-ink underline"
                >
                  {t('staff.openMap')} <ExternalLink className="size-3.5" aria-hidden />
                </a>
              ) : null}
            </div>
          </div>
        ) : null}
        <p className="text-muted">{order.branch_name}</p>
      </div>
      <ul className="mt-3 divide-y divide-line rounded-2xl bg-sunken px-3">
        {(order.lines ?? []).map((line) => (
          <li key={line.position} className="py-2 text-sm">
            <div className="flex gap-2">
              <span className="font-semibold">{line.quantity}×</span>
              <span className="flex-1">
                {line.name}
                {line.label ? <span className="text-muted"> · {line.label}</span> : null}
              </span>
              <span className="tabular-nums">{money(line.gross)}</span>
            </div>
            {line.modifiers.length ? (
              <p className="ps-6 text-muted">
                {line.modifiers.map((m) => `${m.quantity}× ${m.name}`).join(', ')}
              </p>
            ) : null}
            {line.comment ? (
              <p className="ps-6 text-amber-800 italic dark:text-amber-300">“{line.comment}”</p>
            ) : null}
          </li>
        ))}
      </ul>
      {handoverPhrases(order, t).length ? (
        <p className="mt-2 flex flex-wrap gap-1.5 text-sm" data-testid="staff-handover">
          <span className="sr-only">{t('handover.title')}: </span>
          {handoverPhrases(order, t).map((phrase) => (
            <span key={phrase} className="rounded-full bg-sunken px-2.5 py-0.5 font-semibold text-ink">
              {phrase}
            </span>
          ))}
        </p>
      ) : null}
      {order.notes || order.comment ? (
        <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-100">
          <span className="font-semibold">{t('staff.requests')}: </span>
          {[order.comment, order.notes].filter(Boolean).join(' — ')}
        </p>
      ) : null}
      <p className="mt-2 flex items-center justify-between text-sm">
        <span className="text-muted">{paymentText(t, money, order, order.payment_state, 'staff')}</span>
        <span className="text-end">
          <span className="block font-bold text-base tabular-nums">{money(orderValue(order.amounts))}</span>
          {/* The tip is inside the total and the team's (ADR 790). */}
          {order.amounts.tip ? (
            <span className="block text-emerald-700 text-xs dark:text-emerald-300" data-testid="staff-tip">
              {tipLabel(order, t, i18n.number)} {money(order.amounts.tip)}
            </span>
          ) : null}
        </span>
      </p>
      {addItemProblem({
        status: order.status,
        payment_state: order.payment_state,
        wallet_discount: order.amounts.wallet_discount,
        refunds: order.refunds?.length ?? 0,
      }) === null ? (
        // One more item for an order paid on hand-over (ADR 1476), priced by the server.
        <a
          href={`/${order.business_reference}/admin/phone-order?order=${order.id}`}
          data-testid="add-item-link"
          className="mt-2 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-ink text-sm underline"
        >
          <Plus className="size-4" aria-hidden />
          {t('staff.addItem')}
        </a>
      ) : null}
      <RefundList refunds={order.refunds ?? []} currency={currency} audience="staff" />
      {onRefund ? <RefundForm order={order} currency={currency} onRefund={onRefund} /> : null}
      {order.next_statuses.length || onPrint ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {onPrint ? (
            <Button type="button" onClick={onPrint} variant="secondary" className="gap-1.5 text-sm">
              {t('staff.print')}
            </Button>
          ) : null}
          {accepting ? (
            // The promise the diner's page counts down to: chosen here, sent with Accept.
            <label className="flex min-h-11 items-center gap-2 rounded-2xl bg-sunken px-3 text-ink text-sm ring-1 ring-line">
              {t(delivery ? 'staff.deliveredIn' : 'staff.readyIn')}
              <select
                value={readyIn}
                onChange={(e) => setReadyIn(Number(e.target.value))}
                className="min-h-9 rounded-xl bg-card px-2 font-semibold"
                data-testid="ready-in"
              >
                {READY_MINUTES_CHOICES.map((m) => (
                  <option key={m} value={m}>
                    {t('item.minutes', { count: m })}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {order.next_statuses.map((status) => (
            <button
              key={status}
              type="button"
              disabled={busy !== null}
              onClick={() => void act(status)}
              className={clsx(
                'min-h-11 rounded-2xl px-4 font-semibold text-sm disabled:opacity-50',
                DESTRUCTIVE.has(status)
                  ? 'bg-sunken text-rose-700 ring-1 ring-line dark:text-rose-300'
                  : 'bg-brand text-on-brand',
              )}
            >
              {busy === status ? '…' : t(`staff.action.${status}`)}
            </button>
          ))}
        </div>
      ) : null}
      {problem ? <ErrorText className="mt-2">{problem}</ErrorText> : null}
    </article>
  );
}

function Elapsed({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="elapsed"
      className={clsx('rounded-full px-2 py-0.5 font-semibold text-xs tabular-nums', waitTone(minutes))}
    >
      {t('staff.minutesAgo', { minutes })}
    </span>
  );
}
