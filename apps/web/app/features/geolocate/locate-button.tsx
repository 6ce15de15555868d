import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { type LocateOutcome, locate } from './locate.ts';

/** "Use my location": moves the pin, or says why it cannot (the pin stays to drag, ADR 794). */
export function LocateButton({ onFound }: { onFound: (point: { lat: number; lng: number }) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<LocateOutcome | null>(null);
  return (
    <div className="space-y-1">
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const found = await locate();
          setBusy(false);
          setOutcome(found);
          if (found.ok) onFound({ lat: found.lat, lng: found.lng });
        }}
        className="flex min-h-11 w-full items-center justify-center gap-2 rounded-2xl bg-card px-4 font-semibold text-brand-ink ring-1 ring-line disabled:opacity-60"
      >
        <LocateFixed className="size-5" aria-hidden />
        {busy ? t('geo.locating') : t('geo.useLocation')}
      </button>
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={outcome.ok ? 'text-muted text-sm' : 'text-amber-800 text-sm dark:text-amber-200'}
          data-testid="locate-result"
        >
          {outcome.ok ? t('geo.found') : t(`geo.${outcome.reason}`)}
        </p>
      ) : null}
    </div>
  );
}
