import type { Geometry } from '@sufra/contract';
import { shapeContains } from '@sufra/domain';
import { CheckCircle2, XCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { INPUT_CLASS } from '../../ui/field.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { LocateButton } from '../geolocate/locate-button.tsx';

// The checkout's own map step (Leaflet), loaded only when a form with a pin is open.
const PinMap = lazy(() => import('../checkout/pin-map.tsx'));

export type PinArea = { id: number; name: string; shape: Geometry; color: string | null };
export type PinMapConfig = {
  areas: PinArea[];
  tileUrl: string;
  attribution: string;
  /** Where the map opens for a new address: the branch. */
  start: { lat: number; lng: number };
};

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * A saved address's place (ADR 1451): the checkout's map pin (tap or drag, or "Use my location"),
 * with the area it falls in. The form posts `lat`, `lng` and `area_id`; a new address has no place
 * until the diner puts the pin down, so the branch's own point is never saved as their door.
 * Before the scripts run (or without a map) the coordinates can still be typed.
 */
export function AddressPin({
  saved,
  map,
  open,
}: {
  saved: { lat: number; lng: number } | null;
  map: PinMapConfig;
  open: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [pin, setPin] = useState(saved);
  const point = pin ?? map.start;
  const inside = pin ? map.areas.find((a) => shapeContains(a.shape as never, pin)) : undefined;
  const place = (p: { lat: number; lng: number }) => setPin({ lat: round(p.lat), lng: round(p.lng) });
  return (
    <fieldset className="space-y-2">
      <legend className="text-ink">{t('locations.place')}</legend>
      <p className="text-muted text-xs">{t('checkout.mapHint')}</p>
      <div className="h-56 overflow-hidden rounded-2xl ring-1 ring-line" data-testid="address-map">
        {hydrated && open ? (
          <Suspense fallback={<div className="skeleton size-full" />}>
            <PinMap
              pin={point}
              onPin={place}
              areas={map.areas}
              tileUrl={map.tileUrl}
              attribution={map.attribution}
              label={t('checkout.mapLabel')}
              pinLabel={t('locations.pinLabel')}
            />
          </Suspense>
        ) : (
          <div className="skeleton size-full" />
        )}
      </div>
      {hydrated ? <LocateButton onFound={place} /> : null}
      <p aria-live="polite" className="text-xs" data-testid="address-pin-result">
        {!pin ? (
          <span className="text-muted">{t('locations.pinNotPlaced')}</span>
        ) : inside ? (
          <span className="flex items-center gap-1.5 text-emerald-700 dark:text-emerald-300">
            <CheckCircle2 className="size-4 shrink-0" aria-hidden />
            {t('locations.pinInside', { area: inside.name })}
          </span>
        ) : (
          <span className="flex items-center gap-1.5 text-rose-700 dark:text-rose-300">
            <XCircle className="size-4 shrink-0" aria-hidden /> {t('problem.OUTSIDE_DELIVERY_ZONE')}
          </span>
        )}
      </p>
      <details className="text-xs">
        <summary className="min-h-11 cursor-pointer content-center text-muted">
          {t('checkout.coordinates')}
        </summary>
        <div className="grid grid-cols-2 gap-2" dir="ltr">
          {(['lat', 'lng'] as const).map((k) => (
            <label key={k} className="block text-muted">
              {t(`checkout.${k}`)}
              <input
                name={k}
                inputMode="decimal"
                defaultValue={pin ? String(pin[k]) : ''}
                key={`${k}${pin ? pin[k] : ''}`}
                onBlur={(e) => {
                  const v = Number(e.target.value);
                  if (e.target.value.trim() && Number.isFinite(v)) place({ ...point, [k]: v });
                }}
                className={INPUT_CLASS}
              />
            </label>
          ))}
        </div>
      </details>
      <input type="hidden" name="area_id" value={inside ? String(inside.id) : ''} />
    </fieldset>
  );
}
