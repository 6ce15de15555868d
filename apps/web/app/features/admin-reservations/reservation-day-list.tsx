import type { StaffReservation } from '@sufra/contract';
import { formatMoney } from '@sufra/domain';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { Banner, inputClass } from '../admin/admin-ui.tsx';

const TONE: Record<number, string> = {
  0: 'bg-amber-100 text-amber-900',
  1: 'bg-emerald-100 text-emerald-900',
  3: 'bg-sky-100 text-sky-900',
};

/**
 * One day's bookings (ADR 1488): time, guest, party size, table, pre-order and status, and the
 * steps the server allows now as plain forms (they post before the page's scripts run). A decline
 * asks its reason beside its button.
 */
export function ReservationDayList(props: {
  reservations: StaffReservation[];
  currency: string;
  problemFor: (id: number) => AdminProblem | null;
}) {
  const { t, i18n } = useTranslation();
  if (!props.reservations.length)
    return <p className="px-4 py-6 text-center text-muted">{t('admin.bookingsDay.none')}</p>;
  return (
    <ul className="divide-y divide-line">
      {props.reservations.map((r) => {
        const problem = props.problemFor(r.id);
        return (
          <li key={r.id} className="space-y-2 px-4 py-3" data-testid="day-booking">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <p className="font-semibold text-ink text-lg tabular-nums" dir="ltr">
                {r.time}
              </p>
              <p className="min-w-0 flex-1 font-medium text-ink">
                <bdi>{r.name}</bdi>
              </p>
              <span
                className={`rounded-full px-2.5 py-0.5 font-medium text-xs ${TONE[r.status] ?? 'bg-sunken text-muted'}`}
              >
                {t(`reservation.status.${r.status}`)}
              </span>
            </div>
            {/* Each part isolated: a Latin branch name's brackets stay whole on an Arabic page. */}
            <p className="text-muted text-sm">
              {[
                t('reservation.people', { count: r.party_size }),
                r.table
                  ? t('admin.bookingsDay.table', { table: r.table.name })
                  : t('admin.bookingsDay.noTable'),
                r.branch_name,
              ].map((part, i) => (
                <span key={part}>
                  {i ? ' · ' : null}
                  <bdi>{part}</bdi>
                </span>
              ))}
            </p>
            {r.order ? (
              <p className="text-ink text-sm">
                {t('admin.bookingsDay.preOrder', {
                  count: r.order.lines?.length ?? 0,
                  total: formatMoney(r.order.amounts.total, props.currency, i18n.language),
                })}
              </p>
            ) : null}
            {r.note ? (
              <p className="text-muted text-sm">
                <bdi>“{r.note}”</bdi>
              </p>
            ) : null}
            {r.reason ? (
              <p className="text-muted text-sm">{t('reservation.reason', { reason: r.reason })}</p>
            ) : null}
            {problem ? <Banner tone="error">{t(problem.problem)}</Banner> : null}
            {r.next_statuses.length ? (
              <div className="flex flex-wrap items-end gap-2">
                {r.next_statuses
                  .filter((s) => s !== 2)
                  .map((s) => (
                    <Form method="post" key={s}>
                      <input type="hidden" name="intent" value="status" />
                      <input type="hidden" name="id" value={r.id} />
                      <input type="hidden" name="status" value={s} />
                      <Button type="submit" variant={s === 1 || s === 3 ? 'primary' : 'card'} pill>
                        {t(`reservation.action.${s}`)}
                      </Button>
                    </Form>
                  ))}
                {r.next_statuses.includes(2) ? (
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="status" />
                    <input type="hidden" name="id" value={r.id} />
                    <input type="hidden" name="status" value={2} />
                    <label className="block">
                      <span className="font-medium text-ink text-sm">{t('reservation.rejectReason')}</span>
                      <input name="reason" required maxLength={300} className={`${inputClass} w-56`} />
                    </label>
                    <Button type="submit" variant="card" pill>
                      {t('reservation.action.2')}
                    </Button>
                  </Form>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
