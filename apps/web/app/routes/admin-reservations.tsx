import { getDayReservations, setReservationStatus } from '@sufra/contract/client';
import { Form, Link } from 'react-router';
import { formText } from '../features/admin/admin-forms.server.ts';
import type { AdminResult } from '../features/admin/admin-problems.server.ts';
import { adminAction, adminLoader } from '../features/admin/admin-route.server.ts';
import { Banner, inputClass } from '../features/admin/admin-ui.tsx';
import { SetupPage } from '../features/admin/setup-ui.tsx';
import { dayOf } from '../features/admin-reservations/day-nav.server.ts';
import { ReservationDayList } from '../features/admin-reservations/reservation-day-list.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { dateFormat } from '../ui/format.ts';
import type { Route } from './+types/admin-reservations';

/**
 * `/{ref}/admin/reservations` (ADR 1488): the business's bookings one local day at a time, for the
 * members who run the board (owner, manager, staff); the steps are the board's, checked and
 * audited by the server.
 */
export const loader = (args: Route.LoaderArgs) =>
  adminLoader(
    args,
    async ({ me, api, url }) => {
      const day = dayOf(url, me.business.time_zone);
      const { reservations } = await getDayReservations(api, day.date);
      return { day, reservations };
    },
    { allow: (role) => role === 'owner' || role === 'manager' || role === 'staff' },
  );

/** Confirm, seat (complete), mark a no-show, cancel or decline: the server says what is allowed now. */
export const action = (args: Route.ActionArgs) =>
  adminAction(args, {
    status: ({ api, form, id }) => {
      const status = Number(formText(form, 'status')) as 1 | 2 | 3 | 4 | 9;
      const reason = formText(form, 'reason');
      return setReservationStatus(api, id, { status, ...(reason ? { reason } : {}) });
    },
  });

export default function AdminReservationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { me, day, reservations } = loaderData;
  const base = `/${me.business.reference_id}/admin/reservations`;
  const result = actionData as AdminResult | undefined;
  const heading = dateFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${day.date}T12:00:00Z`),
  );
  const people = reservations
    .filter((r) => r.status === 0 || r.status === 1)
    .reduce((n, r) => n + r.party_size, 0);
  return (
    <SetupPage me={me} title={t('admin.bookingsDay.title')} back={`/${me.business.reference_id}/admin`}>
      <section aria-labelledby="day-title" className="rounded-2xl bg-card ring-1 ring-line">
        <div className="flex flex-wrap items-center gap-2 border-line border-b px-4 py-3">
          <h2 id="day-title" className="min-w-0 flex-1 font-semibold text-ink text-lg">
            {heading}
          </h2>
          <Link
            className={buttonClass({ variant: 'card', size: 'sm', pill: true })}
            to={`${base}?date=${day.previous}`}
          >
            {t('admin.bookingsDay.previous')}
          </Link>
          {day.date !== day.today ? (
            <Link className={buttonClass({ variant: 'card', size: 'sm', pill: true })} to={base}>
              {t('admin.bookingsDay.today')}
            </Link>
          ) : null}
          <Link
            className={buttonClass({ variant: 'card', size: 'sm', pill: true })}
            to={`${base}?date=${day.next}`}
          >
            {t('admin.bookingsDay.next')}
          </Link>
        </div>
        <Form method="get" className="flex flex-wrap items-end gap-2 border-line border-b px-4 py-3">
          <label className="block">
            <span className="font-medium text-ink text-sm">{t('admin.bookingsDay.pick')}</span>
            <input type="date" name="date" defaultValue={day.date} className={`${inputClass} w-48`} />
          </label>
          <Button type="submit" variant="card" pill>
            {t('admin.bookingsDay.show')}
          </Button>
        </Form>
        <p className="px-4 pt-3 text-muted text-sm">
          {t('admin.bookingsDay.summary', { count: reservations.length, people })}
        </p>
        {result?.ok ? (
          <div className="px-4 pt-3">
            <Banner tone="ok">{t('admin.saved')}</Banner>
          </div>
        ) : null}
        <ReservationDayList
          reservations={reservations}
          currency={me.business.currency}
          problemFor={(id) => (result && !result.ok && result.form === `status:${id}` ? result : null)}
        />
      </section>
    </SetupPage>
  );
}
