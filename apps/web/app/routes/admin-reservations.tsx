import { getDayReservations, getWeekReservations, setReservationStatus } from '@sufra/contract/client';
import { Form, Link } from 'react-router';
import { formText } from '../features/admin/admin-forms.server.ts';
import type { AdminResult } from '../features/admin/admin-problems.server.ts';
import { adminAction, adminLoader } from '../features/admin/admin-route.server.ts';
import { Banner, inputClass } from '../features/admin/admin-ui.tsx';
import { SetupPage } from '../features/admin/setup-ui.tsx';
import { dayOf, shiftDate, viewOf } from '../features/admin-reservations/day-nav.server.ts';
import { ReservationDayList } from '../features/admin-reservations/reservation-day-list.tsx';
import { ReservationWeek } from '../features/admin-reservations/reservation-week.tsx';
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
      if (viewOf(url) === 'week') {
        // The server picks the week's first day where the business is (ADR 1477).
        const week = await getWeekReservations(api, day.date);
        const nav = { previous: shiftDate(week.from, -7), next: shiftDate(week.from, 7) };
        return { day, week, nav, reservations: [] };
      }
      const { reservations } = await getDayReservations(api, day.date);
      return { day, week: null, nav: null, reservations };
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

/** Day or week (ADR 1477): two links, the current one marked. */
function ViewTabs({ base, day, week }: { base: string; day: string; week: boolean }) {
  const { t } = useTranslation();
  const tab = (current: boolean) =>
    buttonClass({ variant: current ? 'soft' : 'card', size: 'sm', pill: true });
  return (
    <nav aria-label={t('admin.bookingsWeek.views')} className="mb-3 flex gap-2">
      <Link className={tab(!week)} aria-current={week ? undefined : 'page'} to={`${base}?date=${day}`}>
        {t('admin.bookingsWeek.dayView')}
      </Link>
      <Link
        className={tab(week)}
        aria-current={week ? 'page' : undefined}
        to={`${base}?view=week&date=${day}`}
      >
        {t('admin.bookingsWeek.weekView')}
      </Link>
    </nav>
  );
}

export default function AdminReservationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { me, day, week, nav, reservations } = loaderData;
  const base = `/${me.business.reference_id}/admin/reservations`;
  const back = `/${me.business.reference_id}/admin`;
  if (week && nav) {
    const first = week.days[0]?.date ?? week.from;
    const last = week.days.at(-1)?.date ?? week.from;
    const medium = dateFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    const range = `${medium.format(new Date(`${first}T12:00:00Z`))} – ${medium.format(new Date(`${last}T12:00:00Z`))}`;
    const holdsToday = day.today >= first && day.today <= last;
    const navLink = buttonClass({ variant: 'card', size: 'sm', pill: true });
    return (
      <SetupPage me={me} title={t('admin.bookingsDay.title')} back={back}>
        <ViewTabs base={base} day={day.date} week />
        <section aria-labelledby="week-title" className="rounded-2xl bg-card ring-1 ring-line">
          <div className="flex flex-wrap items-center gap-2 border-line border-b px-4 py-3">
            <h2 id="week-title" className="w-full min-w-0 font-semibold text-ink text-lg sm:w-auto sm:flex-1">
              {range}
            </h2>
            <Link className={navLink} to={`${base}?view=week&date=${nav.previous}`}>
              {t('admin.bookingsWeek.previous')}
            </Link>
            {holdsToday ? null : (
              <Link className={navLink} to={`${base}?view=week`}>
                {t('admin.bookingsWeek.thisWeek')}
              </Link>
            )}
            <Link className={navLink} to={`${base}?view=week&date=${nav.next}`}>
              {t('admin.bookingsWeek.next')}
            </Link>
          </div>
          <p className="px-4 pt-3 text-muted text-sm" data-testid="week-summary">
            {t('admin.bookingsDay.summary', {
              count: week.days.reduce((n, d) => n + d.count, 0),
              people: week.days.reduce((n, d) => n + d.people, 0),
            })}
          </p>
          {week.truncated ? (
            <div className="px-4 pt-3">
              <Banner tone="warn">{t('admin.bookingsWeek.truncated')}</Banner>
            </div>
          ) : null}
          <ReservationWeek week={week} today={day.today} dayHref={(date) => `${base}?date=${date}`} />
        </section>
      </SetupPage>
    );
  }
  const result = actionData as AdminResult | undefined;
  const heading = dateFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${day.date}T12:00:00Z`),
  );
  const people = reservations
    .filter((r) => r.status === 0 || r.status === 1)
    .reduce((n, r) => n + r.party_size, 0);
  return (
    <SetupPage me={me} title={t('admin.bookingsDay.title')} back={back}>
      <ViewTabs base={base} day={day.date} week={false} />
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
