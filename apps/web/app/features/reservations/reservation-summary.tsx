import type { ReservationView } from '@sufra/contract';
import clsx from 'clsx';
import { CalendarDays, Clock, MapPin, Users } from 'lucide-react';
import { useTranslation } from '../../i18n/lite.tsx';
import { formatTimeOfDay } from '../../ui/format.ts';
import { dayLabel } from './booking-choices.tsx';

const TONE: Record<number, string> = {
  0: 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200',
  1: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-200',
  2: 'bg-rose-100 text-rose-900 dark:bg-rose-500/20 dark:text-rose-200',
  3: 'bg-sky-100 text-sky-900 dark:bg-sky-500/20 dark:text-sky-200',
  4: 'bg-rose-100 text-rose-900 dark:bg-rose-500/20 dark:text-rose-200',
  9: 'bg-sunken text-muted',
};

export function StatusChip({ status, testId }: { status: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx('inline-flex rounded-full px-3 py-1 font-semibold text-sm', TONE[status] ?? TONE[9])}
      data-testid={testId}
    >
      {t(`reservation.status.${status}`)}
    </span>
  );
}

/** What was booked: day, time, party, table or area. */
export function ReservationFacts({ r }: { r: ReservationView }) {
  const { t, i18n } = useTranslation();
  const place = r.table ? t('reservation.tableOption', { name: r.table.name, seats: r.table.seats }) : r.area;
  return (
    <ul className="grid grid-cols-2 gap-3 text-sm">
      <Fact
        icon={CalendarDays}
        label={t('reservation.date')}
        value={dayLabel(r.date, i18n.language, 'long')}
      />
      <Fact icon={Clock} label={t('reservation.time')} value={formatTimeOfDay(r.time, i18n.language)} />
      <Fact
        icon={Users}
        label={t('reservation.party')}
        value={t('reservation.people', { count: r.party_size })}
      />
      {place ? (
        <Fact icon={MapPin} label={t(r.table ? 'reservation.table' : 'reservation.area')} value={place} />
      ) : null}
    </ul>
  );
}

function Fact({
  icon: Icon,
  label,
  value,
  ltr,
}: {
  icon: typeof Clock;
  label: string;
  value: string;
  ltr?: boolean;
}) {
  return (
    <li className="flex items-start gap-2 rounded-2xl bg-sunken p-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-brand-ink" aria-hidden />
      <span className="min-w-0">
        <span className="block text-muted text-xs">{label}</span>
        <span className="block font-semibold text-ink">{ltr ? <bdi>{value}</bdi> : value}</span>
      </span>
    </li>
  );
}
