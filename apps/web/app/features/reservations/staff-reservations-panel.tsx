import { useTranslation } from '../../i18n/lite.tsx';
import { StaffReservationCard } from './staff-reservation-card.tsx';
import { useStaffReservations } from './staff-reservations.ts';

/** The board's reservations beside its orders (ADR 802); hidden when there are none. */
export function StaffReservationsPanel({ scope, currency }: { scope: 'live' | 'recent'; currency: string }) {
  const { t } = useTranslation();
  const { items, error, act } = useStaffReservations(scope);
  if (error)
    return (
      <p role="alert" className="mb-4 text-rose-700">
        {error}
      </p>
    );
  if (!items?.length) return null;
  return (
    <section aria-labelledby="staff-reservations" className="mb-6">
      <h2 id="staff-reservations" className="mb-3 font-semibold text-ink text-lg">
        {t('reservation.staffTitle', { count: items.length })}
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {items.map((r) => (
          <StaffReservationCard key={r.id} r={r} currency={currency} onAct={(body) => act(r.id, body)} />
        ))}
      </div>
    </section>
  );
}
