import type { DriverDrop } from '@sufra/contract';
import { currencyDigits, formatMoney, nextDropStep } from '@sufra/domain';
import clsx from 'clsx';
import { MapPin, Phone } from 'lucide-react';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { addressParts, mapLink } from '../orders/address-text.ts';

/** `geo:` opens the phone's own maps app at the pin (Android); the https link everywhere else. */
export function geoLink(a: DriverDrop['address']): string | null {
  if (typeof a?.lat !== 'number' || typeof a?.lng !== 'number') return null;
  return `geo:${a.lat.toFixed(6)},${a.lng.toFixed(6)}?q=${a.lat.toFixed(6)},${a.lng.toFixed(6)}`;
}

const STEP_KEY = {
  picked_up: 'driver.pickedUp',
  arrived: 'driver.arrived',
  delivered: 'driver.delivered',
} as const;

/**
 * One drop on the driver's page (ADR 1412): who, where as the diner wrote it, the maps and call
 * buttons, what to collect, and the one next step as a real form (it works before the scripts).
 */
export function DropCard({ drop, current }: { drop: DriverDrop; current: boolean }) {
  const { t, i18n } = useTranslation();
  const next = nextDropStep(drop.step);
  const maps = mapLink(drop.address);
  const geo = geoLink(drop.address);
  const money = (minor: number) => formatMoney(minor, drop.currency, i18n.language);
  const digits = String(drop.cash_due).length;
  return (
    <li
      className={clsx(
        'space-y-3 rounded-3xl bg-card p-4 ring-1',
        current ? 'ring-2 ring-brand' : 'ring-line',
      )}
      data-testid={`drop-${drop.order_id}`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="font-bold text-ink text-lg">
          {drop.seq}. {drop.name}
        </h2>
        <span className="text-muted text-sm">#{drop.order_id}</span>
      </div>
      {drop.address ? (
        <ul className="text-ink text-sm" data-testid="drop-address">
          {addressParts(drop.address, t).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {/* The diner's directions for the door, as they wrote them (as on the staff card). */}
      {drop.address?.note ? (
        <p className="font-medium text-amber-800 text-sm dark:text-amber-300" data-testid="drop-directions">
          “{drop.address.note}”
        </p>
      ) : null}
      {drop.notes ? <p className="rounded-2xl bg-sunken p-3 text-ink text-sm">{drop.notes}</p> : null}
      {drop.no_contact ? <p className="font-semibold text-ink text-sm">{t('driver.noContact')}</p> : null}
      <p
        className={clsx(
          'font-bold text-lg',
          drop.cash_due ? 'text-ink' : 'text-emerald-700 dark:text-emerald-300',
        )}
        data-testid="drop-cash"
      >
        {drop.cash_due ? t('driver.collect', { amount: money(drop.cash_due) }) : t('driver.paid')}
      </p>
      <div className="grid grid-cols-2 gap-2">
        {maps ? (
          <a
            href={geo && /Android/i.test(globalThis.navigator?.userAgent ?? '') ? geo : maps}
            className={buttonClass({ variant: 'outline' })}
            target="_blank"
            rel="noreferrer"
            data-testid="drop-map"
          >
            <MapPin className="size-4" aria-hidden /> {t('driver.openMaps')}
          </a>
        ) : (
          <span />
        )}
        <a href={`tel:${drop.phone}`} className={buttonClass({ variant: 'outline' })} data-testid="drop-call">
          <Phone className="size-4" aria-hidden /> {t('driver.call')}
        </a>
      </div>
      {next && next !== 'assigned' ? (
        <Form method="post" className="space-y-2" replace>
          <input type="hidden" name="intent" value="step" />
          <input type="hidden" name="order_id" value={drop.order_id} />
          <input type="hidden" name="step" value={next} />
          <input type="hidden" name="currency" value={drop.currency} />
          {next === 'delivered' && drop.cash_due ? (
            <label className="block text-ink text-sm">
              {t('driver.cashCollected')}
              <input
                name="cash"
                inputMode="decimal"
                required
                defaultValue={(drop.cash_due / 10 ** currencyDigits(drop.currency)).toFixed(
                  currencyDigits(drop.currency),
                )}
                maxLength={digits + 4}
                className="mt-1 w-full rounded-2xl bg-sunken px-4 py-3 text-ink text-lg ring-1 ring-line"
                data-testid="drop-cash-input"
              />
            </label>
          ) : null}
          <Button type="submit" block size="lg" data-testid="drop-next">
            {t(STEP_KEY[next])}
          </Button>
        </Form>
      ) : null}
    </li>
  );
}
