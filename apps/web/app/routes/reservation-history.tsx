import type { ReservationView } from '@sufra/contract';
import { ApiError, cancelReservation, getReservations } from '@sufra/contract/client';
import { CalendarCheck } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { loginUrlFor } from '../features/accounts/account-errors.ts';
import { dayLabel } from '../features/reservations/booking-choices.tsx';
import { reservationApi, sessionTokenOf } from '../features/reservations/reservation-api.server.ts';
import { StatusChip } from '../features/reservations/reservation-summary.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { loadBusiness } from '../shell/business.server.ts';
import { pageMetaT } from '../shell/meta.ts';
import { buttonClass } from '../ui/button.tsx';
import { ErrorText } from '../ui/error-text.tsx';
import { formatTimeOfDay } from '../ui/format.ts';
import { PageHeader } from '../ui/page-header.tsx';
import type { Route } from './+types/reservation-history';

const loginPath = loginUrlFor;

/** `/{ref}/reservation/history` (signed in, [product: Reservations]): upcoming and past bookings, cancel. */
export async function loader(args: Route.LoaderArgs) {
  const ref = args.params.ref;
  if (!sessionTokenOf(args.request)) throw redirect(loginPath(ref, args.request));
  const business = await loadBusiness(args);
  const api = reservationApi(args.context, args.request, business.language);
  try {
    const [upcoming, past] = await Promise.all([
      getReservations(api, ref, { scope: 'upcoming' }),
      getReservations(api, ref, { scope: 'past' }),
    ]);
    return { upcoming: upcoming.reservations, past: past.reservations };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(loginPath(ref, args.request));
    throw error;
  }
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const id = Number(form.get('id'));
  if (!Number.isInteger(id) || id < 1) throw data('Bad request', { status: 400 });
  const business = await loadBusiness(args);
  try {
    await cancelReservation(reservationApi(args.context, args.request, business.language), id);
    return { cancelled: id, code: null };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return data({ cancelled: null, code: error.code ?? '' }, 409);
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMetaT(matches, 'reservation.history'),
  { name: 'robots', content: 'noindex' },
];

export default function ReservationHistory({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { upcoming, past } = loaderData;
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-xl space-y-4 px-4 pb-32">
      <PageHeader title={t('reservation.history')} back={`/${params.ref}`} />
      {actionData?.code ? (
        <ErrorText>
          {t(`problem.${actionData.code}`, { defaultValue: t('reservation.cancelFailed') })}
        </ErrorText>
      ) : null}
      <Section title={t('reservation.upcoming')} items={upcoming} empty={t('reservation.noneUpcoming')} />
      <Section title={t('reservation.past')} items={past} empty={t('reservation.nonePast')} />
      <Link to={`/${params.ref}/reservation/table`} className={buttonClass({ size: 'lg' })}>
        {t('reservation.bookAnother')}
      </Link>
    </main>
  );
}

function Section({ title, items, empty }: { title: string; items: ReservationView[]; empty: string }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-label={title} className="space-y-2">
      <h2 className="font-semibold text-ink">{title}</h2>
      {items.length ? null : (
        <p className="rounded-3xl bg-card p-4 text-muted text-sm ring-1 ring-line">{empty}</p>
      )}
      <ul className="space-y-2">
        {items.map((r) => (
          <li key={r.id} className="rounded-3xl bg-card p-4 ring-1 ring-line" data-testid="reservation-item">
            <Link
              to={`/${r.business_reference}/reservation/success/${r.id}`}
              className="flex items-center gap-3"
            >
              <CalendarCheck className="size-5 shrink-0 text-brand-ink" aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">
                  {dayLabel(r.date, i18n.language)} · <bdi>{formatTimeOfDay(r.time, i18n.language)}</bdi>
                </span>
                <span className="block text-muted text-xs">
                  {t('reservation.people', { count: r.party_size })} · {r.branch_name}
                </span>
              </span>
              <StatusChip status={r.status} />
            </Link>
            {r.can_cancel ? (
              <form method="post" className="mt-3 flex justify-end">
                <input type="hidden" name="id" value={r.id} />
                <button
                  type="submit"
                  className="min-h-10 rounded-2xl px-3 font-medium text-rose-700 text-sm ring-1 ring-line dark:text-rose-300"
                >
                  {t('reservation.cancel')}
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
