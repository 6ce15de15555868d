import type { ReservationView } from '@sufra/contract';
import { CalendarCheck, ChefHat, MapPin, Users } from 'lucide-react';
import { Form, Link } from 'react-router';
import { listSeparator } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/lite.tsx';
import { useMoney } from '../../shell/use-money.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { dateFormat } from '../../ui/format.ts';
import { useTextLang } from '../i18n/content-lang.ts';
import { StatusChip } from './reservation-summary.tsx';

/**
 * When a booking starts, as the business's clock reads it (its time zone, not the phone's) and
 * in the page's language: "Tuesday 8 December" and "7:30 PM" (ADR 1495).
 */
export function bookingWhen(r: Pick<ReservationView, 'starts_at' | 'time_zone'>, language: string) {
  const at = new Date(r.starts_at);
  return {
    day: dateFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: r.time_zone,
    }).format(at),
    time: dateFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: r.time_zone }).format(at),
  };
}

/**
 * One booking in the diner's history (ADR 1495): when, for how many, where, its status as a badge,
 * what was pre-ordered and its total (the order's own figure, never added up here), its page, and
 * cancel while the server says it may be cancelled (`can_cancel`).
 */
export function ReservationCard({ r }: { r: ReservationView }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const textLang = useTextLang();
  const when = bookingWhen(r, i18n.language);
  // The table's name isolated (FSI…PDI): "T1" inside Arabic text stays where it is written.
  const place = r.table
    ? t('reservation.tableOption', { name: `\u2068${r.table.name}\u2069`, seats: r.table.seats })
    : r.area;
  const lines = r.order?.lines ?? [];
  const dishes = lines.map((l) => `${l.quantity} × ${l.name}`).join(listSeparator(i18n.language));
  const cancelUntil = r.cancel_until
    ? dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: r.time_zone }).format(
        new Date(r.cancel_until),
      )
    : null;
  const page = `/${r.business_reference}/reservation/success/${r.public_ref}`;
  return (
    <Card as="li" className="space-y-3" testId="reservation-item">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <p className="flex min-w-0 items-start gap-3">
          <CalendarCheck className="mt-0.5 size-5 shrink-0 text-brand-ink" aria-hidden />
          <span className="min-w-0">
            <span className="block font-semibold text-ink" data-testid="reservation-day">
              {when.day}
            </span>
            <span className="block text-ink tabular-nums" data-testid="reservation-time">
              <bdi>{when.time}</bdi>
            </span>
          </span>
        </p>
        <StatusChip status={r.status} testId="reservation-item-status" />
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted text-sm">
        <li className="flex items-center gap-1.5">
          <Users className="size-4 shrink-0" aria-hidden />
          {t('reservation.people', { count: r.party_size })}
        </li>
        <li className="flex min-w-0 items-center gap-1.5">
          <MapPin className="size-4 shrink-0" aria-hidden />
          <span className="min-w-0 break-words" {...textLang(r.branch_name)}>
            {r.branch_name}
          </span>
        </li>
        {place ? <li className="min-w-0 break-words">{place}</li> : null}
      </ul>
      {r.order ? (
        <div className="rounded-2xl bg-sunken p-3 text-sm" data-testid="reservation-item-order">
          <p className="flex items-start gap-2">
            <ChefHat className="mt-0.5 size-4 shrink-0 text-brand-ink" aria-hidden />
            <span className="min-w-0">
              <span className="block font-medium text-ink">{t('reservation.preOrderChosen')}</span>
              <span className="block break-words text-muted">{dishes}</span>
            </span>
          </p>
          <p className="mt-2 flex items-baseline justify-between gap-3 border-line border-t pt-2 font-semibold text-ink">
            <span>{t('reservation.preOrderTotal')}</span>
            <span className="tabular-nums" data-testid="reservation-item-total">
              {money(r.order.amounts.total)}
            </span>
          </p>
        </div>
      ) : null}
      {r.reason && (r.status === 2 || r.status === 9) ? (
        <p className="text-muted text-sm">{t('reservation.reason', { reason: r.reason })}</p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {r.can_cancel ? (
          <Form method="post" className="contents">
            <input type="hidden" name="id" value={r.public_ref} />
            <Button type="submit" variant="dangerOutline" size="sm">
              {t('reservation.cancel')}
            </Button>
          </Form>
        ) : null}
        <Link to={page} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          {t('order.details')}
        </Link>
      </div>
      {cancelUntil ? (
        <p className="text-end text-muted text-xs">{t('reservation.cancelUntil', { time: cancelUntil })}</p>
      ) : null}
    </Card>
  );
}
