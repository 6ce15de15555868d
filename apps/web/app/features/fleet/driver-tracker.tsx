import type { OrderDriver } from '@sufra/contract';
import { getOrderDriver, orderDriverEventsUrl } from '@sufra/contract/client';
import type { OrderKey } from '@sufra/contract/order-ref';
import { Bike } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { browserApi } from '../../platform/browser-api.ts';
import { useEventStream } from '../../platform/use-event-stream.ts';

const DriverMap = lazy(() => import('./driver-map.tsx'));

type Props = {
  orderId: OrderKey;
  token: string;
  pin: { lat: number; lng: number } | null;
  map: { tileUrl: string; attribution: string };
};

/**
 * The diner's driver while the order is out (ADR 1413): their first name, a moving pin and the
 * minutes left from distance and recent speed, live over Server-Sent Events (polled while the
 * stream is closed), as the order's status is.
 */
export function DriverTracker({ orderId, token, pin, map }: Props) {
  const { t, i18n } = useTranslation();
  const api = useMemo(() => browserApi({ loginOnUnauthorized: false }), []);
  const [driver, setDriver] = useState<OrderDriver | null>(null);
  useEventStream<OrderDriver>(
    orderDriverEventsUrl(api, orderId, token),
    'driver',
    setDriver,
    () =>
      getOrderDriver(api, orderId, token).then(
        (r) => setDriver(r.driver),
        () => {},
      ),
    10_000,
  );
  const km = (m: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(m / 1000);
  return (
    <section className="space-y-3 rounded-3xl bg-card p-5 ring-1 ring-line" data-testid="driver-live">
      <p className="flex items-center gap-3 font-semibold text-ink">
        <Bike className="size-5 shrink-0 text-brand-ink" aria-hidden />
        <span data-testid="driver-name">
          {driver ? t('order.driver.coming', { name: driver.name }) : t('order.driver.onTheWay')}
        </span>
      </p>
      {driver?.eta_minutes ? (
        <p className="text-ink" aria-live="polite">
          <span className="font-bold text-2xl" data-testid="driver-eta" data-minutes={driver.eta_minutes}>
            {t('order.driver.eta', { minutes: driver.eta_minutes })}
          </span>
          {driver.distance_m !== null ? (
            <span
              className="ms-2 text-muted text-sm"
              data-testid="driver-distance"
              data-meters={driver.distance_m}
            >
              {t('order.driver.away', { km: km(driver.distance_m) })}
            </span>
          ) : null}
        </p>
      ) : null}
      {driver ? (
        <Suspense fallback={<div className="h-56 rounded-2xl bg-sunken" />}>
          <DriverMap
            driver={driver}
            pin={pin}
            tileUrl={map.tileUrl}
            attribution={map.attribution}
            label={t('order.driver.map')}
            driverLabel={driver.name}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
