import type { StaffReservation, StaffReservationStatusRequest } from '@sufra/contract';
import { formatMoney } from '@sufra/domain';
import clsx from 'clsx';
import { CalendarDays, Phone, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import { dateFormat } from '../../ui/format.ts';
import { OrderLineText } from '../orders/order-line-text.tsx';
import { staffOrderAnchor, staffReservationAnchor } from '../staff/staff-anchors.ts';

const TONE: Record<number, string> = {
  0: 'bg-amber-100 text-amber-900',
  1: 'bg-emerald-100 text-emerald-900',
  2: 'bg-rose-100 text-rose-900',
  3: 'bg-neutral-200 text-neutral-700',
  4: 'bg-rose-100 text-rose-900',
  9: 'bg-neutral-200 text-neutral-700',
};

type Props = {
  r: StaffReservation;
  currency: string;
  onAct: (body: StaffReservationStatusRequest) => Promise<string | null>;
};

/** One booking on the staff board: when, who, how many, the pre-order, and its next steps. */
export function StaffReservationCard({ r, currency, onAct }: Props) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const day = dateFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${r.date}T12:00:00Z`));

  async function act(body: StaffReservationStatusRequest) {
    setBusy(true);
    setProblem(null);
    const code = await onAct(body);
    setBusy(false);
    if (code) setProblem(t(`problem.${code}`, { defaultValue: t('staff.refused', { code }) }));
    else setRejecting(false);
  }

  return (
    <article
      id={staffReservationAnchor(r.id)}
      className="scroll-mt-4 rounded-3xl bg-card p-4 ring-1 ring-line target:ring-2 target:ring-brand"
      data-testid="staff-reservation"
      aria-label={t('reservation.number', { id: r.id })}
    >
      <header className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{t('reservation.number', { id: r.id })}</h3>
        <span className={clsx('rounded-full px-2.5 py-0.5 font-medium text-xs', TONE[r.status])}>
          {t(`reservation.status.${r.status}`)}
        </span>
      </header>
      <p className="mt-2 flex items-center gap-2 font-semibold text-ink">
        <CalendarDays className="size-4" aria-hidden /> {day} · <bdi>{r.time}</bdi>
      </p>
      <p className="mt-1 flex items-center gap-2 text-ink text-sm">
        <Users className="size-4" aria-hidden /> {t('reservation.people', { count: r.party_size })}
        {r.table ? ` · ${r.table.name}` : ''}
        {r.area ? ` · ${r.area}` : ''}
      </p>
      <p className="mt-1 flex items-center gap-2 text-muted text-sm">
        <Phone className="size-4" aria-hidden /> {r.name} · <bdi dir="ltr">{r.phone}</bdi>
      </p>
      {r.note ? <p className="mt-2 rounded-2xl bg-sunken p-2 text-ink text-sm">{r.note}</p> : null}
      {r.order ? (
        <div className="mt-2 rounded-2xl bg-sunken p-2 text-sm">
          <p className="font-medium text-ink">
            <a
              // Staff views carry the order's number (ADR 1472).
              href={r.order.id ? `#${staffOrderAnchor(r.order.id)}` : undefined}
              data-testid="reservation-order-tag"
              className="text-brand underline underline-offset-2"
            >
              {t('order.title', { id: r.order.id ?? r.order.public_ref })}
            </a>{' '}
            · {formatMoney(r.order.amounts.total, currency, i18n.language)} ·{' '}
            {t(`staff.payment.${r.order.payment_state}`)}
          </p>
          <ul className="text-muted">
            {(r.order.lines ?? []).map((l) => (
              <li key={l.position}>
                {l.quantity} × <OrderLineText line={l} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {r.reason ? (
        <p className="mt-2 text-muted text-sm">{t('reservation.reason', { reason: r.reason })}</p>
      ) : null}
      {rejecting ? (
        <form
          className="mt-3 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            void act({ status: 2, reason });
          }}
        >
          <label className="block text-sm">
            <span className="mb-1 block font-medium text-ink">{t('reservation.rejectReason')}</span>
            <input
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              maxLength={300}
              className="min-h-11 w-full rounded-2xl bg-sunken px-3 text-ink ring-1 ring-line"
            />
          </label>
          <div className="flex gap-2">
            <Button type="submit" disabled={busy} variant="danger" size="sm">
              {t('reservation.action.2')}
            </Button>
            <button
              type="button"
              onClick={() => setRejecting(false)}
              className="min-h-10 rounded-2xl px-4 text-sm ring-1 ring-line"
            >
              {t('common.back')}
            </button>
          </div>
        </form>
      ) : r.next_statuses.length ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {r.next_statuses.map((s) => (
            <button
              key={s}
              type="button"
              disabled={busy}
              onClick={() => {
                if (s === 2) setRejecting(true);
                else if (s === 9 && !window.confirm(t('reservation.confirmCancel', { id: r.id }))) return;
                else void act({ status: s as 1 | 3 | 4 | 9 });
              }}
              className={clsx(
                'min-h-10 rounded-2xl px-4 font-semibold text-sm',
                s === 1 || s === 3 ? 'bg-brand text-on-brand' : 'bg-sunken text-ink ring-1 ring-line',
              )}
            >
              {t(`reservation.action.${s}`)}
            </button>
          ))}
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-2 text-rose-700 text-sm">
          {problem}
        </p>
      ) : null}
    </article>
  );
}
