import type { SlotDayBody } from '@sufra/contract';
import type { Cart } from '@sufra/domain';
import clsx from 'clsx';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import type { CartStore } from '../../shell/cart-store.ts';
import { ErrorText } from '../../ui/error-text.tsx';
import { dateFormat } from '../../ui/format.ts';
import { useNow } from '../i18n/relative-time.ts';
import { arrivalWindow } from './arrival.ts';
import { DRAWN_RADIO } from './drawn-radio.ts';

// The day and time chips show only once "Later" is chosen: their code loads then, not in the
// checkout's first view (ADR 608 amendment, as the pin map's). The placeholder keeps their height.
const SlotPicker = lazy(() => import('./slot-picker.tsx').then((m) => ({ default: m.SlotPicker })));

type Props = {
  cart: Cart;
  store: CartStore;
  days: SlotDayBody[];
  /** The branch's date today (YYYY-MM-DD), for the day strip's Today / Tomorrow. */
  today: string | undefined;
  /** Whether "now" is possible: open, and the branch does not take this type by schedule only. */
  now: 'open' | 'closed' | 'scheduleOnly';
  language: string;
  /** The server's word on the chosen time (SLOT_TOO_SOON, SCHEDULE_REQUIRED…), shown here. */
  error?: string | undefined;
  /** Minutes the chosen area's delivery takes, for "Arrives 19:40–19:50" (ADR 904). */
  arrivesIn?: number | null;
  timeZone?: string;
};

/**
 * Now or later: "now" is off while closed or when the type is taken by schedule only; "later"
 * while the branch does not schedule this type.
 */
export function TimeSection({ cart, store, days, today, now, language, error, arrivesIn, timeZone }: Props) {
  const { t } = useTranslation();
  // The phone's clock, after hydration (the server's page says "As soon as possible").
  const clockNow = useNow(30_000);
  const arrival = arrivesIn && clockNow !== null ? arrivalWindow(clockNow, arrivesIn) : null;
  const hhmm = dateFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
  const offered = days.filter((d) => d.slots.length);
  const later = cart.orderTime === 'scheduled';
  const slot = cart.scheduled.slot;
  const day = offered.find((d) => d.date === (slot?.date ?? cart.scheduled.date)) ?? offered[0];
  const pick = (date: string, from?: string) => {
    const d = offered.find((x) => x.date === date);
    const s = d?.slots.find((x) => x.from === from) ?? d?.slots[0] ?? null;
    store.update({ orderTime: 'scheduled', scheduled: { date, slot: s } });
  };
  const option = (value: 'now' | 'scheduled', disabled: boolean, label: string, hint: string) => (
    <label
      className={clsx(
        'flex min-h-12 flex-1 cursor-pointer items-center gap-2 rounded-2xl px-3 ring-1',
        cart.orderTime === value ? 'bg-brand/10 ring-brand' : 'ring-line',
        disabled && 'cursor-not-allowed opacity-50',
      )}
    >
      <input
        type="radio"
        name="order-time"
        checked={cart.orderTime === value}
        disabled={disabled}
        onChange={() => (value === 'now' ? store.update({ orderTime: 'now' }) : day && pick(day.date))}
        className={DRAWN_RADIO}
      />
      <span>
        <span className="block font-medium text-ink">{label}</span>
        <span className="block text-muted text-xs">{hint}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="min-w-0 space-y-3 rounded-3xl bg-card p-4 ring-1 ring-line">
      <legend className="sr-only">{t('checkout.when')}</legend>
      <h2 className="font-semibold text-ink">{t('checkout.when')}</h2>
      {/* The second choice under the first when both do not fit (Japanese at 320 px, whose words
          do not break: "日時を指定" ran out of the card). */}
      <div className="flex flex-wrap gap-2">
        {option(
          'now',
          now !== 'open',
          t('checkout.now'),
          now === 'open'
            ? arrival
              ? t('checkout.arrives', { from: hhmm.format(arrival.from), to: hhmm.format(arrival.to) })
              : t('checkout.nowHint')
            : t(now === 'closed' ? 'checkout.closedNow' : 'checkout.onlySchedule'),
        )}
        {option(
          'scheduled',
          !offered.length,
          t('checkout.later'),
          offered.length ? t('checkout.laterHint') : t('checkout.noScheduling'),
        )}
      </div>
      {later && day ? (
        <Suspense fallback={<div aria-hidden="true" className="skeleton h-32 rounded-2xl" />}>
          <SlotPicker
            days={offered}
            today={today}
            date={day.date}
            from={slot?.from ?? null}
            language={language}
            onPick={pick}
            error={error}
          />
        </Suspense>
      ) : null}
      {error ? <ErrorText id="slot-error">{error}</ErrorText> : null}
    </fieldset>
  );
}
