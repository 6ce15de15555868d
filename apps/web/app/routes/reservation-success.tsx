import { ApiError, cancelReservation, getReservation, type ReservationKey } from '@sufra/contract/client';
import { formatOrderRef, normalizeOrderRef } from '@sufra/contract/order-ref';
import clsx from 'clsx';
import { CalendarPlus, MessageCircle, Phone, Receipt } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { ProblemList } from '../features/checkout/problem-list.tsx';
import { OrderLineText } from '../features/orders/order-line-text.tsx';
import { dayLabel } from '../features/reservations/booking-choices.tsx';
import { icsHref, reservationIcs } from '../features/reservations/ics.ts';
import { reservationApi } from '../features/reservations/reservation-api.server.ts';
import { useReservationLive } from '../features/reservations/reservation-live.ts';
import { reservationProblems } from '../features/reservations/reservation-problems.server.ts';
import { ReservationFacts, StatusChip } from '../features/reservations/reservation-summary.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { loadBusiness } from '../shell/business.server.ts';
import { pageMeta, pageName } from '../shell/meta.ts';
import { useBusiness } from '../shell/use-business.ts';
import { useMoney } from '../shell/use-money.ts';
import { useScheduleEvent } from '../shell/use-shop-events.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { dateFormat, formatTimeOfDay } from '../ui/format.ts';
import type { Route } from './+types/reservation-success';

/** The booking the path names: its public reference, or the number of a link made before (ADR 1494). */
function keyOf(param: string): ReservationKey | null {
  if (/^[1-9][0-9]{0,9}$/.test(param)) return Number(param);
  return normalizeOrderRef(param);
}

async function read(args: Route.LoaderArgs | Route.ActionArgs) {
  const id = keyOf(args.params.reservationId);
  if (id === null) throw data('Page not found', { status: 404 });
  const token = new URL(args.request.url).searchParams.get('token');
  const business = await loadBusiness(args);
  const api = reservationApi(args.context, args.request, business.language);
  return { id, token, api, business };
}

/**
 * `/{ref}/reservation/success/{id}?token=…`: what was booked, its status live, add to calendar,
 * the business's contact, cancel (ADR 802). The token, or the signed-in owner, opens it.
 */
export async function loader(args: Route.LoaderArgs) {
  const { id, token, api } = await read(args);
  try {
    const { reservation } = await getReservation(api, id, token);
    if (reservation.business_reference !== args.params.ref) throw data('Page not found', { status: 404 });
    // An old link (the number) or a lower-case reference, opened with its token: moved to the
    // booking's reference, as an order's page does (ADR 1471, 1494).
    if (args.params.reservationId !== reservation.public_ref) {
      const url = new URL(args.request.url);
      url.pathname = `/${args.params.ref}/reservation/success/${reservation.public_ref}`;
      throw redirect(`${url.pathname}${url.search}`, 301);
    }
    return { reservation, token };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw data('Page not found', { status: 404 });
    throw error;
  }
}

