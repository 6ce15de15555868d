import type { SlotDayBody } from '@sufra/contract';
import type { Cart } from '@sufra/domain';
import clsx from 'clsx';
import { useTranslation } from '../../i18n/lite.tsx';
import { dateLocale, formatTimeOfDay } from '../../ui/format.ts';
import type { CartStore } from '../cart/cart-store.ts';

type Props = {
  cart: Cart;
  store: CartStore;
  days: SlotDayBody[];
  /** Whether "now" is possible: open, and the branch does not take this type by schedule only. */
  now: 'open' | 'closed' | 'scheduleOnly';
  language: string;
  /** The server's word on the chosen time (SLOT_TOO_SOON, SCHEDULE_REQUIRED…), shown here. */
  error?: string | undefined;
};

const dayName = (date: string, language: string) =>
  new Intl.DateTimeFormat(dateLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/**
 * Now or later: "now" is off while closed or when the type is taken by schedule only; "later"
 * while the branch does not schedule this type.
 */
export function TimeSection({ cart, store, days, now, language, error }: Props) {
  const { t } = useTranslation();
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
        className="accent-brand"
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
      <div className="flex gap-2">
        {option(
          'now',
          now !== 'open',
          t('checkout.now'),
          now === 'open'
            ? t('checkout.nowHint')
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
        <div className="grid grid-cols-2 gap-2">
          <div className="text-muted text-sm">
            <label htmlFor="slot-day">{t('checkout.day')}</label>
            <select
              id="slot-day"
              value={day.date}
              onChange={(e) => pick(e.target.value)}
              className="mt-1 min-h-11 w-full rounded-xl bg-sunken px-2 text-ink"
            >
              {offered.map((d) => (
                <option key={d.date} value={d.date}>
                  {dayName(d.date, language)}
                </option>
              ))}
            </select>
          </div>
          <div className="text-muted text-sm">
            <label htmlFor="slot-time">{t('checkout.time')}</label>
            <select
              id="slot-time"
              value={slot?.from ?? ''}
              onChange={(e) => pick(day.date, e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'slot-error' : undefined}
              className="mt-1 min-h-11 w-full rounded-xl bg-sunken px-2 text-ink"
            >
              {day.slots.map((s) => (
                <option key={s.from} value={s.from}>
                  {formatTimeOfDay(s.from, language)} – {formatTimeOfDay(s.to, language)}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      {error ? (
        <p id="slot-error" role="alert" className="text-rose-700 text-sm dark:text-rose-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
