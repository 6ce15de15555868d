import type { ReservationView } from '@sufra/contract';
import {
  Ban,
  CalendarDays,
  CheckCheck,
  CircleCheck,
  CircleX,
  Clock,
  Hourglass,
  type LucideIcon,
  MapPin,
  Users,
  UserX,
} from 'lucide-react';
import { useTranslation } from '../../i18n/lite.tsx';
import { Badge, type BadgeTone } from '../../ui/badge.tsx';
import { formatTimeOfDay } from '../../ui/format.ts';
import { dayLabel } from './booking-choices.tsx';

/** Each status's tone and icon (ADR 1495): colour and shape both say it. */
const LOOK: Record<number, { tone: BadgeTone; icon: LucideIcon }> = {
  0: { tone: 'waiting', icon: Hourglass },
  1: { tone: 'ok', icon: CircleCheck },
  2: { tone: 'refused', icon: CircleX },
  3: { tone: 'done', icon: CheckCheck },
  4: { tone: 'refused', icon: UserX },
  9: { tone: 'neutral', icon: Ban },
};

export function StatusChip({ status, testId }: { status: number; testId?: string }) {
  const { t } = useTranslation();
  const look = LOOK[status] ?? { tone: 'neutral', icon: Ban };
  return (
    <Badge tone={look.tone} icon={look.icon} testId={testId}>
      {t(`reservation.status.${status}`)}
    </Badge>
  );
}

/** What was booked: day, time, party, table or area. */
export function ReservationFacts({ r }: { r: ReservationView }) {
  const { t, i18n } = useTranslation();
  const place = r.table ? t('reservation.tableOption', { name: r.table.name, seats: r.table.seats }) : r.area;
  return (
    // One column on the narrowest phones: at 320 px a long day ("Wednesday, December 9") spilled
    // out of its half-width tile.
    <ul className="grid grid-cols-1 gap-3 text-sm min-[360px]:grid-cols-2">
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