export async function action(args: Route.ActionArgs) {
  const { id, token, api } = await read(args);
  try {
    await cancelReservation(api, id, token);
    return { problems: [] };
  } catch (error) {
    const problems = reservationProblems(error);
    if (!problems) throw error;
    return data({ problems }, 409);
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(
    matches,
    loaderData
      ? pageName(matches, 'reservation.number', { id: formatOrderRef(loaderData.reservation.public_ref) })
      : null,
    undefined,
    { noindex: true },
  ),
  { name: 'robots', content: 'noindex' },
];

export default function ReservationSuccess({ loaderData, actionData }: Route.ComponentProps) {
  const { reservation: r, token } = loaderData;
  useScheduleEvent(r.public_ref);
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { restaurant } = useBusiness();
  const { status, connected } = useReservationLive(r.public_ref, token, r.status);
  const branch = restaurant.branches.find((b) => b.id === r.branch_id);
  const phone = branch?.phone ?? null;
  const whatsapp = restaurant.whatsapp_phone;
  const title = t(r.reserve_type === 'service' ? 'reservation.icsService' : 'reservation.icsTable', {
    name: restaurant.business_name,
    count: r.party_size,
  });
  const ics = reservationIcs({
    id: r.public_ref,
    ref: r.business_reference,
    start: r.starts_at,
    end: r.ends_at,
    created: r.created_at,
    title,
    location: [restaurant.business_name, r.branch_name, branch?.address].filter(Boolean).join(', '),
    description: `${t('reservation.number', { id: formatOrderRef(r.public_ref) })}${r.note ? `\n${r.note}` : ''}`,
  });
  const cancelUntil = r.cancel_until
    ? dateFormat(i18n.language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: r.time_zone,
      }).format(new Date(r.cancel_until))
    : null;
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-2xl space-y-4 px-4 pt-4 pb-32">
      <header className="flex items-center justify-between gap-3">
        {/* The reference (ADR 1494) is longer than a number was: one line at 375 px, not cut at its dash. */}
        <h1 className="font-bold text-ink text-xl sm:text-2xl">
          {t('reservation.number', { id: formatOrderRef(r.public_ref) })}
        </h1>
        <span className="flex items-center gap-2 text-muted text-xs" data-testid="live">
          <span
            className={clsx('size-2 rounded-full', connected ? 'bg-emerald-500' : 'bg-amber-500')}
            aria-hidden
          />
          {connected ? t('order.live') : t('order.updating')}
        </span>
      </header>

      <section aria-live="polite" className="space-y-3 rounded-3xl bg-card p-5 ring-1 ring-line">
        <div className="flex flex-wrap items-center gap-2">
          <StatusChip status={status} testId="reservation-status" />
          <span className="text-muted text-sm">{r.branch_name}</span>
        </div>
        <p className="text-ink">
          {t(`reservation.statusHint.${status}`, {
            date: dayLabel(r.date, i18n.language, 'long'),
            time: formatTimeOfDay(r.time, i18n.language),
          })}
        </p>
        {r.reason && (status === 2 || status === 9) ? (
          <p className="rounded-2xl bg-sunken p-3 text-ink text-sm" data-testid="reservation-reason">
            {t('reservation.reason', { reason: r.reason })}
          </p>
        ) : null}
        <ReservationFacts r={r} />
        {r.note ? (
          <p className="rounded-2xl bg-sunken p-3 text-sm">
            <span className="block text-muted text-xs">{t('reservation.yourNote')}</span>
            <span className="text-ink">{r.note}</span>
          </p>
        ) : null}
      </section>

      {r.order ? (
        <section className="rounded-3xl bg-card p-5 ring-1 ring-line" data-testid="reservation-order">
          <h2 className="font-semibold text-ink">{t('reservation.preOrder')}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {(r.order.lines ?? []).map((l) => (
              <li key={l.position} className="flex justify-between gap-3">
                <span className="text-ink">
                  {l.quantity} × <OrderLineText line={l} />
                </span>
                <span className="tabular-nums">{money(l.net)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex justify-between border-line border-t pt-3 font-semibold text-ink">
            <span>{t('order.total')}</span>
            <span className="tabular-nums">{money(r.order.amounts.total)}</span>
          </p>
          <p className="mt-1 text-muted text-sm">
            {t(`payment.method.${r.order.payment_type}`)} ·{' '}
            {t(`reservation.paymentState.${r.order.payment_state}`)}
          </p>
          {r.order_url ? (
            <Link
              to={r.order_url}
              className="mt-3 inline-flex items-center gap-2 text-brand-ink text-sm underline"
            >
              <Receipt className="size-4" aria-hidden /> {t('reservation.viewOrder')}
            </Link>
          ) : null}
        </section>
      ) : null}

      <section className="grid gap-2 sm:grid-cols-3">
        <a
          href={icsHref(ics)}
          download={`reservation-${r.public_ref}.ics`}
          className={buttonClass({ size: 'lg' })}
          data-testid="add-to-calendar"
        >
          <CalendarPlus className="size-5" aria-hidden /> {t('reservation.addToCalendar')}
        </a>
        {phone ? (
          <a
            href={`tel:${phone}`}
            className="flex min-h-12 items-center justify-center gap-2 rounded-2xl bg-card font-semibold text-ink ring-1 ring-line"
          >
            <Phone className="size-5" aria-hidden /> {t('reservation.call')}
          </a>
        ) : null}
        {whatsapp ? (
          <a
            href={`https://wa.me/${whatsapp.replace(/\D/g, '')}`}
            rel="noopener noreferrer"
            target="_blank"
            className="flex min-h-12 items-center justify-center gap-2 rounded-2xl bg-card font-semibold text-ink ring-1 ring-line"
          >
            <MessageCircle className="size-5" aria-hidden /> {t('reservation.whatsapp')}
          </a>
        ) : null}
      </section>
      {branch?.address ? <p className="text-center text-muted text-sm">{branch.address}</p> : null}

      {r.can_cancel ? (
        <details className="rounded-3xl bg-card p-4 ring-1 ring-line">
          <summary className="cursor-pointer font-medium text-rose-700 dark:text-rose-300">
            {t('reservation.cancel')}
          </summary>
          {cancelUntil ? (
            <p className="mt-2 text-muted text-sm">{t('reservation.cancelUntil', { time: cancelUntil })}</p>
          ) : null}
          <form method="post" className="mt-3">
            <Button type="submit" variant="danger">
              {t('reservation.cancelConfirm')}
            </Button>
          </form>
        </details>
      ) : null}
      <ProblemList problems={actionData?.problems ?? []} />
      <p className="text-center">
        <Link to={`/${r.business_reference}`} className="text-brand-ink text-sm underline">
          {t('common.backHome')}
        </Link>
      </p>
    </main>
  );
}
