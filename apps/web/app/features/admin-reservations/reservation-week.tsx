import type { StaffReservationWeek } from '@sufra/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Badge, type BadgeTone } from '../../ui/badge.tsx';
import { dateFormat } from '../../ui/format.ts';

/** A booking's status as a badge tone: waiting, confirmed, declined or no-show, came, cancelled. */
const TONE: Record<number, BadgeTone> = { 0: 'waiting', 1: 'ok', 2: 'refused', 3: 'done', 4: 'refused' };

/**
 * A week of bookings (ADR 1477): seven local days, each with its count and guests expected, its
 * bookings by start (time, guest, party, status), and a link to the day, where they are acted on.
 * One column per day on a wide screen, one under the other on a phone.
 */
export function ReservationWeek(props: {
  week: StaffReservationWeek;
  today: string;
  dayHref: (date: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const weekday = dateFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return (
    <ol className="grid gap-3 p-3 lg:grid-cols-7 lg:gap-2">
      {props.week.days.map((day) => (
        <li
          key={day.date}
          data-testid="week-day"
          data-date={day.date}
          className={`rounded-xl p-3 ring-1 ${day.date === props.today ? 'bg-brand/5 ring-brand' : 'bg-card ring-line'}`}
        >
          <Link
            to={props.dayHref(day.date)}
            className="block rounded font-semibold text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            aria-current={day.date === props.today ? 'date' : undefined}
          >
            {weekday.format(new Date(`${day.date}T12:00:00Z`))}
          </Link>
          <p className="mt-0.5 text-muted text-xs" data-testid="week-day-summary">
            {day.count
              ? t('admin.bookingsDay.summary', { count: day.count, people: day.people })
              : t('admin.bookingsWeek.none')}
          </p>
          {day.reservations.length ? (
            <ul className="mt-2 space-y-1.5">
              {day.reservations.map((r) => (
                <li key={r.id} className="text-sm" data-testid="week-booking">
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    <span className="font-semibold text-ink tabular-nums" dir="ltr">
                      {r.time}
                    </span>
                    <bdi className="min-w-0 break-words text-ink">{r.name}</bdi>
                  </p>
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted text-xs">
                    <span>{t('reservation.people', { count: r.party_size })}</span>
                    <Badge tone={TONE[r.status] ?? 'neutral'} size="sm">
                      {t(`reservation.status.${r.status}`)}
                    </Badge>
                  </p>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
