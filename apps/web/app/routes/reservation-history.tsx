import type { ReservationView } from '@sufra/contract';
import { ApiError, cancelReservation, getReservations } from '@sufra/contract/client';
import { normalizeOrderRef } from '@sufra/contract/order-ref';
import { data, Link, redirect } from 'react-router';
import { loginUrlFor } from '../features/accounts/account-errors.ts';
import { reservationApi, sessionTokenOf } from '../features/reservations/reservation-api.server.ts';
import { ReservationCard } from '../features/reservations/reservation-card.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { loadBusiness } from '../shell/business.server.ts';
import { pageMetaT } from '../shell/meta.ts';
import { buttonClass } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { ErrorText } from '../ui/error-text.tsx';
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
  // The booking's reference (ADR 1494); a page cached before it posts the number.
  const value = String(form.get('id') ?? '');
  const id = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : normalizeOrderRef(value);
  if (id === null) throw data('Bad request', { status: 400 });
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
    <main id="main" className="mx-auto min-h-dvh max-w-2xl space-y-4 px-4 pb-32">
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
  return (
    <section aria-label={title} className="space-y-2">
      <h2 className="font-semibold text-ink">{title}</h2>
      {items.length ? (
        <ul className="space-y-3">
          {items.map((r) => (
            <ReservationCard key={r.public_ref} r={r} />
          ))}
        </ul>
      ) : (
        <Card>
          <p className="text-muted text-sm">{empty}</p>
        </Card>
      )}
    </section>
  );
}
